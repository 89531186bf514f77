import { RuntimePlugin, type CommandKitPluginRuntime } from 'commandkit';
import { getCacheProvider, setCacheProvider } from 'commandkit/cache';
import { RedisCache } from './redis-cache.ts';
import type { RedisPluginOptions } from './redis-options.ts';

/**
 * The runtime plugin that makes Redis CommandKit's cache: when the bot starts it creates a
 * {@link RedisCache} with its options and installs it with `setCacheProvider`; when the bot is
 * destroyed it uninstalls it and closes the connection it opened.
 *
 * It replaces any provider set before, including the memory cache `cache()` installs, whatever
 * the order of the two in `plugins`. It caches nothing on its own: the `cache()` plugin is what
 * compiles `"use cache"` functions.
 *
 * It takes this package's options
 * ({@link "@commandkit/redis"!RedisCacheOptions | RedisCacheOptions}), or ioredis' options alone
 * as CommandKit 1.0 did (see {@link RedisPluginOptions}).
 *
 * Usually made with {@link "@commandkit/redis"!redis | redis}.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from 'commandkit/cache';
 * import { RedisPlugin } from '@commandkit/redis';
 *
 * export default defineConfig({
 *   plugins: [cache(), new RedisPlugin({ url: process.env.REDIS_URL })],
 * });
 * ```
 */
export class RedisPlugin extends RuntimePlugin<RedisPluginOptions> {
  /** The plugin's name. */
  readonly name = 'RedisPlugin';
  #cache: RedisCache | undefined;

  /** The provider this plugin installed, while the bot runs; `undefined` before and after. */
  get cache(): RedisCache | undefined {
    return this.#cache;
  }

  /**
   * Creates the {@link RedisCache} and installs it as the cache provider.
   *
   * @param ctx - The plugins of the starting bot; the bot is `ctx.commandkit`.
   * @returns Once installed; the connection is made in the background (commands wait for it).
   * @throws `TypeError` for invalid options (see {@link RedisCache}), which stops the start.
   */
  override activate(ctx: CommandKitPluginRuntime): void {
    this.#cache = new RedisCache(this.options);
    setCacheProvider(this.#cache);
    ctx.commandkit.logger.debug('RedisPlugin: cached results are kept in Redis.');
  }

  /**
   * Uninstalls the provider (unless another one replaced it since) and closes the connection it
   * opened; a client passed as `redis` stays open.
   *
   * @param ctx - The plugins of the bot being destroyed; the bot is `ctx.commandkit`.
   * @returns Once the connection is closed.
   */
  override async deactivate(ctx: CommandKitPluginRuntime): Promise<void> {
    const cache = this.#cache;
    if (!cache) return;
    this.#cache = undefined;
    let current: unknown;
    try {
      current = getCacheProvider();
    } catch {
      // No provider at all: somebody removed ours already.
    }
    if (current === cache) setCacheProvider(null);
    await cache.close();
    ctx.commandkit.logger.debug('RedisPlugin: the cache no longer uses Redis.');
  }
}

/**
 * Makes the {@link RedisPlugin}: put it in the config's `plugins`, next to `cache()`, to keep the
 * results of `"use cache"` functions in Redis, shared by every process of the bot.
 *
 * @param options - Where Redis is (`url`, ioredis `options`, or an existing client as `redis`),
 * the key prefix (default `'commandkit:'`) and the serialiser (default JSON); or ioredis' options
 * alone (`{ host, port, password }`), as CommandKit 1.0 took them.
 * @returns The plugin.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from 'commandkit/cache';
 * import { redis } from '@commandkit/redis';
 *
 * export default defineConfig({
 *   plugins: [cache(), redis({ url: process.env.REDIS_URL })],
 * });
 * ```
 */
export function redis(options: RedisPluginOptions = {}): RedisPlugin {
  return new RedisPlugin(options);
}
