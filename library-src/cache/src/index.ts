/**
 * `@commandkit/cache`: caching for CommandKit under the package name CommandKit 1.0 used. It is
 * the `commandkit/cache` entry point of `commandkit` (the same functions, classes and providers,
 * not copies: a provider set through one import is the one the other sees), plus the 1.0 names
 * `$ckitiucw`, `CacheContext` and `CacheMetadata`. `CacheEntry` is `commandkit/cache`'s, which has
 * 1.0's `ttl` beside `expiresAt`.
 * New code can import `commandkit/cache` and skip this package.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from '@commandkit/cache';
 *
 * export default defineConfig({ plugins: [cache()] });
 * ```
 *
 * @packageDocumentation
 */
export {
  cache,
  cacheLife,
  cacheTag,
  cleanup,
  revalidateTag,
  isCachedFunction,
  getCacheProvider,
  setCacheProvider,
  CacheProvider,
  MemoryCache,
  CachePlugin,
  UseCacheDirectivePlugin,
  type CacheEntry,
  type CacheOptions,
  type CachePluginOptions,
  type MemoryCacheOptions,
  type UseCacheDirectivePluginOptions,
} from 'commandkit/cache';
export { $ckitiucw } from './runtime-alias.ts';
export type { CacheContext, CacheMetadata } from './cache-shapes.ts';
