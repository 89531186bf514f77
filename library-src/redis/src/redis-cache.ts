import { CacheProvider, type CacheEntry } from 'commandkit/cache';
import { Redis } from 'ioredis';
import { toRedisCacheOptions, type DeserializeFunction, type RedisPluginOptions, type SerializeFunction } from './redis-options.ts';

/** Keys UNLINKed per command by {@link RedisCache.clear}, and the SCAN COUNT hint. */
const clearBatchSize = 500;

/** Escapes the characters SCAN's MATCH treats as a glob, so the prefix is matched literally. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Redis milliseconds for a ttl: PX and PEXPIRE take a whole number above zero, so a fraction is
 * rounded up (an entry never lives shorter than asked).
 */
function toMilliseconds(ttl: number, method: string): number {
  if (typeof ttl !== 'number' || Number.isNaN(ttl)) {
    throw new TypeError(`RedisCache.${method}() expects the ttl as a number of milliseconds, got ${String(ttl)}.`);
  }
  return Math.ceil(ttl);
}

/**
 * A {@link CacheProvider} keeping CommandKit's cache in Redis, through ioredis: every bot process
 * (shards, replicas, restarts) using the same Redis shares the cached results, and
 * `revalidateTag` in one process is seen by the others.
 *
 * Entries expire in Redis itself (`SET … PX`, `PEXPIRE`), so an expired entry takes no memory.
 * Keys are written under a prefix (default `'commandkit:'`) and {@link RedisCache.clear} deletes
 * only the keys under it, never the rest of the database.
 *
 * Install it with the {@link "@commandkit/redis"!redis | redis} plugin, or yourself with `setCacheProvider`.
 *
 * @example
 * ```ts
 * import { setCacheProvider } from 'commandkit/cache';
 * import { RedisCache } from '@commandkit/redis';
 *
 * setCacheProvider(new RedisCache({ url: process.env.REDIS_URL, prefix: 'my-bot:' }));
 * ```
 */
export class RedisCache extends CacheProvider {
  /** The ioredis client: the one passed as `redis`, or the one this cache created. */
  readonly redis: Redis;
  /** What every key is prefixed with. */
  readonly prefix: string;
  /** Turns values into stored text. */
  readonly serialize: SerializeFunction;
  /** Turns stored text back into values. */
  readonly deserialize: DeserializeFunction;
  /** Whether the client is ours to close. */
  readonly #ownsClient: boolean;

  /**
   * Creates the provider and, unless it is given a client, an ioredis client, which starts
   * connecting at once (commands sent meanwhile wait for the connection).
   *
   * @param given - Where Redis is, the key prefix and the serialiser
   * ({@link "@commandkit/redis"!RedisCacheOptions | RedisCacheOptions});
   * or ioredis' options alone, or an ioredis client, as CommandKit 1.0 took them (see
   * {@link RedisPluginOptions}). A client given either way is used as it is and never closed by
   * the cache.
   * @throws `TypeError` when `prefix`, `serialize` or `deserialize` has the wrong type, or the
   * options mix this package's keys with ioredis' ones.
   */
  constructor(given: RedisPluginOptions | Redis = {}) {
    super();
    const options = toRedisCacheOptions(given);
    const prefix = options.prefix ?? 'commandkit:';
    if (typeof prefix !== 'string') {
      throw new TypeError(`RedisCache expects the prefix to be a string, got ${typeof prefix}.`);
    }
    for (const name of ['serialize', 'deserialize'] as const) {
      if (options[name] !== undefined && typeof options[name] !== 'function') {
        throw new TypeError(`RedisCache expects ${name} to be a function, got ${typeof options[name]}.`);
      }
    }
    this.prefix = prefix;
    this.serialize = options.serialize ?? ((value) => JSON.stringify(value));
    this.deserialize = options.deserialize ?? ((text) => JSON.parse(text));
    if (options.redis) {
      this.redis = options.redis;
      this.#ownsClient = false;
    } else {
      this.redis = options.url ? new Redis(options.url, options.options ?? {}) : new Redis(options.options ?? {});
      this.#ownsClient = true;
    }
  }

