// What a cached function does at run time, under Jest's fake clock: hits and misses, lifetimes,
// tags and their revalidation, cleanup, errors, de-duplication and keys that do not depend on the
// process.
import {
  CachePlugin,
  MemoryCache,
  cacheLife,
  cacheTag,
  cleanup,
  getCacheProvider,
  isCachedFunction,
  revalidateTag,
  setCacheProvider,
  type CacheProvider,
} from 'commandkit/cache';
import type { CommandKitPluginRuntime } from 'commandkit';
import { cacheKey, TAG_PREFIX } from '../../src/cache/keys.ts';
import { cacheState } from '../../src/cache/state.ts';
import { loadCached } from './support/load-cached.ts';

type Fn = (...args: unknown[]) => Promise<unknown>;

// Each module records its computations in globalThis.calls, so tests can count them.
declare global {
  var calls: string[];
}

const source = `
import { cacheLife, cacheTag } from 'commandkit/cache';
export async function profile(id: string) {
  'use cache';
  globalThis.calls.push('profile:' + id);
  cacheTag('profile:' + id, 'profiles');
  return { id, at: Date.now() };
}
export async function live(life: unknown, value = 'v') {
  'use cache';
  globalThis.calls.push('live');
  cacheLife(life as never);
  return value;
}
export const nothing = async () => {
  'use cache';
  globalThis.calls.push('nothing');
  return undefined;
};
export const nil = async function () {
  'use cache';
  globalThis.calls.push('nil');
  return null;
};
export const failing = async (n: number) => {
  'use cache';
  globalThis.calls.push('failing');
  throw new Error('boom ' + n);
};
export const slow = async (n: number) => {
  'use cache';
  globalThis.calls.push('slow');
  await new Promise((resolve) => setTimeout(resolve, 100));
  return n;
};
export async function outer(id: string) {
  'use cache';
  globalThis.calls.push('outer');
  return { wrapped: await profile(id) };
}
export async function args(...values: unknown[]) {
  'use cache';
  globalThis.calls.push('args');
  return values.length;
}
export const store = {
  async find(id: string) {
    'use cache';
    globalThis.calls.push('find');
    return id;
  },
};
export class Repo {
  async row(id: number) {
    'use cache';
    globalThis.calls.push('row');
    return id;
  }
}
const lookupName = 'lookup';
export const computed = {
  async [lookupName](id: string) {
    'use cache';
    globalThis.calls.push('lookup');
    return id;
  },
};
export async function plain() {
  return 1;
}
`;

interface Module {
  profile: Fn;
  live: Fn;
  nothing: Fn;
  nil: Fn;
  failing: Fn;
  slow: Fn;
  outer: Fn;
  args: Fn;
  store: { find: Fn };
  Repo: new () => { row: Fn };
  computed: { lookup: Fn };
  plain: Fn;
}

// What CachePlugin's hooks read of the plugin runtime: the bot's logger.
const fakeRuntime = { commandkit: { logger: { debug() {} } } } as unknown as CommandKitPluginRuntime;
let provider: MemoryCache;
let mod: Module;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
  globalThis.calls = [];
  provider = new MemoryCache();
  setCacheProvider(provider);
  cacheState().created.clear();
  cacheState().defaultLife = undefined;
  mod = loadCached<Module>(source);
});

afterEach(() => {
  jest.useRealTimers();
  setCacheProvider(null);
});

