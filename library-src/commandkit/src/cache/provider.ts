/**
 * One value held by a {@link CacheProvider}.
 *
 * @typeParam T - The value's type.
 */
export interface CacheEntry<T> {
  /** The cached value. */
  value: T;
  /** When the entry expires, in milliseconds since the epoch; absent for an entry that does not expire. */
  expiresAt?: number;
  /**
   * CommandKit 1.0's name for the same moment as {@link CacheEntry.expiresAt}: when the entry
   * expires, in milliseconds since the epoch (not a duration, despite the name). A provider
   * written for 1.0 sets `ttl`, one written for this version `expiresAt`; {@link MemoryCache}
   * sets both. The `"use cache"` runtime reads neither: a provider must not return an entry once
   * it has expired.
   */
  ttl?: number;
}

/**
 * Where cached results are kept. CommandKit ships {@link MemoryCache} (one process) and
 * `@commandkit/redis` (shared by every process using one Redis); extend this class to keep them
 * anywhere else. Every method may be called concurrently; `ttl` values are in milliseconds.
 *
 * @example
 * ```ts
 * import { CacheProvider, type CacheEntry } from 'commandkit/cache';
 *
 * export class MapCache extends CacheProvider {
 *   readonly #entries = new Map<string, CacheEntry<unknown>>();
 *
 *   async get<T>(key: string) {
 *     const entry = this.#entries.get(key) as CacheEntry<T> | undefined;
 *     if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) return undefined;
 *     return entry;
 *   }
 *   async set<T>(key: string, value: T, ttl?: number) {
 *     this.#entries.set(key, { value, expiresAt: ttl === undefined ? undefined : Date.now() + ttl });
 *   }
 *   async exists(key: string) {
 *     return (await this.get(key)) !== undefined;
 *   }
 *   async delete(key: string) {
 *     this.#entries.delete(key);
 *   }
 *   async clear() {
 *     this.#entries.clear();
 *   }
 *   async expire(key: string, ttl: number) {
 *     const entry = this.#entries.get(key);
 *     if (entry) entry.expiresAt = Date.now() + ttl;
 *   }
 * }
 * ```
 */
export abstract class CacheProvider {
  /**
   * Reads an entry.
   *
   * @param key - The entry's key.
   * @returns The entry, or `undefined` when there is none or it expired.
   */
  abstract get<T>(key: string): Promise<CacheEntry<T> | undefined>;

  /**
   * Writes an entry, replacing any entry with that key.
   *
   * @param key - The entry's key.
   * @param value - The value to keep.
   * @param ttl - How long to keep it, in milliseconds; without it the entry does not expire.
   * @returns Resolves once written.
   */
  abstract set<T>(key: string, value: T, ttl?: number): Promise<void>;

  /**
   * Whether an entry exists and has not expired.
   *
   * @param key - The entry's key.
   * @returns `true` when {@link CacheProvider.get} would find it.
   */
  abstract exists(key: string): Promise<boolean>;

  /**
   * Removes an entry; a missing key is not an error.
   *
   * @param key - The entry's key.
   * @returns Resolves once removed.
   */
  abstract delete(key: string): Promise<void>;

  /**
   * Removes every entry of this provider.
   *
   * @returns Resolves once removed.
   */
  abstract clear(): Promise<void>;

  /**
   * Gives an existing entry a new lifetime, counted from now; `ttl <= 0` removes it.
   *
   * @param key - The entry's key.
   * @param ttl - The new lifetime in milliseconds.
   * @returns Resolves once changed.
   */
  abstract expire(key: string, ttl: number): Promise<void>;
}
