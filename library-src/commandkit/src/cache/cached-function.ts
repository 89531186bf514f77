import { randomUUID } from 'node:crypto';
import { COMMANDKIT_CACHE_TAG } from './cache-tag.ts';
import { cacheKey, TAG_PREFIX } from './keys.ts';
import type { CacheProvider } from './provider.ts';
import { getCacheProvider } from './provider-registry.ts';
import { cacheState, type CacheCallContext } from './state.ts';

/** What a cached call stores: the result and the version token each of its tags had. */
interface StoredResult {
  readonly value: unknown;
  readonly tags: Record<string, string>;
}

interface Outcome {
  readonly value: unknown;
  readonly tags: readonly string[];
}

// Registered, so a function wrapped by another copy of this module is recognised too.
const cachedMark = COMMANDKIT_CACHE_TAG;

/**
 * Runs one call of a cached function: returns the stored result when there is a current one,
 * else computes, stores and returns it. Concurrent calls with one key share one computation.
 *
 * @param id - The function's compile-time id.
 * @param args - The call's arguments (they make the key).
 * @param compute - Runs the function's original body.
 * @returns The result.
 * @throws `Error` when no provider is set; `TypeError` for an argument that cannot be a key;
 * whatever the function throws (errors are not cached).
 */
async function run(id: string, args: ArrayLike<unknown>, compute: () => unknown): Promise<unknown> {
  if (typeof id !== 'string' || typeof compute !== 'function') {
    throw new TypeError('Illegal use of the cache runtime: it is only meant for code the "use cache" transform wrote.');
  }
  const state = cacheState();
  const provider = getCacheProvider();
  const key = cacheKey(id, args);
  const parent = state.context.getStore();

  let pending = state.inflight.get(key) as Promise<Outcome> | undefined;
  if (!pending) {
    pending = lookupOrCompute(provider, id, key, compute).finally(() => state.inflight.delete(key));
    state.inflight.set(key, pending);
  }
  const outcome = await pending;
  // A cached function calling another takes on its tags: revalidating the inner one's tag then
  // also makes the outer result stale.
  if (parent) for (const tag of outcome.tags) parent.tags.add(tag);
  return outcome.value;
}

async function lookupOrCompute(provider: CacheProvider, id: string, key: string, compute: () => unknown): Promise<Outcome> {
  const state = cacheState();
  const entry = await provider.get<StoredResult>(key);
  if (entry && isStoredResult(entry.value) && (await tagsCurrent(provider, entry.value.tags))) {
    const created = state.created.get(key);
    if (created) {
      // Kept in order of last use, so the cap below drops the notes of the least used keys.
      state.created.delete(key);
      state.created.set(key, { ...created, lastUsed: Date.now() });
    }
    return { value: entry.value.value, tags: Object.keys(entry.value.tags) };
  }

  const context: CacheCallContext = { id, tags: new Set(), life: undefined };
  const value = await state.context.run(context, compute);
  const life = context.life ?? state.defaultLife;
  // undefined is "nothing to remember"; a lifetime of 0 or less means "do not store" (Redis
  // would refuse PX 0, failing a call whose function succeeded).
  if (value !== undefined && (life === undefined || life > 0)) {
    // Tokens are read after computing because the tags are only known then.
    // An infinite life is no expiry; providers such as Redis cannot take Infinity.
    const ttl = life === Infinity ? undefined : life;
    const stored: StoredResult = { value, tags: await tagTokens(provider, context.tags, ttl) };
    await provider.set(key, stored, ttl);
    noteStoredKey(key, ttl);
  }
  return { value, tags: [...context.tags] };
}

function isStoredResult(value: unknown): value is StoredResult {
  return typeof value === 'object' && value !== null && 'value' in value && typeof (value as StoredResult).tags === 'object';
}

/** Whether every tag still has the token it had when the entry was stored. */
async function tagsCurrent(provider: CacheProvider, tags: Record<string, string>): Promise<boolean> {
  const names = Object.keys(tags);
  if (names.length === 0) return true;
  const current = await Promise.all(names.map((tag) => provider.get<string>(TAG_PREFIX + tag)));
  return names.every((tag, index) => current[index]?.value === tags[tag]);
}

/**
 * The current token of each tag, creating the tokens that do not exist yet. A token lives as long
 * as the longest-lived entry stored with it (`ttl`, in milliseconds, or no expiry), and no longer:
 * a token that is gone only turns the entries that had it into misses, while one kept forever
 * would be a key per tag that nothing ever frees.
 */
