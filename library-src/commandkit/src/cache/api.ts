import { writeTagToken } from './cached-function.ts';
import { parseLife } from './duration.ts';
import { getCacheProvider } from './provider-registry.ts';
import { cacheState, type CacheCallContext } from './state.ts';

function currentCall(fn: string): CacheCallContext {
  const context = cacheState().context.getStore();
  if (!context) {
    throw new Error(`${fn} must be called inside a cached function (an async function whose body starts with "use cache").`);
  }
  return context;
}

/**
 * Tags the result of the cached call running now, so {@link revalidateTag} can make it stale.
 * Call it anywhere in the cached function, also after an `await`; tags add up.
 *
 * @param tags - One or more tags, e.g. `user:${id}`.
 * @throws `Error` outside a cached function; `TypeError` for a tag that is not a non-empty string.
 *
 * @example
 * ```ts
 * import { cacheTag } from 'commandkit/cache';
 *
 * export async function getProfile(userId: string) {
 *   'use cache';
 *   cacheTag(`profile:${userId}`, 'profiles');
 *   return { userId, points: 42 };
 * }
 * ```
 */
export function cacheTag(...tags: string[]): void {
  const context = currentCall('cacheTag()');
  for (const tag of tags) {
    if (typeof tag !== 'string' || tag === '') {
      throw new TypeError(`cacheTag() needs non-empty strings, got ${tag === '' ? 'an empty string' : typeof tag}.`);
    }
    context.tags.add(tag);
  }
}

/**
 * Sets how long the result of the cached call running now is kept. The last call wins; without
 * it the result is kept until revalidated (or `cache({ ... })`'s `defaultLife` applies). A life
 * of 0 or less means the result is not stored.
 *
 * @param life - Milliseconds, or a string such as `'5s'`, `'10m'`, `'1h'`, `'1d'`.
 * @throws `Error` outside a cached function; `TypeError` naming the value when it is not a duration.
 *
 * @example
 * ```ts
 * import { cacheLife } from 'commandkit/cache';
 *
 * export async function getWeather(city: string) {
 *   'use cache';
 *   cacheLife('10m');
 *   return { city, sky: 'clear' };
 * }
 * ```
 */
export function cacheLife(life: number | string): void {
  const context = currentCall('cacheLife()');
  context.life = parseLife(life, 'cacheLife()');
}

/**
 * Makes every result stored with a tag stale: the next call of each misses and recomputes. It
 * works across processes sharing the provider (e.g. Redis), since the tag's version is kept in
 * the provider.
 *
 * @param tag - The tag given to {@link cacheTag}.
 * @returns Resolves once the new version is written.
 * @throws `Error` when no provider is set; `TypeError` for a tag that is not a non-empty string.
 *
 * @example
 * ```ts
 * import { revalidateTag } from 'commandkit/cache';
 *
 * export async function setPoints(userId: string, points: number) {
 *   await db.points.update(userId, points);
 *   await revalidateTag(`profile:${userId}`);
 * }
 * ```
 */
export async function revalidateTag(tag: string): Promise<void> {
  if (typeof tag !== 'string' || tag === '') throw new TypeError('revalidateTag() needs a non-empty string tag.');
  await writeTagToken(tag);
}

/**
 * Removes the results this process stored and has not read for `maxAge` milliseconds. Run it on
 * a schedule to bound a provider whose entries have no life.
 *
 * @param maxAge - Milliseconds without a read; default one day.
 * @returns Resolves once removed.
 * @throws `Error` when no provider is set; `TypeError` when `maxAge` is not a number of 0 or more.
 *
 * @example
 * ```ts
 * import { cleanup } from 'commandkit/cache';
 *
 * setInterval(() => void cleanup(60 * 60 * 1000), 10 * 60 * 1000).unref();
 * ```
 */
export async function cleanup(maxAge = 86_400_000): Promise<void> {
  if (typeof maxAge !== 'number' || Number.isNaN(maxAge) || maxAge < 0) {
    throw new TypeError(`cleanup() needs a number of milliseconds of 0 or more, got ${String(maxAge)}.`);
  }
  const provider = getCacheProvider();
  const { created } = cacheState();
  const now = Date.now();
  const stale = [...created].filter(([, entry]) => now - entry.lastUsed >= maxAge).map(([key]) => key);
  for (const key of stale) created.delete(key);
  await Promise.all(stale.map((key) => provider.delete(key)));
}
