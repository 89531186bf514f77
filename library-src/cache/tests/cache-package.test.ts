// @commandkit/cache is commandkit/cache under its 1.0 name: the same objects, one shared state.
import * as commandkitCache from 'commandkit/cache';

import * as pkg from '../src/index.ts';

afterEach(() => pkg.setCacheProvider(null));

describe('@commandkit/cache', () => {
  it('exports the very functions and classes of commandkit/cache', () => {
    for (const name of [
      'cache',
      'cacheLife',
      'cacheTag',
      'cleanup',
      'revalidateTag',
      'isCachedFunction',
      'getCacheProvider',
      'setCacheProvider',
      'CacheProvider',
      'MemoryCache',
      'CachePlugin',
      'UseCacheDirectivePlugin',
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

// A provider written for CommandKit 1.0: its entries carry the expiry as `ttl`, on a clock the
// test moves, so expiry is shown without waiting.
class TtlProvider extends pkg.CacheProvider {
  readonly entries = new Map<string, pkg.CacheEntry<unknown>>();
  now = 1_000_000;

  async get<T>(key: string): Promise<pkg.CacheEntry<T> | undefined> {
    const entry = this.entries.get(key) as pkg.CacheEntry<T> | undefined;
    if (entry?.ttl !== undefined && entry.ttl <= this.now) return undefined;
    return entry;
  }
  async set<T>(key: string, value: T, ttl?: number): Promise<void> {
    this.entries.set(key, ttl === undefined ? { value } : { value, ttl: this.now + ttl });
  }
  async exists(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }
  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
  async clear(): Promise<void> {
    this.entries.clear();
  }
  async expire(key: string, ttl: number): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) entry.ttl = this.now + ttl;
  }
}

describe("CacheEntry with 1.0's ttl", () => {
  it('lets a provider written for 1.0 keep the expiry as ttl; once it passes, the result is computed again', async () => {
    const provider = new TtlProvider();
    pkg.setCacheProvider(provider);
    let runs = 0;
    const lookup = pkg.$ckitiucw.wrap('tests/cache-package.test.ts#lookup', async (id: string) => {
      pkg.cacheLife(1_000);
      runs += 1;
      return `user ${id}`;
    });
    expect(await lookup('1')).toBe('user 1');
    expect(await lookup('1')).toBe('user 1');
    expect(runs).toBe(1);
    const stored = [...provider.entries.values()].find((entry) => entry.ttl !== undefined);
    // An absolute time, not a duration.
    expect(stored?.ttl).toBe(1_001_000);

    provider.now += 1_001;
    expect(await lookup('1')).toBe('user 1');
    expect(runs).toBe(2);
  });
});