async function tagTokens(provider: CacheProvider, tags: ReadonlySet<string>, ttl: number | undefined): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  const until = ttl === undefined ? Infinity : Date.now() + ttl;
  await Promise.all(
    [...tags].map(async (tag) => {
      const existing = await provider.get<string>(TAG_PREFIX + tag);
      if (typeof existing?.value !== 'string') {
        tokens[tag] = randomUUID();
        await provider.set(TAG_PREFIX + tag, tokens[tag], ttl);
        return;
      }
      tokens[tag] = existing.value;
      if (existing.expiresAt === undefined || existing.expiresAt >= until) return;
      if (ttl === undefined) await provider.set(TAG_PREFIX + tag, existing.value);
      else await provider.expire(TAG_PREFIX + tag, ttl);
    }),
  );
  return tokens;
}

// cleanup()'s notes of the keys this process stored: those of expired entries are dropped every
// so many writes, and past the cap the least recently used go (cleanup() then leaves their
// entries to their lifetime or to the provider's own bound).
const PRUNE_NOTES_EVERY = 1000;
const MAX_NOTES = 100_000;
let notesWritten = 0;

function noteStoredKey(key: string, ttl: number | undefined): void {
  const { created } = cacheState();
  const now = Date.now();
  created.delete(key);
  created.set(key, { lastUsed: now, expiresAt: ttl === undefined ? undefined : now + ttl });
  if (++notesWritten % PRUNE_NOTES_EVERY === 0) {
    for (const [noted, entry] of created) if (entry.expiresAt !== undefined && entry.expiresAt <= now) created.delete(noted);
  }
  for (const oldest of created.keys()) {
    if (created.size <= MAX_NOTES) break;
    created.delete(oldest);
  }
}

/**
 * Writes a new version token for a tag, so every result stored with the tag, by any process
 * sharing the provider, is a miss on its next call.
 *
 * @param tag - The tag.
 * @internal
 */
export async function writeTagToken(tag: string): Promise<void> {
  const provider = getCacheProvider();
  const existing = await provider.get<string>(TAG_PREFIX + tag);
  // Without a token, no stored entry counts on one: there is nothing to make stale, and writing
  // one would keep a key for a tag that may never be used.
  if (existing === undefined) return;
  const left = existing.expiresAt === undefined ? undefined : existing.expiresAt - Date.now();
  if (left !== undefined && left <= 0) return;
  await provider.set(TAG_PREFIX + tag, randomUUID(), left);
}

function mark<F extends object>(fn: F, id: string): F {
  Object.defineProperty(fn, cachedMark, { value: id, enumerable: false });
  return fn;
}

/**
 * Wraps a function expression or arrow function: the wrapper caches each call.
 *
 * @param id - The function's compile-time id.
 * @param fn - The original function, its directive removed.
 * @returns The cached function, with the original's name and length.
 */
function wrap<F extends (...args: never[]) => unknown>(id: string, fn: F): F {
  if (typeof fn !== 'function') throw new TypeError('Illegal use of the cache runtime: wrap() needs a function.');
  const cached = function (this: unknown, ...args: unknown[]) {
    return run(id, args, () => fn.apply(this, args as never[]));
  };
  Object.defineProperty(cached, 'name', { value: fn.name });
  Object.defineProperty(cached, 'length', { value: fn.length });
  return mark(cached as unknown as F, id);
}

/**
 * Marks the cached methods of an object literal, so {@link isCachedFunction} knows them.
 *
 * @param target - The object.
 * @param methods - `[property, id]` of each cached method.
 * @returns `target`.
 */
function markMethods<T extends object>(target: T, methods: readonly (readonly [PropertyKey, string])[]): T {
  for (const [key, id] of methods) {
    const value = Object.getOwnPropertyDescriptor(target, key)?.value;
    if (typeof value === 'function') mark(value, id);
  }
  return target;
}

/**
 * Whether a function is cached: it was marked `"use cache"` and compiled with the `cache()`
 * plugin. Class methods are cached but not marked, so they answer `false`.
 *
 * @param fn - Any value.
 * @returns `true` for a cached function.
 *
 * @example
 * ```ts
 * import { isCachedFunction } from 'commandkit/cache';
 *
 * async function getUser(id: string) {
 *   'use cache';
 *   return { id };
 * }
 *
 * console.log(isCachedFunction(getUser)); // true once built with cache()
 * ```
 */
export function isCachedFunction(fn: unknown): boolean {
  return typeof fn === 'function' && typeof Reflect.get(fn, cachedMark) === 'string';
}

/**
 * The runtime the `"use cache"` transform's output calls: not for hand-written code.
 *
 * @internal
 */
export const __commandkitCache = Object.freeze({ run, wrap, mark, markMethods });