describe('hits and misses', () => {
  it('computes once per arguments and returns the stored value (the same object from memory)', async () => {
    const first = await mod.profile('1');
    jest.advanceTimersByTime(1000);
    expect(await mod.profile('1')).toBe(first);
    const other = await mod.profile('2');
    expect(other).not.toBe(first);
    expect(calls).toEqual(['profile:1', 'profile:2']);
  });

  it('keys on every argument, their types and plain object contents, not on object identity', async () => {
    await mod.args(1, 'a');
    await mod.args(1, 'a');
    await mod.args('1', 'a');
    await mod.args(1n, 'a');
    await mod.args({ a: 1, b: [2, { c: 3 }] });
    await mod.args({ b: [2, { c: 3 }], a: 1 });
    await mod.args(new Date(5), new Map([[1, 2]]), new Set([3]), undefined, NaN, null);
    await mod.args(new Date(5), new Map([[1, 2]]), new Set([3]), undefined, NaN, null);
    expect(calls).toEqual(['args', 'args', 'args', 'args', 'args']);
    expect(cacheKey('a#f:1', [{ a: 1, b: undefined }])).toBe(cacheKey('a#f:1', [{ a: 1 }]));
    expect(cacheKey('a#f:1', [Object.assign(Object.create(null), { a: 1 })])).toBe(cacheKey('a#f:1', [{ a: 1 }]));
    expect(cacheKey('a#f:1', [1])).not.toBe(cacheKey('a#g:1', [1]));
  });

  it('caches object methods and class methods, keeping this and super', async () => {
    await mod.store.find('x');
    await mod.store.find('x');
    const repo = new mod.Repo();
    await repo.row(1);
    await repo.row(1);
    expect(calls).toEqual(['find', 'row']);
  });

  it('does not store undefined, but stores null', async () => {
    await mod.nothing();
    await mod.nothing();
    await mod.nil();
    expect(await mod.nil()).toBeNull();
    expect(calls).toEqual(['nothing', 'nothing', 'nil']);
  });

  it('rethrows errors on every call without caching them', async () => {
    await expect(mod.failing(1)).rejects.toThrow('boom 1');
    await expect(mod.failing(1)).rejects.toThrow('boom 1');
    expect(calls).toEqual(['failing', 'failing']);
  });

  it('shares one computation between concurrent calls with one key', async () => {
    const results = Promise.all([mod.slow(1), mod.slow(1), mod.slow(1), mod.slow(2)]);
    await jest.advanceTimersByTimeAsync(100);
    expect(await results).toEqual([1, 1, 1, 2]);
    expect(calls).toEqual(['slow', 'slow']);
    // Settled computations are forgotten; the next call is a plain hit.
    expect(cacheState().inflight.size).toBe(0);
    expect(await mod.slow(1)).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('marks cached functions for isCachedFunction', () => {
    expect(isCachedFunction(mod.profile)).toBe(true);
    expect(isCachedFunction(mod.nothing)).toBe(true);
    expect(isCachedFunction(mod.nil)).toBe(true);
    expect(isCachedFunction(mod.store.find)).toBe(true);
    expect(isCachedFunction(mod.plain)).toBe(false);
  });

  it('leaves class methods and object methods with a computed name unmarked, though they are cached', async () => {
    expect(isCachedFunction(new mod.Repo().row)).toBe(false);
    expect(isCachedFunction(mod.computed.lookup)).toBe(false);
    await mod.computed.lookup('x');
    await mod.computed.lookup('x');
    expect(calls).toEqual(['lookup']);
    expect(isCachedFunction(() => 1)).toBe(false);
    expect(isCachedFunction('profile')).toBe(false);
  });
});

describe('keys across processes', () => {
  it('are the same for two separately loaded instances of a module', async () => {
    await mod.profile('1');
    const again = loadCached<Module>(source);
    expect(again.profile).not.toBe(mod.profile);
    await again.profile('1');
    expect(calls).toEqual(['profile:1']);
  });

  it('differ when the function text changes', async () => {
    await mod.profile('1');
    const changed = loadCached<Module>(source.replace("'profile:' + id, 'profiles'", "'profile:' + id"));
    await changed.profile('1');
    expect(calls).toEqual(['profile:1', 'profile:1']);
  });
});

describe('cacheLife', () => {
  it.each([
    ['1s', 1000],
    ['100ms', 100],
    [100, 100],
    ['10m', 600_000],
    ['1h', 3_600_000],
    ['1d', 86_400_000],
  ])('keeps a result for %p', async (life, ms) => {
    await mod.live(life);
    jest.advanceTimersByTime(ms - 1);
    await mod.live(life);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await mod.live(life);
    expect(calls).toHaveLength(2);
  });

  it.each(['0s', 0, -5, '-1d'])('does not store a result with a life of %p', async (life) => {
    expect(await mod.live(life)).toBe('v');
    await mod.live(life);
    expect(calls).toHaveLength(2);
    expect(provider.size).toBe(0);
  });

  it.each([
    ['soon', /"soon"/],
    ['', /""/],
    [NaN, /NaN/],
    [null, /null/],
    [{}, /an object/],
  ])('rejects the call for a life of %p, naming it', async (life, named) => {
    await expect(mod.live(life)).rejects.toThrow(named);
    await expect(mod.live(life)).rejects.toThrow(/cacheLife\(\) got .*not a duration.*'5s'/);
  });

  it('uses CachePlugin defaultLife when the function sets none', async () => {
    const plugin = new CachePlugin({ defaultLife: '1m' });
    plugin.activate(fakeRuntime);
    await mod.profile('1');
    jest.advanceTimersByTime(60_000);
    await mod.profile('1');
    expect(calls).toEqual(['profile:1', 'profile:1']);
    plugin.deactivate();
    expect(() => new CachePlugin({ defaultLife: 'later' }).activate(fakeRuntime)).toThrow(/defaultLife.*"later"/);
  });
});

describe('tags', () => {
  it('revalidateTag makes tagged results stale, and only those', async () => {
    await mod.profile('1');
    await mod.profile('2');
    await revalidateTag('profile:1');
    await mod.profile('1');
    await mod.profile('2');
    expect(calls).toEqual(['profile:1', 'profile:2', 'profile:1']);
    await revalidateTag('profiles');
    await mod.profile('1');
    await mod.profile('2');
    expect(calls).toEqual(['profile:1', 'profile:2', 'profile:1', 'profile:1', 'profile:2']);
  });

  it('keeps tag versions in the provider, so another process revalidating is seen', async () => {
    const other = loadCached<Module>(source);
    await mod.profile('1');
    // "Another process": a new version token written straight into the shared provider.
    await provider.set(`${TAG_PREFIX}profile:1`, 'written-elsewhere');
    await other.profile('1');
    await mod.profile('1');
    expect(calls).toEqual(['profile:1', 'profile:1']);
  });

  it('gives an outer cached function the tags of the cached functions it calls', async () => {
    await mod.outer('1');
    await mod.outer('1');
    await revalidateTag('profile:1');
    await mod.outer('1');
    expect(calls).toEqual(['outer', 'profile:1', 'outer', 'profile:1']);
  });

  it('revalidating a tag nobody used is harmless, and stores nothing', async () => {
    await expect(revalidateTag('never-used')).resolves.toBeUndefined();
    expect(await provider.exists(`${TAG_PREFIX}never-used`)).toBe(false);
    await expect(revalidateTag('')).rejects.toThrow(TypeError);
  });

  it("keeps a tag's version as long as the longest-lived result stored with it, and no longer", async () => {
    const tagged = loadCached<{ tagged: Fn }>(`
import { cacheLife, cacheTag } from 'commandkit/cache';
export async function tagged(life: string) {
  'use cache';
  globalThis.calls.push('tagged:' + life);
  cacheTag('shared');
  if (life !== 'forever') cacheLife(life as never);
  return life;
}
`);
    const token = () => provider.get<string>(`${TAG_PREFIX}shared`);
    await tagged.tagged('1m');
    expect((await token())?.expiresAt).toBe(Date.now() + 60_000);
    await tagged.tagged('10m');
    expect((await token())?.expiresAt).toBe(Date.now() + 600_000);
    // A shorter life later does not shorten it; revalidating keeps what is left of it.
    await tagged.tagged('1s');
    await revalidateTag('shared');
    expect((await token())?.expiresAt).toBe(Date.now() + 600_000);
    jest.advanceTimersByTime(600_000);
    expect(await token()).toBeUndefined();
    // A result without a lifetime gives its tag's version none either.
    await tagged.tagged('forever');
    expect(await token()).toEqual({ value: expect.any(String) });
  });
});

describe('cleanup', () => {
  it('removes the entries this process stored and has not read for maxAge', async () => {
    await mod.profile('old');
    await mod.profile('read');
    jest.advanceTimersByTime(30 * 60_000);
    await mod.profile('read');
    jest.advanceTimersByTime(30 * 60_000);
    await cleanup(60 * 60_000);
    await mod.profile('read');
    await mod.profile('old');
    expect(calls).toEqual(['profile:old', 'profile:read', 'profile:old']);
  });

  it('defaults to a day and leaves entries of other processes alone', async () => {
    await provider.set('someone-else', 1);
    await mod.profile('1');
    jest.advanceTimersByTime(86_400_000 - 1);
    await cleanup();
    expect(cacheState().created.size).toBe(1);
    jest.advanceTimersByTime(1);
    await cleanup();
    expect(cacheState().created.size).toBe(0);
    expect(await provider.exists('someone-else')).toBe(true);
    await expect(cleanup(-1)).rejects.toThrow(TypeError);
  });

  it('keeps its notes bounded: expired keys go every thousand writes, and at most 100,000 stay', async () => {
    for (let i = 0; i < 1000; i++) await mod.live('1s', `short ${i}`);
    const expired = [...cacheState().created.keys()];
    jest.advanceTimersByTime(2000);
    // One of any thousand writes in a row prunes the notes.
    for (let i = 0; i < 1000; i++) await mod.live('1h', `long ${i}`);
    expect(cacheState().created.size).toBe(1000);
    expect(expired.filter((key) => cacheState().created.has(key))).toEqual([]);

    const earlier = [...cacheState().created.keys()];
    // Notes of 99,000 more keys stored since, set directly (storing them one call at a time takes
    // seconds): the notes are at the cap, the thousand above the oldest.
    const now = Date.now();
    for (let i = 0; i < 99_000; i++) cacheState().created.set(`filler ${i}`, { lastUsed: now, expiresAt: now + 3_600_000 });
    expect(cacheState().created.size).toBe(100_000);
    for (let i = 0; i < 1000; i++) await mod.live('1h', `many ${i}`);
    expect(cacheState().created.size).toBe(100_000);
    // The least recently stored went first: none of the thousand older keys is left.
    expect(earlier.filter((key) => cacheState().created.has(key))).toEqual([]);
  }, 60_000);
});

describe('errors', () => {
  it('cacheTag and cacheLife outside a cached function', () => {
    expect(() => cacheTag('x')).toThrow(
      'cacheTag() must be called inside a cached function (an async function whose body starts with "use cache").',
    );
    expect(() => cacheLife('1s')).toThrow(/cacheLife\(\) must be called inside a cached function.*"use cache"/);
  });

  it('a call without a provider rejects with one line', async () => {
    setCacheProvider(null);
    await expect(mod.profile('1')).rejects.toThrow(
      /^No cache provider is set: add cache\(\) to the plugins of commandkit\.config\.ts, or call setCacheProvider\(new MemoryCache\(\)\) first\.$/,
    );
    expect(() => getCacheProvider()).toThrow(/No cache provider/);
    expect(() => setCacheProvider({} as CacheProvider)).toThrow(TypeError);
  });

  it('an argument that cannot be part of a key names the function, the argument, its type and the fix', async () => {
    class User {
      constructor(readonly id: string) {}
    }
    await expect(mod.args('a', new User('1'))).rejects.toThrow(
      'The cached function args (src/cached.ts) cannot use argument 2 in its cache key: it is a User (a class instance). Pass plain values instead (an id such as user.id, a string, a number, an array or a plain object).',
    );
    await expect(mod.args(() => 1)).rejects.toThrow(/argument 1 .*a function/);
    await expect(mod.args(Symbol('s'))).rejects.toThrow(/argument 1 .*a symbol/);
    await expect(mod.args({ user: { profile: new User('1') } })).rejects.toThrow(/argument 1 \(at \.user\.profile\).*a User/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(mod.args(cyclic)).rejects.toThrow(/contains itself/);
    expect(calls).toEqual([]);
  });

  it('cacheTag refuses empty tags', async () => {
    const bad = loadCached<{ f: Fn }>(
      "import { cacheTag } from 'commandkit/cache';\nexport async function f() { 'use cache'; cacheTag(''); return 1; }\n",
    );
    await expect(bad.f()).rejects.toThrow(/non-empty strings/);
  });
});

describe('CachePlugin', () => {
  it('installs a MemoryCache only when no provider is set, and removes only its own', () => {
    setCacheProvider(null);
    const plugin = new CachePlugin();
    plugin.activate(fakeRuntime);
    expect(getCacheProvider()).toBeInstanceOf(MemoryCache);
    plugin.deactivate();
    expect(() => getCacheProvider()).toThrow();

    const mine = new MemoryCache();
    setCacheProvider(mine);
    plugin.activate(fakeRuntime);
    expect(getCacheProvider()).toBe(mine);
    plugin.deactivate();
    expect(getCacheProvider()).toBe(mine);
  });
});

describe('MemoryCache', () => {
  it('implements the provider contract with lazy expiry', async () => {
    const memory = new MemoryCache();
    await memory.set('a', { n: 1 });
    await memory.set('b', 2, 1000);
    expect(await memory.get('a')).toEqual({ value: { n: 1 } });
    // ttl is 1.0's name for the same moment as expiresAt.
    expect(await memory.get('b')).toEqual({ value: 2, expiresAt: Date.now() + 1000, ttl: Date.now() + 1000 });
    expect(await memory.exists('b')).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(await memory.exists('b')).toBe(false);
    expect(await memory.get('b')).toBeUndefined();
    await memory.expire('a', 500);
    expect(await memory.get('a')).toEqual({ value: { n: 1 }, expiresAt: Date.now() + 500, ttl: Date.now() + 500 });
    jest.advanceTimersByTime(499);
    expect(await memory.exists('a')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(await memory.exists('a')).toBe(false);
    await memory.set('c', 3);
    await memory.expire('c', 0);
    expect(await memory.exists('c')).toBe(false);
    await memory.set('d', 4);
    await memory.set('e', 5, 0);
    expect(await memory.exists('e')).toBe(false);
    await memory.delete('d');
    expect(await memory.exists('d')).toBe(false);
    await memory.set('f', 6);
    await memory.clear();
    expect(memory.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const memory = new MemoryCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await memory.set(key, key);
    await memory.get('a');
    await memory.set('d', 'd');
    expect(memory.size).toBe(3);
    expect(await memory.exists('b')).toBe(false);
    for (const key of ['a', 'c', 'd']) expect(await memory.exists(key)).toBe(true);
    expect(new MemoryCache().size).toBe(0);
    expect(() => new MemoryCache({ maxEntries: 0 })).toThrow(
      new TypeError('MemoryCache: "maxEntries" must be a whole number of at least 1 (or Infinity), got 0.'),
    );
  });

  it('holds 10,000 entries unless told otherwise', async () => {
    const memory = new MemoryCache();
    for (let index = 0; index <= 10_000; index++) await memory.set(`k${index}`, index);
    expect(memory.size).toBe(10_000);
    expect(await memory.exists('k0')).toBe(false);
    expect(await memory.exists('k10000')).toBe(true);
  });
});
