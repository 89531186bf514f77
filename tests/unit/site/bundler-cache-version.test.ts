import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { cacheVersionNaming } from '../../../src/plugins/bundler-cache-version';

describe('cacheVersionNaming', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cache-version-'));
  const loader = path.join(dir, 'loader.cjs');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const withCache = {
    cache: true,
    experiments: { cache: { type: 'persistent', version: 'client-production-en-3.10.2' } },
  } as unknown as Configuration;
  const versionOf = (config: Configuration) => (config.experiments as { cache?: { version?: string } } | undefined)?.cache?.version;

  it('adds a name for the files to the cache version, and a new one when a file changes', () => {
    writeFileSync(loader, 'module.exports = (source) => source;');
    const first = versionOf(cacheVersionNaming(withCache, 'fixes', [loader]));
    expect(first).toMatch(/^client-production-en-3\.10\.2-fixes-[0-9a-f]{12}$/);
    expect(versionOf(cacheVersionNaming(withCache, 'fixes', [loader]))).toBe(first);
    writeFileSync(loader, 'module.exports = (source) => source.trim();');
    expect(versionOf(cacheVersionNaming(withCache, 'fixes', [loader]))).not.toBe(first);
  });

  it('changes nothing when the persistent cache is off', () => {
    expect(cacheVersionNaming({}, 'fixes', [loader])).toEqual({});
    // Docusaurus 3.10's config with `rspackPersistentCache: false`: experiments.cache stays, cache does not.
    const off = { experiments: { cache: { type: 'persistent', version: 'v' } } } as unknown as Configuration;
    expect(cacheVersionNaming(off, 'fixes', [loader])).toEqual({});
  });

  it.each([
    ['cache on, but no experiments.cache', { cache: true }],
    ['experiments.cache without a version', { cache: true, experiments: { cache: { type: 'persistent' } } }],
    ['a cache object, as webpack takes', { cache: { type: 'filesystem' }, experiments: { cache: { type: 'persistent', version: 'v' } } }],
  ])('stops with one line when the config is not in the shape it knows: %s', (_case, config) => {
    expect(() => cacheVersionNaming(config as unknown as Configuration, 'fixes', [loader])).toThrow(
      /^bundler-cache-version \(fixes\): the bundler config's persistent cache is not in the shape Docusaurus 3\.10 gives it \(cache: true, experiments\.cache\.version\); update src\/plugins\/bundler-cache-version\.ts for this Docusaurus version\.$/,
    );
  });
});
