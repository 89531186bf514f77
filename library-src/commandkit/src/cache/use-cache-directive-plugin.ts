import { CompilerPlugin, type TransformParameters, type TransformResult } from '../plugins/compiler-plugin.ts';
import { transformUseCache } from './directive/transform.ts';

/** Options of {@link UseCacheDirectivePlugin}. */
export interface UseCacheDirectivePluginOptions {
  /** `false` leaves `"use cache"` functions as they are (not cached). Default `true`. */
  readonly enabled?: boolean;
}

/**
 * The compiler half of `cache()`: while the project builds, it rewrites every async function
 * whose body starts with `'use cache'` (or every top-level async function of a file starting with
 * it) into a cached function. A marked function that is not async fails the build with its
 * `file:line:column`.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'commandkit';
 * import { CachePlugin, UseCacheDirectivePlugin } from 'commandkit/cache';
 *
 * export default defineConfig({
 *   plugins: [new UseCacheDirectivePlugin({ enabled: true }), new CachePlugin()],
 * });
 * ```
 */
export class UseCacheDirectivePlugin extends CompilerPlugin<UseCacheDirectivePluginOptions> {
  readonly name = 'UseCacheDirectivePlugin';

  /**
   * Rewrites one file's `"use cache"` functions.
   *
   * @param params - The file's code, path and the project root.
   * @returns The new code and its source map, or `null` when the file has none.
   * @throws `Error` for a marked function that is not async, or is a generator.
   */
  override transform({ code, id, root }: TransformParameters): TransformResult | null {
    if (this.options.enabled === false) return null;
    return transformUseCache(code, { id, root });
  }
}
