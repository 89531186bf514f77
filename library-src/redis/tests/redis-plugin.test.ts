// RedisPlugin installs a RedisCache on activate and removes and closes it on deactivate.
import { CommandKit, getLogger, isRuntimePlugin, setLogger, type CommandKitLogger } from 'commandkit';
import { getCacheProvider, MemoryCache, setCacheProvider } from 'commandkit/cache';

import { RedisCache, RedisPlugin, redis } from '../src/index.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

let server: RedisServer;

beforeAll(async () => {
  server = await startRedisServer();
});

// The plugin's hooks receive the plugin runtime of a bot: a CommandKit without a client is enough.
let commandkit: CommandKit;
let logger: CommandKitLogger;
const debugLines: string[] = [];

beforeEach(() => {
  logger = getLogger();
  debugLines.length = 0;
  setLogger({ debug: (message: string) => void debugLines.push(message), info: () => {}, warn: () => {}, error: () => {} });
  commandkit = new CommandKit();
});

afterEach(async () => {
  setCacheProvider(null);
  await commandkit.destroy();
  setLogger(logger);
});

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
    await plugin.activate(commandkit.plugins);
    expect(debugLines).toEqual(['RedisPlugin: cached results are kept in Redis.']);

    const provider = getCacheProvider();
    expect(provider).toBeInstanceOf(RedisCache);
    expect(plugin.cache).toBe(provider);
    await provider.set('k', 'v');
    expect(await provider.get('k')).toEqual({ value: 'v' });
    expect(await (provider as RedisCache).redis.get('bot:k')).toBe('"v"');
    await provider.clear();

    await plugin.deactivate(commandkit.plugins);
    expect(() => getCacheProvider()).toThrow('No cache provider is set');
    expect((provider as RedisCache).redis.status).toBe('end');
    expect(plugin.cache).toBeUndefined();
    // Twice is harmless.
    await plugin.deactivate(commandkit.plugins);
  });

  test('deactivate leaves a provider set after it in place', async () => {
    const plugin = redis({ url: server.url });
    await plugin.activate(commandkit.plugins);
    const memory = new MemoryCache();
    setCacheProvider(memory);
    await plugin.deactivate(commandkit.plugins);
    expect(getCacheProvider()).toBe(memory);
  });

  test("runs as the bot's plugin: loadPlugins(), the first step of start(), activates it; unregisterPlugin deactivates it", async () => {
    const plugin = redis({ url: server.url });
    await commandkit.plugins.registerPlugin(plugin);
    // Not started yet: registering only adds it; activate() runs with the bot's start.
    expect(plugin.cache).toBeUndefined();
    await commandkit.loadPlugins();
    const cache = plugin.cache!;
    expect(getCacheProvider()).toBe(cache);
    await commandkit.plugins.unregisterPlugin(plugin);
    expect(() => getCacheProvider()).toThrow('No cache provider is set');
    expect(cache.redis.status).toBe('end');
  });

  test("takes ioredis' options alone, as CommandKit 1.0 did", async () => {
    const options = { host: '127.0.0.1', port: Number(new URL(server.url).port) };
    const plugin = new RedisPlugin(options);
    expect(plugin.options).toBe(options);
    await plugin.activate(commandkit.plugins);
    const cache = getCacheProvider() as RedisCache;
    expect(cache).toBe(plugin.cache);
    expect(cache.prefix).toBe('commandkit:');
    await cache.set('k', 1);
    expect(await cache.redis.get('commandkit:k')).toBe('1');
    await cache.clear();
    await plugin.deactivate(commandkit.plugins);
    expect(cache.redis.status).toBe('end');
  });

  test('invalid options stop the activation', () => {
    const plugin = redis({ prefix: 5 as unknown as string });
    expect(() => plugin.activate(commandkit.plugins)).toThrow('RedisCache expects the prefix to be a string, got number.');
  });
});
