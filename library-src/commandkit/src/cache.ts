/**
 * Caching: the `"use cache"` directive, its providers and the functions that tune it. Add
 * `cache()` to the config's `plugins`, then start async functions with `'use cache'`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from 'commandkit/cache';
 *
 * export default defineConfig({ plugins: [cache()] });
 * ```
 *
 * @module
 */
export { cacheLife, cacheTag, cleanup, revalidateTag } from './cache/api.ts';
export { CachePlugin, type CachePluginOptions } from './cache/cache-plugin.ts';
export { __commandkitCache, isCachedFunction } from './cache/cached-function.ts';
export { MemoryCache, type MemoryCacheOptions } from './cache/memory-cache.ts';
export { cache, type CacheOptions } from './cache/plugin.ts';
export { CacheProvider, type CacheEntry } from './cache/provider.ts';
export { getCacheProvider, setCacheProvider } from './cache/provider-registry.ts';
export { UseCacheDirectivePlugin, type UseCacheDirectivePluginOptions } from './cache/use-cache-directive-plugin.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
