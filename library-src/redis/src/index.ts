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
export {
  RedisCache,
  RedisCacheProvider,
  type Awaitable,
  type DeserializeFunction,
  type RedisCacheOptions,
  type SerializeFunction,
} from './redis-cache.ts';
export { RedisPlugin, redis } from './redis-plugin.ts';
