import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { defineConfig, getConfig, loadConfig } from '../src/index.ts';
import { libraryRoot, removeTempProjects, tempProject, writeFile } from './helpers/temp-project.ts';

afterEach(removeTempProjects);

describe('loadConfig', () => {
  it('loads a TypeScript config, with type-only syntax and a local import', async () => {
    const root = tempProject({
      'commandkit.config.ts': [
        `import type { CommandKitConfig } from 'commandkit';`,
        `import { prefixes } from './config/prefixes';`,
        `enum Mode { Source = 'source' }`,
        `const appDir: string = Mode.Source + '/app';`,
        `export default { appDir, prefix: prefixes, env: { MODE: Mode.Source } } satisfies CommandKitConfig;`,
      ].join('\n'),
      'config/prefixes.ts': `export const prefixes: readonly string[] = ['?', '!'];`,
    });
    const config = await loadConfig(root);
    expect(config).toEqual(defineConfig({ appDir: 'source/app', prefix: ['?', '!'], env: { MODE: 'source' } }));
    expect(getConfig()).toBe(config);
    expect(Object.isFrozen(config)).toBe(true);
  });

  // Jest runs modules in a sandbox where the native import() that jiti uses for Node built-ins
  // and ESM packages is unavailable, so this case runs where a bot runs: a plain Node process.
  it('loads, in a plain Node process, a config importing commandkit and Node built-ins', async () => {
    const root = tempProject({
      'node_modules/commandkit/package.json': JSON.stringify({ name: 'commandkit', type: 'module', exports: './index.ts' }),
      'node_modules/commandkit/index.ts': `export * from ${JSON.stringify(join(libraryRoot, 'src', 'index.ts'))};`,
      'commandkit.config.ts': [
        `import { join } from 'node:path';`,
        `import { defineConfig, type CommandKitConfig } from 'commandkit';`,
        `const prefix = await Promise.resolve('?');`,
        `const shared: CommandKitConfig = { appDir: join('bot', 'app') };`,
        `export default defineConfig({ ...shared, prefix });`,
      ].join('\n'),
    });
    const script = [
      `const { loadConfig, getConfig } = await import(${JSON.stringify(pathToFileURL(join(libraryRoot, 'src', 'index.ts')).href)});`,
      `const config = await loadConfig(${JSON.stringify(root)});`,
      `process.stdout.write(JSON.stringify({ config, active: getConfig() === config }));`,
    ].join('\n');
    // tsx lets the child import the library's TypeScript source; it resolves from the workspace.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: libraryRoot,
    });
    expect(JSON.parse(stdout)).toEqual({ config: defineConfig({ appDir: join('bot', 'app'), prefix: '?' }), active: true });
  });

  it('loads JavaScript configs: ESM .js, .mjs and CommonJS .js', async () => {
    const esm = tempProject({
      'package.json': JSON.stringify({ type: 'module' }),
      'commandkit.config.js': `export default { prefix: 'esm' };`,
    });
    const mjs = tempProject({ 'commandkit.config.mjs': `export default { prefix: 'mjs' };` });
    const cjs = tempProject({
      'package.json': JSON.stringify({ type: 'commonjs' }),
      'commandkit.config.js': `module.exports = { prefix: 'cjs' };`,
    });
    expect((await loadConfig(esm)).prefix).toEqual(['esm']);
    expect((await loadConfig(mjs)).prefix).toEqual(['mjs']);
    expect((await loadConfig(cjs)).prefix).toEqual(['cjs']);
  });

  it('uses the current directory when no directory is given', async () => {
    const root = tempProject({ 'commandkit.config.ts': `export default { prefix: 'cwd' };` });
    const previous = process.cwd();
    process.chdir(root);
    try {
      expect((await loadConfig()).prefix).toEqual(['cwd']);
    } finally {
      process.chdir(previous);
    }
  });

  it('reads the file again on every call, so edits are picked up', async () => {
    const root = tempProject({ 'commandkit.config.ts': `export default { prefix: 'first' };` });
    expect((await loadConfig(root)).prefix).toEqual(['first']);
    writeFile(root, 'commandkit.config.ts', `export default { prefix: 'second' };`);
    expect((await loadConfig(root)).prefix).toEqual(['second']);
  });

  it('falls back to the defaults, and makes them active, when there is no config file', async () => {
    await loadConfig(tempProject({ 'commandkit.config.ts': `export default { prefix: '?' };` }));
    const empty = tempProject({ 'package.json': '{}' });
    await expect(loadConfig(empty)).resolves.toEqual(defineConfig({}));
    expect(getConfig()).toEqual(defineConfig({}));
  });

  describe('fails clearly, leaving the active config unchanged,', () => {
    let active: ReturnType<typeof getConfig>;
    beforeEach(async () => {
      active = await loadConfig(tempProject({ 'commandkit.config.ts': `export default { prefix: 'before' };` }));
    });
    afterEach(() => expect(getConfig()).toBe(active));

    it('when a config file is required and there is none', async () => {
      const root = tempProject({});
      await expect(loadConfig(root, { required: true })).rejects.toThrow(
        `No CommandKit config file found in ${root}. Create commandkit.config.ts there with: export default defineConfig({}); (.mts, .js and .mjs work too).`,
      );
    });

    it('when the directory does not exist', async () => {
      const root = tempProject({});
      const missing = join(root, 'missing');
      await expect(loadConfig(missing)).rejects.toThrow(
        `Cannot look for a CommandKit config in ${missing}: it is not a directory. Pass the project root.`,
      );
      rmSync(root, { recursive: true });
    });

    it('when there is more than one config file', async () => {
      const root = tempProject({
        'commandkit.config.ts': `export default {};`,
        'commandkit.config.mjs': `export default {};`,
      });
      await expect(loadConfig(root)).rejects.toThrow(
        `Found 2 CommandKit config files in ${root} (commandkit.config.ts, commandkit.config.mjs). Keep one of them and delete the others.`,
      );
    });

    it('when a directory merely has a config file name', async () => {
      const root = tempProject({ 'commandkit.config.ts': `export default { prefix: '?' };` });
      mkdirSync(join(root, 'commandkit.config.js'));
      await expect(loadConfig(root)).resolves.toEqual(defineConfig({ prefix: '?' }));
      active = getConfig();
    });

    it('when the config file throws', async () => {
      const root = tempProject({ 'commandkit.config.ts': `throw new Error('DISCORD_TOKEN is not set');` });
      const file = join(root, 'commandkit.config.ts');
      const error = await loadConfig(root).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(`Failed to load the CommandKit config ${file}: DISCORD_TOKEN is not set`);
      expect(((error as Error).cause as Error).message).toBe('DISCORD_TOKEN is not set');
    });

    it('when the config file does not parse', async () => {
      const root = tempProject({ 'commandkit.config.ts': `export default {{` });
      await expect(loadConfig(root)).rejects.toThrow(`Failed to load the CommandKit config ${join(root, 'commandkit.config.ts')}: `);
    });

    it('when the config file has no default export', async () => {
      const root = tempProject({ 'commandkit.config.ts': `export const config = { prefix: '?' };` });
      await expect(loadConfig(root)).rejects.toThrow(
        `The CommandKit config ${join(root, 'commandkit.config.ts')} has no default export. Export the config as default: export default defineConfig({ ... });`,
      );
    });

    it('when the default export is not an object', async () => {
      const root = tempProject({ 'commandkit.config.mjs': `export default () => ({ prefix: '?' });` });
      await expect(loadConfig(root)).rejects.toThrow(
        `The CommandKit config ${join(root, 'commandkit.config.mjs')} must default-export an object, got a function. Write: export default defineConfig({ ... });`,
      );
    });

    it('when the config is invalid, naming the file', async () => {
      const root = tempProject({ 'commandkit.config.ts': `export default { outDir: 'build' };` });
      await expect(loadConfig(root)).rejects.toThrow(
        `Invalid CommandKit config in ${join(root, 'commandkit.config.ts')}: Unknown field "outDir". Did you mean "distDir"?`,
      );
    });
  });
});
