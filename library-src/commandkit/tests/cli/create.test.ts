import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { version } from '../../src/version.ts';
import { lines, linkDependencies, removeTempDirs, runCli, tempDir } from './support/cli-harness.ts';

afterAll(removeTempDirs);

const FILES = [
  '.env.example',
  '.gitignore',
  'README.md',
  'commandkit.config.ts',
  'package.json',
  'src/app.ts',
  'src/app/commands/counter.tsx',
  'src/app/commands/ping.ts',
  'src/app/events/clientReady/log.ts',
  'tsconfig.json',
];

function listFiles(root: string): string[] {
  const out = execFileSync('find', ['.', '-type', 'f', '-not', '-path', './node_modules/*'], { cwd: root, encoding: 'utf8' });
  return lines(out)
    .map((line) => line.replace(/^\.\//, ''))
    .sort();
}

describe('commandkit create', () => {
  it('writes a bot project that type-checks and builds, and prints the next steps', async () => {
    const parent = tempDir();
    const result = await runCli(['create', 'My Bot'], { cwd: parent });
    const root = join(parent, 'My Bot');

    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      `Created the bot project "my-bot" in ${root}.\n\nNext steps:\n  cd "My Bot"\n  npm install\n  cp .env.example .env    # then put your bot token in .env\n  npm run dev\n`,
    );
    expect(listFiles(root)).toEqual(FILES);

    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'my-bot',
      private: true,
      type: 'module',
      scripts: { dev: 'commandkit dev', build: 'commandkit build', start: 'commandkit start', typecheck: 'tsc --noEmit' },
      dependencies: { commandkit: `^${version}`, 'discord.js': expect.stringMatching(/^\^14\.\d+\.\d+$/) },
    });
    expect(readFileSync(join(root, '.env.example'), 'utf8')).toMatch(/^DISCORD_TOKEN=$/m);
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['node_modules/', 'dist/', '.env']));
    const app = readFileSync(join(root, 'src/app.ts'), 'utf8');
    expect(app).toContain('GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent');
    expect(readFileSync(join(root, 'commandkit.config.ts'), 'utf8')).toContain('export default defineConfig({');
    // JSX is set up: the tsconfig uses CommandKit's runtime, and the counter command uses it.
    expect(JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')).compilerOptions).toMatchObject({
      jsx: 'react-jsx',
      jsxImportSource: 'commandkit',
    });
    const counter = readFileSync(join(root, 'src/app/commands/counter.tsx'), 'utf8');
    expect(counter).toContain('<Button');
    expect(counter).toContain('onClick={');

    // The templates compile against this workspace's types (its sources, through a tsconfig
    // that allows their .ts import specifiers).
    linkDependencies(root);
    writeFileSync(
      join(root, 'tsconfig.check.json'),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { allowImportingTsExtensions: true } }),
    );
    expect(() =>
      execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.check.json'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).not.toThrow();

    const build = await runCli(['build'], { cwd: root });
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/^\[commandkit\] Built 4 files into dist\/ in \d+ ms\.\n$/);

    // The built command and event modules load in plain Node and export what the runtime reads.
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const exported = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const ping = await import('./dist/app/commands/ping.js');
         const ready = await import('./dist/app/events/clientReady/log.js');
         console.log(JSON.stringify({ ping: Object.keys(ping).sort(), name: ping.command.name, ready: typeof ready.default }));`,
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(JSON.parse(exported)).toEqual({ ping: ['chatInput', 'command', 'message'], name: 'ping', ready: 'function' });
    // The JSX command compiled to calls into CommandKit's JSX runtime.
    const counterJs = readFileSync(join(root, 'dist/app/commands/counter.js'), 'utf8');
    expect(counterJs).toMatch(/from "commandkit\/jsx-runtime"/);
    expect(counterJs).not.toContain('<Button');
  });

  it('creates the project in an empty existing directory', async () => {
    const parent = tempDir();
    mkdirSync(join(parent, 'bot'));
    const result = await runCli(['create', 'bot'], { cwd: parent });
    expect(result.code).toBe(0);
    expect(listFiles(join(parent, 'bot'))).toEqual(FILES);
  });

  it('refuses a directory that is not empty: one line, exit code 1, nothing written', async () => {
    const parent = tempDir();
    mkdirSync(join(parent, 'bot'));
    writeFileSync(join(parent, 'bot', 'notes.txt'), 'mine');
    const result = await runCli(['create', 'bot'], { cwd: parent });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual([
      `[commandkit] Error: ${join(parent, 'bot')} is not empty. Choose a new directory name, or empty it first.`,
    ]);
    expect(listFiles(join(parent, 'bot'))).toEqual(['notes.txt']);
  });

  it('asks for the directory when it is missing', async () => {
    const result = await runCli(['create'], { cwd: tempDir() });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual(['[commandkit] Error: Missing the project directory: run "commandkit create my-bot".']);
  });
});
