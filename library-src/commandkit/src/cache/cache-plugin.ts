import { RuntimePlugin } from '../plugins/runtime-plugin.ts';
import type { CommandKitPluginRuntime } from '../plugins/commandkit-plugin-runtime.ts';
import { parseLife } from './duration.ts';
import { MemoryCache } from './memory-cache.ts';
import { cacheState } from './state.ts';

/** Options of {@link CachePlugin}. */
export interface CachePluginOptions {
  /**
   * How long results are kept when the cached function does not call `cacheLife()`:
   * milliseconds or a string such as `'5m'`. Without it they are kept until revalidated.
   */
  readonly defaultLife?: number | string;
}

/**
 * The runtime half of `cache()`: when the bot starts it installs a {@link MemoryCache} unless a
 * provider was already set (with `setCacheProvider()` or a plugin such as `redis()`), and applies
 * `defaultLife`. When the bot stops it removes only the provider it installed.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'commandkit';
 * import { CachePlugin, UseCacheDirectivePlugin } from 'commandkit/cache';
 *
 * export default defineConfig({
 *   plugins: [new UseCacheDirectivePlugin(), new CachePlugin({ defaultLife: '1h' })],
 * });
 * ```
 */
export class CachePlugin extends RuntimePlugin<CachePluginOptions> {
  readonly name = 'CachePlugin';

  /**
   * Installs the memory provider when none is set, and the default life.
   *
   * @param ctx - The plugins of the starting bot, for the log line that says the memory provider
   * was installed; 1.0 called this hook without it, so it may be left out (nothing is logged then).
   * @throws `TypeError` when `defaultLife` is not a duration.
   */
  override activate(ctx?: CommandKitPluginRuntime): void {
    const state = cacheState();
    state.defaultLife =
      this.options.defaultLife === undefined ? undefined : parseLife(this.options.defaultLife, 'cache({ runtime: { defaultLife } })');
    if (!state.provider) {
      state.provider = new MemoryCache();
      state.installedByPlugin = state.provider;
      ctx?.commandkit.logger.debug('CachePlugin: results are cached in memory (no cache provider was set).');
    }
  }

  /**
   * Removes the provider this plugin installed (a provider set by anyone else stays) and the
   * default life.
   */
  override deactivate(): void {
    const state = cacheState();
    if (state.installedByPlugin && state.provider === state.installedByPlugin) state.provider = null;
    state.installedByPlugin = null;
    state.defaultLife = undefined;
  }
}
