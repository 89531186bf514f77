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

  it('hands the config this copy of CommandKit as the module commandkit', async () => {
    await loadConfig(tempProject({ 'commandkit.config.ts': `export default { prefix: 'first' };` }));
    // No node_modules here, so 'commandkit' cannot come from disk; and a separate copy of the
    // library would report the default prefix rather than the one loaded above.
    const root = tempProject({
      'commandkit.config.ts': [
        `import { defineConfig, getConfig, type CommandKitConfig } from 'commandkit';`,
        `const base: CommandKitConfig = { prefix: getConfig().prefix.map((prefix) => prefix + '-then') };`,
        `export default defineConfig({ ...base, distDir: 'out' });`,
      ].join('\n'),
    });
    await expect(loadConfig(root)).resolves.toEqual(defineConfig({ prefix: 'first-then', distDir: 'out' }));
  });

  // Jest's module sandbox lacks the native import() that jiti and Node use for built-ins and ESM,
  // so these cases run where a bot runs: a plain Node process.
  describe('in a plain Node process', () => {
    const entry = pathToFileURL(join(libraryRoot, 'src', 'index.ts')).href;
    async function runInNode(script: string): Promise<unknown> {
      // tsx lets the child import the library's TypeScript source; it resolves from the workspace.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', `const lib = await import(${JSON.stringify(entry)});\n${script}`],
        { cwd: libraryRoot },
      );
      return JSON.parse(stdout);
    }

    it('loads a config importing Node built-ins and using top-level await', async () => {
      const root = tempProject({
        'commandkit.config.ts': [
          `import { join } from 'node:path';`,
          `import { defineConfig } from 'commandkit';`,
          `const prefix = await Promise.resolve('?');`,
          `export default defineConfig({ appDir: join('bot', 'app'), prefix });`,
        ].join('\n'),
      });
      const result = await runInNode(
        `const config = await lib.loadConfig(${JSON.stringify(root)});\n` +
          `process.stdout.write(JSON.stringify({ config, active: lib.getConfig() === config }));`,
      );
      expect(result).toEqual({ config: defineConfig({ appDir: join('bot', 'app'), prefix: '?' }), active: true });
    });

    it('picks up edits of an .mjs config and of the files a config imports, which Node would cache', async () => {
      const root = tempProject({
        'commandkit.config.mjs': `export default { prefix: 'first' };`,
        'typescript/commandkit.config.ts': `import { prefix } from './prefix';\nexport default { prefix };`,
        'typescript/prefix.ts': `export const prefix = 'first';`,
      });
      const result = await runInNode(
        `const { writeFileSync } = await import('node:fs');\n` +
          `const load = async () => [(await lib.loadConfig(${JSON.stringify(root)})).prefix, (await lib.loadConfig(${JSON.stringify(join(root, 'typescript'))})).prefix];\n` +
          `const first = await load();\n` +
          `writeFileSync(${JSON.stringify(join(root, 'commandkit.config.mjs'))}, "export default { prefix: 'second' };");\n` +
          `writeFileSync(${JSON.stringify(join(root, 'typescript', 'prefix.ts'))}, "export const prefix = 'second';");\n` +
          `process.stdout.write(JSON.stringify([first, await load()]));`,
      );
      expect(result).toEqual([
        [['first'], ['first']],
        [['second'], ['second']],
      ]);
    });
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

  it.each(['commandkit.config.ts', 'commandkit.config.mjs'])('reads %s again on every call, so edits are picked up', async (name) => {
    const root = tempProject({ [name]: `export default { prefix: 'first' };` });
    expect((await loadConfig(root)).prefix).toEqual(['first']);
    writeFile(root, name, `export default { prefix: 'second' };`);
    expect((await loadConfig(root)).prefix).toEqual(['second']);
  });

  it('ignores a directory that has a config file name', async () => {
    const root = tempProject({ 'commandkit.config.ts': `export default { prefix: '?' };` });
    mkdirSync(join(root, 'commandkit.config.js'));
    await expect(loadConfig(root)).resolves.toEqual(defineConfig({ prefix: '?' }));
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
      const cjs = tempProject({ 'commandkit.config.js': `module.exports = 5;` });
      await expect(loadConfig(cjs)).rejects.toThrow('must default-export an object, got 5 (a number).');
    });

    it('when the config is invalid, naming the file', async () => {
      const root = tempProject({ 'commandkit.config.ts': `export default { outDir: 'build' };` });
      await expect(loadConfig(root)).rejects.toThrow(
        `Invalid CommandKit config in ${join(root, 'commandkit.config.ts')}: Unknown field "outDir". Did you mean "distDir"?`,
      );
    });
  });
});
