// @commandkit/cache is commandkit/cache under its 1.0 name: the same objects, one shared state.
import * as commandkitCache from 'commandkit/cache';

import * as pkg from '../src/index.ts';

afterEach(() => pkg.setCacheProvider(null));

describe('@commandkit/cache', () => {
  it('exports the very functions and classes of commandkit/cache', () => {
    for (const name of [
      'cache', 'cacheLife', 'cacheTag', 'cleanup', 'revalidateTag', 'isCachedFunction', 'getCacheProvider',
      'setCacheProvider', 'CacheProvider', 'MemoryCache', 'CachePlugin', 'UseCacheDirectivePlugin',
    ] as const) {
      expect(pkg[name]).toBe(commandkitCache[name]);
    }
  });

  it('shares the provider with commandkit/cache', () => {
    const provider = new pkg.MemoryCache();
    pkg.setCacheProvider(provider);
    expect(commandkitCache.getCacheProvider()).toBe(provider);
    expect(provider).toBeInstanceOf(commandkitCache.CacheProvider);
  });

  it('gives cache() the two plugins a 1.0 config expects', () => {
    const [compiler, runtime] = pkg.cache();
    expect(compiler).toBeInstanceOf(pkg.UseCacheDirectivePlugin);
    expect(runtime).toBeInstanceOf(pkg.CachePlugin);
  });

  it('names the runtime compiled "use cache" code calls $ckitiucw, and it caches', async () => {
    expect(pkg.$ckitiucw).toBe(commandkitCache.__commandkitCache);
    pkg.setCacheProvider(new pkg.MemoryCache());
    let runs = 0;
    const double = pkg.$ckitiucw.wrap('tests/cache-package.test.ts#double', async (n: number) => {
      pkg.cacheTag('doubles');
      runs += 1;
      return n * 2;
    });
    expect(pkg.isCachedFunction(double)).toBe(true);
    expect(await double(21)).toBe(42);
    expect(await double(21)).toBe(42);
    expect(runs).toBe(1);
    await pkg.revalidateTag('doubles');
    expect(await double(21)).toBe(42);
    expect(runs).toBe(2);
  });
});
