import { CachePlugin, type CachePluginOptions } from './cache-plugin.ts';
import { UseCacheDirectivePlugin, type UseCacheDirectivePluginOptions } from './use-cache-directive-plugin.ts';

/** Options of {@link cache}. */
export interface CacheOptions {
  /** Options of the `"use cache"` transform. */
  readonly compiler?: UseCacheDirectivePluginOptions;
  /** Options of the runtime plugin. */
  readonly runtime?: CachePluginOptions;
}

/**
 * Caching for a CommandKit project: the `"use cache"` transform and the runtime plugin, to put in
 * the config's `plugins`.
 *
 * @param options - Options of each half.
 * @returns `[UseCacheDirectivePlugin, CachePlugin]`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from 'commandkit/cache';
 *
 * export default defineConfig({
 *   plugins: [cache({ runtime: { defaultLife: '1h' } })],
 * });
 * ```
 */
export function cache(options: CacheOptions = {}): [UseCacheDirectivePlugin, CachePlugin] {
  return [new UseCacheDirectivePlugin(options.compiler), new CachePlugin(options.runtime)];
}
