import { CacheProvider, type CacheEntry } from './provider.ts';

// Expired entries are dropped when read; a sweep every so many writes also drops those nobody
// reads again, so a long-running bot does not keep them forever.
const SWEEP_EVERY = 1000;

/** The options of a {@link MemoryCache}. */
export interface MemoryCacheOptions {
  /**
   * The most entries kept (tags' version tokens included). Writing one more removes the entry
   * read or written least recently.
   *
   * @defaultValue 10000
   */
  readonly maxEntries?: number;
}

/**
 * A {@link CacheProvider} keeping entries in this process's memory: the default of `cache()`.
 * Values are kept as they are (a hit returns the same object), and entries expire lazily. It holds
 * at most `maxEntries` entries (10,000 unless given): past that, the least recently used go.
 *
 * @example
 * ```ts
 * import { MemoryCache, setCacheProvider } from 'commandkit/cache';
 *
 * setCacheProvider(new MemoryCache({ maxEntries: 50_000 }));
 * ```
 */
export class MemoryCache extends CacheProvider {
  // In order of last use: a read or write moves an entry to the end, so the first is the next to go.
  readonly #entries = new Map<string, CacheEntry<unknown>>();
  readonly #maxEntries: number;
  #writes = 0;

  /**
   * @param options - The bound on the number of entries.
   * @throws `TypeError` when `maxEntries` is not a whole number of at least 1 (or Infinity).
   */
  constructor(options: MemoryCacheOptions = {}) {
    super();
    const maxEntries = options.maxEntries ?? 10_000;
    if (!(maxEntries === Infinity || (Number.isInteger(maxEntries) && maxEntries >= 1))) {
      throw new TypeError(`MemoryCache: "maxEntries" must be a whole number of at least 1 (or Infinity), got ${String(maxEntries)}.`);
    }
    this.#maxEntries = maxEntries;
  }

  /**
   * Reads an entry.
   *
   * @param key - The entry's key.
   * @returns The entry, or `undefined` when there is none or it expired.
   */
  async get<T>(key: string): Promise<CacheEntry<T> | undefined> {
    const entry = this.#live(key);
    return entry && { ...(entry as CacheEntry<T>) };
  }

  /**
   * Writes an entry; a `ttl` of 0 or less stores nothing (and removes the old entry).
   *
   * @param key - The entry's key.
   * @param value - The value to keep.
   * @param ttl - Lifetime in milliseconds; without it the entry does not expire.
   * @returns Resolves once written.
   */
  async set<T>(key: string, value: T, ttl?: number): Promise<void> {
    if (ttl !== undefined && !(ttl > 0)) {
      this.#entries.delete(key);
      return;
    }
    const expiresAt = ttl === undefined ? undefined : Date.now() + ttl;
    this.#entries.delete(key);
    // ttl is 1.0's name for the same moment (see CacheEntry.ttl).
    this.#entries.set(key, expiresAt === undefined ? { value } : { value, expiresAt, ttl: expiresAt });
    if (++this.#writes % SWEEP_EVERY === 0) this.#sweep();
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  /**
   * Whether an entry exists and has not expired.
   *
   * @param key - The entry's key.
   * @returns `true` when {@link MemoryCache.get} would find it.
   */
  async exists(key: string): Promise<boolean> {
    return this.#live(key) !== undefined;
  }

  /**
   * Removes an entry.
   *
   * @param key - The entry's key.
   * @returns Resolves once removed.
   */
  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  /**
   * Removes every entry.
   *
   * @returns Resolves once removed.
   */
  async clear(): Promise<void> {
    this.#entries.clear();
  }

  /**
   * Gives an existing entry a new lifetime from now; `ttl <= 0` removes it.
   *
   * @param key - The entry's key.
   * @param ttl - The new lifetime in milliseconds.
   * @returns Resolves once changed.
   */
  async expire(key: string, ttl: number): Promise<void> {
    const entry = this.#live(key);
    if (!entry) return;
    if (!(ttl > 0)) this.#entries.delete(key);
    else entry.expiresAt = entry.ttl = Date.now() + ttl;
  }

  /** How many entries are held, expired ones not yet dropped included. */
  get size(): number {
    return this.#entries.size;
  }

  #live(key: string): CacheEntry<unknown> | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  #sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.#entries.delete(key);
    }
  }
}
