import { defineConfig, getConfig, loadConfig } from '../src/index.ts';
import { removeTempProjects, tempProject } from './helpers/temp-project.ts';

afterAll(removeTempProjects);

// Jest gives each test file its own module registry, so nothing has been loaded before this file.
describe('getConfig', () => {
  it('returns the defaults before any config is loaded', () => {
    expect(getConfig()).toEqual(defineConfig({}));
    expect(Object.isFrozen(getConfig())).toBe(true);
  });

  it('returns the config that loadConfig loaded last', async () => {
    const first = await loadConfig(tempProject({ 'commandkit.config.ts': `export default { prefix: '?', watch: false };` }));
    expect(getConfig()).toBe(first);
    expect(getConfig()).toEqual(defineConfig({ prefix: '?', watch: false }));

    await loadConfig(tempProject({ 'commandkit.config.ts': `export default { distDir: 'build' };` }));
    expect(getConfig()).toEqual(defineConfig({ distDir: 'build' }));
  });

  it('is not changed by defineConfig, which has no side effects', () => {
    const before = getConfig();
    defineConfig({ prefix: '$' });
    expect(getConfig()).toBe(before);
  });
});
