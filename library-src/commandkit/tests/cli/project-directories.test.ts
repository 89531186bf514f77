import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'discord.js';
import { CommandKit } from '../../src/runtime/commandkit.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { getCurrentDirectory, getSourceDirectories } from '../../src/cli/project-directories.ts';
import { sourceDirectoryOf } from '../../src/cli/source-layout.ts';
import { removeTempProjects, tempProject } from '../helpers/temp-project.ts';

const initialCwd = process.cwd();

afterEach(async () => {
  process.chdir(initialCwd);
  await loadConfig(initialCwd);
});
afterAll(removeTempProjects);

/** A project with a config, made the working directory and the active config. */
async function enterProject(config: string): Promise<string> {
  const root = tempProject({ 'commandkit.config.ts': `export default ${config};\n` });
  process.chdir(root);
  await loadConfig(root);
  // The temp directory may be reached through a symlink (macOS /var): compare with what Node sees.
  return process.cwd();
}

describe('getSourceDirectories', () => {
  it('is the source directory, then the dist directory, of the active config', async () => {
    const root = await enterProject(`{ appDir: 'bot/app', distDir: 'out' }`);
    expect(getSourceDirectories()).toEqual([join(root, 'bot'), join(root, 'out')]);
  });

  it('is the root itself for an appDir of one directory', async () => {
    const root = await enterProject(`{ appDir: 'app' }`);
    expect(getSourceDirectories()).toEqual([root, join(root, 'dist')]);
  });
});

describe('getCurrentDirectory', () => {
  it('is the dist directory once it exists, else the working directory', async () => {
    const root = await enterProject(`{ distDir: 'build' }`);
    expect(getCurrentDirectory()).toBe(root);
    mkdirSync(join(root, 'build'));
    expect(getCurrentDirectory()).toBe(join(root, 'build'));
  });

  it('follows the running CommandKit: the directory that holds its app directory', async () => {
    const root = await enterProject(`{}`);
    const commandkit = new CommandKit({ client: new Client({ intents: [] }), appDir: join(root, 'dist', 'app') });
    try {
      expect(getCurrentDirectory()).toBe(join(root, 'dist'));
    } finally {
      await commandkit.destroy();
    }
    expect(getCurrentDirectory()).toBe(root);
  });
});

describe('sourceDirectoryOf', () => {
  it('is the first directory of appDir below the root', () => {
    expect(sourceDirectoryOf('/p', '/p/src/app')).toBe('/p/src');
    expect(sourceDirectoryOf('/p', '/p/a/b/app')).toBe('/p/a');
    expect(sourceDirectoryOf('/p', '/p/app')).toBe('/p');
    expect(sourceDirectoryOf('/p', '/elsewhere/app')).toBe('/p');
  });
});
