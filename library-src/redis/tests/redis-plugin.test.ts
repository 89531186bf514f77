// RedisPlugin installs a RedisCache on activate and removes and closes it on deactivate.
import { isRuntimePlugin } from 'commandkit';
import { getCacheProvider, MemoryCache, setCacheProvider } from 'commandkit/cache';

import { RedisCache, RedisPlugin, redis } from '../src/index.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

let server: RedisServer;

beforeAll(async () => {
  server = await startRedisServer();
});

afterEach(() => setCacheProvider(null));

afterAll(async () => {
  await server?.stop();
});

describe('RedisPlugin', () => {
  test('redis() makes a runtime plugin named RedisPlugin with the options', () => {
    const plugin = redis({ url: server.url, prefix: 'bot:' });
    expect(plugin).toBeInstanceOf(RedisPlugin);
    expect(isRuntimePlugin(plugin)).toBe(true);
    expect(plugin.name).toBe('RedisPlugin');
    expect(plugin.options).toEqual({ url: server.url, prefix: 'bot:' });
    expect(redis().options).toEqual({});
  });

  test('activate replaces any provider with a RedisCache; deactivate removes and closes it', async () => {
    setCacheProvider(new MemoryCache());
    const plugin = redis({ url: server.url, prefix: 'bot:' });
    await plugin.activate();

    const provider = getCacheProvider();
    expect(provider).toBeInstanceOf(RedisCache);
    expect(plugin.cache).toBe(provider);
    await provider.set('k', 'v');
    expect(await provider.get('k')).toEqual({ value: 'v' });
    expect(await (provider as RedisCache).redis.get('bot:k')).toBe('"v"');
    await provider.clear();

    await plugin.deactivate();
    expect(() => getCacheProvider()).toThrow('No cache provider is set');
    expect((provider as RedisCache).redis.status).toBe('end');
    expect(plugin.cache).toBeUndefined();
    // Twice is harmless.
    await plugin.deactivate();
  });

  test('deactivate leaves a provider set after it in place', async () => {
    const plugin = redis({ url: server.url });
    await plugin.activate();
    const memory = new MemoryCache();
    setCacheProvider(memory);
    await plugin.deactivate();
    expect(getCacheProvider()).toBe(memory);
  });

  test('invalid options stop the activation', () => {
    const plugin = redis({ prefix: 5 as unknown as string });
    expect(() => plugin.activate()).toThrow('RedisCache expects the prefix to be a string, got number.');
  });
});
