/**
 * `@commandkit/redis`: a Redis cache provider for CommandKit's `"use cache"`, on ioredis.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from 'commandkit/cache';
 * import { redis } from '@commandkit/redis';
 *
 * export default defineConfig({
 *   plugins: [cache(), redis({ url: process.env.REDIS_URL })],
 * });
 * ```
 *
 * @packageDocumentation
 */
export { RedisCache, RedisCacheProvider } from './redis-cache.ts';
export type { Awaitable, DeserializeFunction, RedisCacheOptions, RedisPluginOptions, SerializeFunction } from './redis-options.ts';
export { RedisPlugin, redis } from './redis-plugin.ts';
