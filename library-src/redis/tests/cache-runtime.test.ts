// CommandKit's cache runtime on Redis: what one "process" stores and revalidates, another sees.
// Each process is a RedisCache of its own (its own connection); the test switches the installed
// provider between them, as two bot processes sharing one Redis each have their own.
import { __commandkitCache, cacheLife, cacheTag, getCacheProvider, revalidateTag, setCacheProvider } from 'commandkit/cache';
import { Redis } from 'ioredis';

import { RedisCache } from '../src/index.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

let server: RedisServer;
let admin: Redis;
let processA: RedisCache;
let processB: RedisCache;

/** Runs `compute` as the cached function `id` would, with `provider` installed. */
async function callAs<T>(provider: RedisCache, id: string, args: unknown[], compute: () => Promise<T>): Promise<T> {
  setCacheProvider(provider);
  return (await __commandkitCache.run(id, args, compute)) as T;
}

beforeAll(async () => {
  server = await startRedisServer();
  admin = new Redis(server.url);
});

beforeEach(() => {
  processA = new RedisCache({ url: server.url });
  processB = new RedisCache({ url: server.url });
});

afterEach(async () => {
  setCacheProvider(null);
  await Promise.all([processA.close(), processB.close()]);
  await admin.flushall();
});

afterAll(async () => {
  await admin?.quit();
  await server?.stop();
});

describe('the cache runtime on Redis', () => {
  test('a result stored by one process is a hit in another', async () => {
    const compute = jest.fn(async () => ({ name: 'Ada', level: 3 }));
    expect(await callAs(processA, 'src/users.ts#getUser:1', ['42'], compute)).toEqual({ name: 'Ada', level: 3 });
    expect(await callAs(processB, 'src/users.ts#getUser:1', ['42'], compute)).toEqual({ name: 'Ada', level: 3 });
    expect(compute).toHaveBeenCalledTimes(1);

    // Other arguments, another key.
    await callAs(processB, 'src/users.ts#getUser:1', ['43'], compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect((await admin.keys('commandkit:*')).length).toBeGreaterThanOrEqual(2);
  });

  test('revalidateTag in one process makes the entry a miss in the other', async () => {
    let version = 0;
    const compute = async () => {
      cacheTag('user:42');
      return { version: ++version };
    };
    expect(await callAs(processA, 'src/users.ts#profile:1', ['42'], compute)).toEqual({ version: 1 });
    expect(await callAs(processA, 'src/users.ts#profile:1', ['42'], compute)).toEqual({ version: 1 });

    // Process B, which never computed the entry, revalidates the tag…
    setCacheProvider(processB);
    await revalidateTag('user:42');

    // …and process A recomputes on its next call; B then sees A's fresh result.
    expect(await callAs(processA, 'src/users.ts#profile:1', ['42'], compute)).toEqual({ version: 2 });
    expect(await callAs(processB, 'src/users.ts#profile:1', ['42'], compute)).toEqual({ version: 2 });

    // A tag nobody used does not touch the entry.
    setCacheProvider(processA);
    await revalidateTag('user:7');
    expect(await callAs(processB, 'src/users.ts#profile:1', ['42'], compute)).toEqual({ version: 2 });
  });

  test('cacheLife sets the expiry in Redis', async () => {
    const compute = jest.fn(async () => {
      cacheLife('1s');
      return 'weather';
    });
    await callAs(processA, 'src/weather.ts#forecast:1', ['Paris'], compute);
    const [key] = (await admin.keys('commandkit:*')).filter((name) => !name.includes(':tag:'));
    const ttl = await admin.pttl(key!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);

    await admin.pexpire(key!, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await callAs(processB, 'src/weather.ts#forecast:1', ['Paris'], compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  test('a life of 0 stores nothing and the call still succeeds', async () => {
    const compute = jest.fn(async () => {
      cacheLife(0);
      return 'fresh';
    });
    expect(await callAs(processA, 'src/x.ts#now:1', [], compute)).toBe('fresh');
    expect(await callAs(processA, 'src/x.ts#now:1', [], compute)).toBe('fresh');
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await admin.keys('commandkit:*')).toEqual([]);
  });

  test('the provider installed is the Redis one', () => {
    setCacheProvider(processA);
    expect(getCacheProvider()).toBe(processA);
  });
});
