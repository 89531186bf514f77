import { removeTempProjects, tempProject } from './helpers/temp-project.ts';

// A config file that imports 'commandkit' gets the API of the very copy of CommandKit that loads
// it: the entry files hand their API to the loader (src/provide-public-api.ts). Each test loads
// the library afresh, so what one entry file provided cannot leak into another test.
afterEach(removeTempProjects);

/**
 * A project whose config derives its prefix from the 'commandkit' it imports: the prefix of that
 * copy's active config, and whether its default export is its CommandKit class.
 */
function probingProject(): string {
  return tempProject({
    'commandkit.config.ts': [
      `import CommandKitClass, * as commandkit from 'commandkit';`,
      `const prefix = commandkit.getConfig().prefix.join(',') + ':' + String(CommandKitClass === commandkit.CommandKit);`,
      `export default commandkit.defineConfig({ prefix });`,
    ].join('\n'),
  });
}

describe("a config's import of 'commandkit'", () => {
  it.each([
    ['commandkit', '../src/index.ts'],
    ['commandkit/config', '../src/config.ts'],
  ])('is the copy loading it, with loadConfig from %s', async (_importPath, entry) => {
    await jest.isolateModulesAsync(async () => {
      const { loadConfig } = (await import(entry)) as typeof import('../src/config.ts');
      // Only the copy that loaded this config has it as its active config.
      await loadConfig(tempProject({ 'commandkit.config.ts': `export default { prefix: 'marker' };` }));
      expect((await loadConfig(probingProject())).prefix).toEqual(['marker:true']);
    });
  });

  it('fails in one line naming the fix when no entry file was loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadConfig } = await import('../src/config/load-config.ts');
      // A config that does not import 'commandkit' needs nothing from the entry files.
      await expect(loadConfig(tempProject({ 'commandkit.config.ts': `export default { prefix: '!' };` }))).resolves.toMatchObject({
        prefix: ['!'],
      });
      const error = await loadConfig(probingProject()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toMatch(
        /^Failed to load the CommandKit config .*commandkit\.config\.ts: The config imports 'commandkit', but CommandKit's public API was not loaded in this process: import loadConfig from 'commandkit' or 'commandkit\/config', not from an inner module\.$/,
      );
      expect(message).not.toContain('\n');
    });
  });
});