  /** The Redis key for a cache key. */
  #key(key: string): string {
    return this.prefix + key;
  }

  /**
   * Reads an entry: its value and, when it has a time to live, when it expires.
   *
   * @param key - The cache key.
   * @returns The entry, or `undefined` when there is none or it has expired.
   */
  override async get<T>(key: string): Promise<CacheEntry<T> | undefined> {
    // One round trip for both: the expiry lives in Redis, not in the stored text.
    const results = await this.redis.multi().get(this.#key(key)).pttl(this.#key(key)).exec();
    if (!results) return undefined;
    const [[getError, text], [ttlError, pttl]] = results as [[Error | null, string | null], [Error | null, number]];
    if (getError) throw getError;
    if (ttlError) throw ttlError;
    if (text === null) return undefined;
    const value = (await this.deserialize(text)) as T;
    return pttl > 0 ? { value, expiresAt: Date.now() + pttl } : { value };
  }

  /**
   * Stores a value, replacing any entry under the key.
   *
   * @param key - The cache key.
   * @param value - The value; it goes through `serialize`.
   * @param ttl - How long it lives, in ms; without it (or `Infinity`) it lives until deleted. A
   * ttl of 0 or less stores nothing and deletes the key, as the entry would be expired at once.
   * @throws `TypeError` when `serialize` does not return a string (`JSON.stringify(undefined)`)
   * or `ttl` is not a number; the serialiser's own errors (a `bigint` under JSON).
   */
  override async set<T>(key: string, value: T, ttl?: number): Promise<void> {
    const text = await this.serialize(value);
    if (typeof text !== 'string') {
      throw new TypeError(`RedisCache could not store "${key}": serialize() returned ${typeof text}, not a string.`);
    }
    if (ttl === undefined || ttl === Infinity) {
      await this.redis.set(this.#key(key), text);
      return;
    }
    const ms = toMilliseconds(ttl, 'set');
    // Redis rejects PX 0 and below; such an entry would be expired already, so there is nothing to keep.
    if (ms <= 0) await this.redis.unlink(this.#key(key));
    else await this.redis.set(this.#key(key), text, 'PX', ms);
  }

  /**
   * Whether an unexpired entry exists under the key.
   *
   * @param key - The cache key.
   * @returns `true` when it does.
   */
  override async exists(key: string): Promise<boolean> {
    return (await this.redis.exists(this.#key(key))) === 1;
  }

  /**
   * Deletes an entry; nothing happens when there is none.
   *
   * @param key - The cache key.
   */
  override async delete(key: string): Promise<void> {
    await this.redis.unlink(this.#key(key));
  }

  /**
   * Deletes every key under this cache's prefix, in batches (SCAN, then UNLINK), leaving every
   * other key of the database alone.
   *
   * @throws `Error` when the prefix is empty, since that would delete the whole database.
   */
  override async clear(): Promise<void> {
    if (this.prefix === '') {
      throw new Error(
        'RedisCache.clear() refuses to run with an empty prefix: it would delete every key of the database. Give the cache a prefix.',
      );
    }
    // A client-level keyPrefix (ioredis option) is added to every command's keys but not to SCAN's
    // pattern, and SCAN returns keys with it: add it to the pattern, strip it before UNLINK.
    const clientPrefix = this.redis.options.keyPrefix ?? '';
    const pattern = `${escapeGlob(clientPrefix + this.prefix)}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', clearBatchSize);
      cursor = next;
      if (keys.length > 0) await this.redis.unlink(...keys.map((key) => key.slice(clientPrefix.length)));
    } while (cursor !== '0');
  }

  /**
   * Gives an entry a new time to live, counted from now.
   *
   * @param key - The cache key; nothing happens when there is no entry.
   * @param ttl - The new time to live, in ms; `Infinity` removes the expiry, and 0 or less deletes
   * the entry.
   * @throws `TypeError` when `ttl` is not a number.
   */
  override async expire(key: string, ttl: number): Promise<void> {
    if (ttl === Infinity) {
      await this.redis.persist(this.#key(key));
      return;
    }
    const ms = toMilliseconds(ttl, 'expire');
    if (ms <= 0) await this.redis.unlink(this.#key(key));
    else await this.redis.pexpire(this.#key(key), ms);
  }

  /**
   * Closes the connection this cache opened (waiting for the commands sent before). A client
   * passed as `redis` is left open: it is yours to close. Calling it twice is harmless.
   */
  async close(): Promise<void> {
    if (!this.#ownsClient || this.redis.status === 'end') return;
    if (this.redis.status === 'wait') {
      // Never connected (lazyConnect): there is nothing to wait for.
      this.redis.disconnect();
      return;
    }
    // QUIT's reply comes before the socket is closed: wait for the end, so nothing is left open.
    const ended = new Promise<void>((resolve) => this.redis.once('end', () => resolve()));
    try {
      await this.redis.quit();
    } catch {
      // The connection broke meanwhile: drop it without waiting for a reply.
      this.redis.disconnect();
    }
    await ended;
  }
}

/**
 * The same class as {@link RedisCache}, under the name older guides use.
 */
export const RedisCacheProvider = RedisCache;
/** The same type as {@link RedisCache}, under the name older guides use. */
export type RedisCacheProvider = RedisCache;
