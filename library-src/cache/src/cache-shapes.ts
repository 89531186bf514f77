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
