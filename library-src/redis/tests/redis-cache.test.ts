// The provider contract of RedisCache, on a real redis-server started for this file.
import { Redis } from 'ioredis';

import { RedisCache, RedisCacheProvider, type RedisCacheOptions } from '../src/index.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

let server: RedisServer;
/** A client of the test's own, to look at Redis from outside the cache. */
let admin: Redis;
const caches: RedisCache[] = [];

/** A RedisCache on the test server, closed after each test. */
function makeCache(options: RedisCacheOptions = {}): RedisCache {
  const cache = new RedisCache({ url: server.url, ...options });
  caches.push(cache);
  return cache;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startRedisServer();
  admin = new Redis(server.url);
});

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
  await admin.flushall();
});

afterAll(async () => {
  await admin?.quit();
  await server?.stop();
});

describe('RedisCache', () => {
  test('stores, reads, checks and deletes an entry under its prefix', async () => {
    const cache = makeCache();
    expect(await cache.get('missing')).toBeUndefined();
    expect(await cache.exists('user:1')).toBe(false);

    await cache.set('user:1', { name: 'Ada', roles: ['admin'], score: 1.5, none: null });
    expect(await cache.get('user:1')).toEqual({ value: { name: 'Ada', roles: ['admin'], score: 1.5, none: null } });
    expect(await cache.exists('user:1')).toBe(true);
    // The key lives under the default prefix, with no expiry.
    expect(await admin.get('commandkit:user:1')).toBe('{"name":"Ada","roles":["admin"],"score":1.5,"none":null}');
    expect(await admin.pttl('commandkit:user:1')).toBe(-1);

    await cache.delete('user:1');
    expect(await cache.get('user:1')).toBeUndefined();
    expect(await cache.exists('user:1')).toBe(false);
    await expect(cache.delete('user:1')).resolves.toBeUndefined();
  });

  test('keeps primitives, including falsy ones', async () => {
    const cache = makeCache();
    for (const [key, value] of [
      ['zero', 0],
      ['empty', ''],
      ['false', false],
      ['null', null],
      ['text', 'hi'],
    ] as const) {
      await cache.set(key, value);
      expect(await cache.get(key)).toEqual({ value });
    }
  });

  test('a ttl is held by Redis (SET PX) and reported as expiresAt', async () => {
    const cache = makeCache();
    const before = Date.now();
    await cache.set('short', 'value', 150);
    const ttl = await admin.pttl('commandkit:short');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150);

    const entry = await cache.get<string>('short');
    expect(entry?.value).toBe('value');
    expect(entry?.expiresAt).toBeGreaterThanOrEqual(before);
    expect(entry?.expiresAt).toBeLessThanOrEqual(Date.now() + 150);

    await sleep(250);
    expect(await cache.get('short')).toBeUndefined();
    expect(await cache.exists('short')).toBe(false);
    expect(await admin.exists('commandkit:short')).toBe(0);
  });

  test('a fractional ttl is rounded up; a ttl of 0 or less stores nothing; Infinity never expires', async () => {
    const cache = makeCache();
    await cache.set('fraction', 1, 500.2);
    const ttl = await admin.pttl('commandkit:fraction');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(501);

    await cache.set('gone', 1);
    await cache.set('gone', 2, 0);
    expect(await cache.get('gone')).toBeUndefined();
    await cache.set('negative', 1, -5);
    expect(await cache.exists('negative')).toBe(false);

    await cache.set('forever', 1, Infinity);
    expect(await admin.pttl('commandkit:forever')).toBe(-1);

    await expect(cache.set('bad', 1, Number.NaN)).rejects.toThrow('RedisCache.set() expects the ttl as a number of milliseconds, got NaN.');
  });

  test('set replaces the value and the expiry', async () => {
    const cache = makeCache();
    await cache.set('key', 'first', 10_000);
    await cache.set('key', 'second');
    expect(await cache.get('key')).toEqual({ value: 'second' });
    expect(await admin.pttl('commandkit:key')).toBe(-1);
  });

  test('expire sets a new ttl (PEXPIRE), removes it with Infinity, deletes with 0 or less', async () => {
    const cache = makeCache();
    await cache.set('key', 'value');
    await cache.expire('key', 100);
    const ttl = await admin.pttl('commandkit:key');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(100);
    expect((await cache.get('key'))?.expiresAt).toBeDefined();

    await cache.expire('key', Infinity);
    expect(await admin.pttl('commandkit:key')).toBe(-1);

    await cache.expire('key', 100);
    await sleep(200);
    expect(await cache.exists('key')).toBe(false);

    await cache.set('other', 'value');
    await cache.expire('other', 0);
    expect(await cache.exists('other')).toBe(false);

    // No entry: nothing happens, nothing is created.
    await cache.expire('missing', 1000);
    expect(await admin.exists('commandkit:missing')).toBe(0);
  });

  test('clear deletes only the keys under its prefix, in batches', async () => {
    const cache = makeCache();
    // More keys than one SCAN/UNLINK batch.
    const pipeline = admin.pipeline();
    for (let i = 0; i < 1_200; i++) pipeline.set(`commandkit:bulk:${i}`, '1');
    await pipeline.exec();
    await cache.set('mine', 1);
    await admin.set('foreign', 'keep me');
    await admin.set('commandkit-other', 'keep me too');
    await admin.select(1);
    await admin.set('commandkit:db1', 'another database');
    await admin.select(0);

    await cache.clear();
    expect(await admin.keys('commandkit:*')).toEqual([]);
    expect(await admin.get('foreign')).toBe('keep me');
    expect(await admin.get('commandkit-other')).toBe('keep me too');
    await admin.select(1);
    expect(await admin.get('commandkit:db1')).toBe('another database');
    await admin.select(0);
  });

  test('a custom prefix is matched literally by clear, glob characters included', async () => {
    const cache = makeCache({ prefix: 'bot[1]*:' });
    await cache.set('a', 1);
    await admin.set('bot1x:a', 'not ours');
    await admin.set('bot[1]-:a', 'not ours either');
    expect(await admin.get('bot[1]*:a')).toBe('1');

    await cache.clear();
    expect(await admin.exists('bot[1]*:a')).toBe(0);
    expect(await admin.get('bot1x:a')).toBe('not ours');
    expect(await admin.get('bot[1]-:a')).toBe('not ours either');
  });

  test('clear refuses an empty prefix', async () => {
    const cache = makeCache({ prefix: '' });
    await cache.set('a', 1);
    expect(await admin.get('a')).toBe('1');
    await expect(cache.clear()).rejects.toThrow('RedisCache.clear() refuses to run with an empty prefix');
    expect(await admin.get('a')).toBe('1');
  });

  test('custom serialize and deserialize, async ones too', async () => {
    const cache = makeCache({
      serialize: async (value) => `v1|${JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
      deserialize: async (text) =>
        JSON.parse(text.slice(3), (_key, v) => (typeof v === 'string' && /^\d+n$/.test(v) ? BigInt(v.slice(0, -1)) : v)),
    });
    await cache.set('big', { id: 12345678901234567890n });
    expect(await admin.get('commandkit:big')).toBe('v1|{"id":"12345678901234567890n"}');
    expect(await cache.get('big')).toEqual({ value: { id: 12345678901234567890n } });
  });

  test('default JSON: undefined cannot be stored, bigint throws, Date comes back as a string', async () => {
    const cache = makeCache();
    await expect(cache.set('undefined', undefined)).rejects.toThrow(
      'RedisCache could not store "undefined": serialize() returned undefined, not a string.',
    );
    await expect(cache.set('bigint', 1n)).rejects.toThrow(TypeError);
    await cache.set('date', new Date('2025-01-02T03:04:05.000Z'));
    expect(await cache.get('date')).toEqual({ value: '2025-01-02T03:04:05.000Z' });
  });

  test('invalid options are refused', () => {
    expect(() => new RedisCache({ prefix: 1 as unknown as string })).toThrow('RedisCache expects the prefix to be a string, got number.');
    expect(() => new RedisCache({ serialize: 'json' as never })).toThrow('RedisCache expects serialize to be a function, got string.');
  });

  test('uses an existing client as it is, and does not close it', async () => {
    const client = new Redis(server.url, { keyPrefix: 'app:' });
    try {
      const cache = new RedisCache({ redis: client });
      expect(cache.redis).toBe(client);
      await cache.set('k', 'v');
      // The client's own keyPrefix comes first, then the cache's.
      expect(await admin.get('app:commandkit:k')).toBe('"v"');
      expect(await cache.get('k')).toEqual({ value: 'v' });

      await admin.set('app:other', 'keep');
      await cache.clear();
      expect(await admin.exists('app:commandkit:k')).toBe(0);
      expect(await admin.get('app:other')).toBe('keep');

      await cache.close();
      expect(client.status).toBe('ready');
      expect(await client.ping()).toBe('PONG');
    } finally {
      await client.quit();
    }
  });

  test('close quits the client it created; twice is harmless', async () => {
    const cache = makeCache();
    await cache.set('k', 1);
    await cache.close();
    expect(cache.redis.status).toBe('end');
    await cache.close();
  });

  test('two caches (two processes) share entries; options from an ioredis options object', async () => {
    const writer = makeCache();
    const reader = makeCache({ url: undefined, options: { host: '127.0.0.1', port: server.port } });
    await writer.set('shared', { n: 1 }, 60_000);
    expect((await reader.get('shared'))?.value).toEqual({ n: 1 });
    await reader.delete('shared');
    expect(await writer.exists('shared')).toBe(false);
  });

  test('RedisCacheProvider is the same class', () => {
    expect(RedisCacheProvider).toBe(RedisCache);
  });
});

describe('RedisCache given what CommandKit 1.0 passed', () => {
  test('ioredis options alone: a client of its own with them, the default prefix and serialiser', async () => {
    const cache = new RedisCache({ host: '127.0.0.1', port: Number(new URL(server.url).port), db: 1 });
    caches.push(cache);
    expect(cache.prefix).toBe('commandkit:');
    await cache.set('user:1', { name: 'Ada' });
    expect(await cache.get('user:1')).toEqual({ value: { name: 'Ada' } });
    await admin.select(1);
    try {
      expect(await admin.get('commandkit:user:1')).toBe('{"name":"Ada"}');
    } finally {
      await admin.select(0);
    }
  });

  test('an ioredis client: used as it is, and left open by close()', async () => {
    const client = new Redis(server.url);
    try {
      const cache = new RedisCache(client);
      expect(cache.redis).toBe(client);
      await cache.set('k', 'v');
      expect(await admin.get('commandkit:k')).toBe('"v"');
      await cache.close();
      expect(client.status).toBe('ready');
    } finally {
      await client.quit();
    }
  });

  test("this package's keys mixed with ioredis' are refused in one line, naming them", () => {
    expect(() => new RedisCache({ url: server.url, host: 'redis.internal', port: 6380 } as RedisCacheOptions)).toThrow(
      'RedisCache got host, port beside url: pass ioredis options either alone or under "options" (as { url: …, options: { host: … } }).',
    );
    expect(() => new RedisCache('redis://localhost' as never)).toThrow(
      'RedisCache expects an options object or an ioredis client, got string.',
    );
  });
});
