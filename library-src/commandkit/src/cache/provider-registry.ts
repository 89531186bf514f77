import { CacheProvider } from './provider.ts';
import { cacheState } from './state.ts';

/**
 * Sets where cached results are kept, for the whole process. Call it before the first cached
 * call, e.g. in `app.ts`; `cache()` installs a {@link MemoryCache} only when no provider is set.
 *
 * @param provider - The provider, or `null` to remove it (cached calls then reject).
 * @throws `TypeError` when `provider` is neither a {@link CacheProvider} nor `null`.
 *
 * @example
 * ```ts
 * import { MemoryCache, setCacheProvider } from 'commandkit/cache';
 *
 * setCacheProvider(new MemoryCache());
 * ```
 */
export function setCacheProvider(provider: CacheProvider | null): void {
  if (provider !== null && !isProvider(provider)) {
    throw new TypeError('setCacheProvider() needs a CacheProvider (such as new MemoryCache()) or null.');
  }
  cacheState().provider = provider;
}

/**
 * The provider cached functions use now.
 *
 * @returns The provider.
 * @throws `Error` when none is set.
 *
 * @example
 * ```ts
 * import { getCacheProvider } from 'commandkit/cache';
 *
 * await getCacheProvider().clear();
 * ```
 */
export function getCacheProvider(): CacheProvider {
  const provider = cacheState().provider;
  if (!provider) {
    throw new Error(
      'No cache provider is set: add cache() to the plugins of commandkit.config.ts, or call setCacheProvider(new MemoryCache()) first.',
    );
  }
  return provider;
}

// Duck typing too: a provider built on another copy of commandkit is not an instanceof ours.
function isProvider(value: unknown): value is CacheProvider {
  if (value instanceof CacheProvider) return true;
  const candidate = value as Record<string, unknown> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    ['get', 'set', 'exists', 'delete', 'clear', 'expire'].every((method) => typeof candidate[method] === 'function')
  );
}
