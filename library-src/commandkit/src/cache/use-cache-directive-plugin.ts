import { CommonDirectiveTransformer, type CommonDirectiveTransformerOptions } from '../plugins/common-directive-transformer.ts';
import type { TransformParameters, TransformResult } from '../plugins/compiler-plugin.ts';
import { RUNTIME_EXPORT, RUNTIME_MODULE, USE_CACHE, transformUseCache } from './directive/transform.ts';

/**
 * Options of {@link UseCacheDirectivePlugin}. Only `enabled` is read: the directive, the runtime
 * it calls and `asyncOnly` are those of `"use cache"` whatever is passed (the other fields are
 * accepted so options written for CommandKit 1.0 still type-check).
 */
export interface UseCacheDirectivePluginOptions extends Partial<CommonDirectiveTransformerOptions> {
  /** `false` leaves `"use cache"` functions as they are (not cached). Default `true`. */
  readonly enabled?: boolean;
}

/**
 * The compiler half of `cache()`: while the project builds, it rewrites every async function
 * whose body starts with `'use cache'` (or every top-level async function of a file starting with
 * it) into a cached function. A marked function that is not async fails the build with its
 * `file:line:column`.
 *
 * It is a {@link CommonDirectiveTransformer} for `'use cache'` whose rewrite is the cache's own:
 * each cached function gets an id that is the same in every process and build, which is what
 * lets results be shared through a provider such as Redis.
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
export class UseCacheDirectivePlugin extends CommonDirectiveTransformer {
  readonly name = 'UseCacheDirectivePlugin';

  /**
   * @param options - `enabled: false` turns the transform off.
   */
  constructor(options: UseCacheDirectivePluginOptions = {}) {
    super({
      enabled: options.enabled ?? true,
      directive: USE_CACHE,
      importPath: RUNTIME_MODULE,
      importName: RUNTIME_EXPORT,
      asyncOnly: true,
    });
  }

  /**
   * Rewrites one file's `"use cache"` functions.
   *
   * @param params - The file's code, path and the project root.
   * @returns The new code and its source map, or `null` when the file has none.
   * @throws `Error` for a marked function that is not async, or is a generator.
   */
  override transform(params: TransformParameters): TransformResult | null {
    return this.rewrite(params);
  }

  /**
   * The cache's rewrite: see {@link UseCacheDirectivePlugin.transform}.
   *
   * @param params - The file's code, path and the project root.
   * @returns The new code and its source map, or `null` when the file has none.
   */
  protected override rewrite({ code, id, root }: TransformParameters): TransformResult | null {
    if (this.options.enabled === false) return null;
    return transformUseCache(code, { id, root });
  }
}
