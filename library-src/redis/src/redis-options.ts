import { Redis, type RedisOptions } from 'ioredis';

/** A value that may also come wrapped in a promise. */
export type Awaitable<T> = T | Promise<T>;

/**
 * Turns a cached value into the text stored in Redis.
 *
 * @param value - The value a cached function returned.
 * @returns The text to store.
 */
export type SerializeFunction = (value: unknown) => Awaitable<string>;

/**
 * Turns the text stored in Redis back into a value: the inverse of a {@link SerializeFunction}.
 *
 * @param text - The stored text.
 * @returns The value.
 */
export type DeserializeFunction = (text: string) => Awaitable<unknown>;

/**
 * What {@link "@commandkit/redis"!RedisCache | RedisCache} (and
 * {@link "@commandkit/redis"!redis | redis}) take; every field is optional.
 */
export interface RedisCacheOptions {
  /**
   * Where Redis is, such as `redis://localhost:6379/0` or `rediss://user:pass@host:6380`.
   * Without it (and without `redis`), ioredis' defaults apply: `localhost:6379`.
   */
  readonly url?: string;
  /**
   * An ioredis client you already have, used as it is (its database, its `keyPrefix`). The
   * cache does not close it: `RedisCache.close()` leaves it connected. `url` and `options` are
   * then ignored.
   */
  readonly redis?: Redis;
  /** ioredis options for the client the cache creates (host, port, password, db, TLS, …). */
  readonly options?: RedisOptions;
  /**
   * Put in front of every key the cache writes, so CommandKit's keys are easy to find and
   * `RedisCache.clear()` deletes only them. Default `'commandkit:'`.
   */
  readonly prefix?: string;
  /**
   * Turns values into text. Default `JSON.stringify`, under which a `Date` comes back as a
   * string, a `Map` or a class instance as a plain object, and a `bigint` throws; pass another
   * serialiser (with its `deserialize`) to keep such values.
   */
  readonly serialize?: SerializeFunction;
  /** Turns stored text back into values. Default `JSON.parse`. */
  readonly deserialize?: DeserializeFunction;
}

/**
 * What {@link "@commandkit/redis"!redis | redis},
 * {@link "@commandkit/redis"!RedisPlugin | RedisPlugin} and
 * {@link "@commandkit/redis"!RedisCache | RedisCache} take: either this package's
 * {@link RedisCacheOptions} (`url`, `redis`, `options`, `prefix`, `serialize`, `deserialize`), or
 * ioredis' own options alone (`host`, `port`, `password`, `db`, `tls`…), as CommandKit 1.0 took
 * them. The two are told apart by their keys: an object with none of the six keys above is
 * ioredis' options, and is used as `{ options }` with the default prefix and serialiser.
 *
 * @example
 * ```ts
 * redis({ url: process.env.REDIS_URL, prefix: 'my-bot:' }); // this package's options
 * redis({ host: 'redis.internal', port: 6380, db: 2 }); // ioredis' options, as 1.0 code passes them
 * ```
 */
export type RedisPluginOptions = RedisCacheOptions | RedisOptions;

/** The keys of {@link RedisCacheOptions}: none of them is an ioredis option. */
const CACHE_OPTION_KEYS: readonly string[] = [
  'url',
  'redis',
  'options',
  'prefix',
  'serialize',
  'deserialize',
] satisfies readonly (keyof RedisCacheOptions)[];

/**
 * Reads what a RedisCache was given as {@link RedisCacheOptions}: ioredis' options alone become
 * `{ options }`, an ioredis client becomes `{ redis }` (so it is used, not copied).
 *
 * @param given - The options, an ioredis client, or nothing.
 * @returns The options in this package's shape.
 * @throws `TypeError` for something that is not an object, or an object mixing this package's
 * keys with others (ioredis options belong under `options` then).
 */
export function toRedisCacheOptions(given: RedisPluginOptions | Redis | undefined): RedisCacheOptions {
  if (given === undefined) return {};
  if (given instanceof Redis) return { redis: given };
  if (typeof given !== 'object' || given === null) {
    throw new TypeError(`RedisCache expects an options object or an ioredis client, got ${given === null ? 'null' : typeof given}.`);
  }
  const keys = Object.keys(given);
  const ours = keys.filter((key) => CACHE_OPTION_KEYS.includes(key));
  if (ours.length === 0) return keys.length === 0 ? {} : { options: given as RedisOptions };
  const others = keys.filter((key) => !CACHE_OPTION_KEYS.includes(key));
  if (others.length > 0) {
    throw new TypeError(
      `RedisCache got ${others.join(', ')} beside ${ours.join(', ')}: pass ioredis options either alone or under "options" (as { ${ours[0]}: …, options: { ${others[0]}: … } }).`,
    );
  }
  return given as RedisCacheOptions;
}
