import type { CacheEntry as CommandKitCacheEntry } from 'commandkit/cache';

/**
 * One cached result as a `CacheProvider` returns it: `commandkit/cache`'s entry, which
 * names its expiry `expiresAt`, plus `ttl`, the name CommandKit 1.0 gave the same moment. A
 * provider written for 1.0 sets `ttl`, one written for `commandkit/cache` sets `expiresAt`; either
 * may set both. The `"use cache"` runtime reads neither: a provider must not return an entry once
 * it has expired (as `MemoryCache` and `@commandkit/redis` do not).
 *
 * @typeParam T - The type of the cached value.
 *
 * @example
 * ```ts
 * import { CacheProvider, type CacheEntry } from '@commandkit/cache';
 *
 * class MapCache extends CacheProvider {
 *   readonly #entries = new Map<string, CacheEntry<unknown>>();
 *
 *   async get<T>(key: string) {
 *     const entry = this.#entries.get(key) as CacheEntry<T> | undefined;
 *     if (entry?.ttl !== undefined && entry.ttl <= Date.now()) return undefined;
 *     return entry;
 *   }
 *   async set<T>(key: string, value: T, ttl?: number) {
 *     this.#entries.set(key, { value, ttl: ttl === undefined ? undefined : Date.now() + ttl });
 *   }
 *   // exists, delete, clear and expire as well
 * }
 * ```
 */
export interface CacheEntry<T> extends CommandKitCacheEntry<T> {
  /**
   * When the entry expires, in milliseconds since the epoch (not a duration, despite the name);
   * absent for an entry that does not expire.
   */
  ttl?: number;
}

/**
 * The settings of one cached call while it runs, in the shape CommandKit 1.0 described them.
 * `cacheTag()` adds to `params.tags` and `cacheLife()` sets `params.ttl`; both only act inside a
 * cached function, where such a context exists.
 */
export interface CacheContext {
  /** What the running call has been given so far. */
  params: {
    /** The cached function's name, when it has one. */
    name?: string;
    /** The lifetime from `cacheLife()`, in milliseconds; `null` or absent until it is called. */
    ttl?: number | null;
    /** The tags from `cacheTag()`. */
    tags: Set<string>;
  };
}

/**
 * What can be said about how a cached function keeps its results, in the shape CommandKit 1.0
 * described it: the same three settings `cacheLife()` and `cacheTag()` give from inside the
 * function.
 */
export interface CacheMetadata {
  /** How long results are kept: milliseconds, or a string such as `'10m'`. */
  ttl?: number | string;
  /** A name for the cached function. */
  name?: string;
  /** Tags that `revalidateTag()` can make stale. */
  tags?: string[];
}
