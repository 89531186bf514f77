import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheProvider } from './provider.ts';

/** What `cacheTag()` and `cacheLife()` change: the settings of the cached call running now. */
export interface CacheCallContext {
  /** The cached function's compile-time id. */
  readonly id: string;
  /** The tags given with `cacheTag()` (and those of the cached functions it called). */
  readonly tags: Set<string>;
  /** The lifetime given with `cacheLife()`, in milliseconds. */
  life: number | undefined;
}

/** A key this process stored, for `cleanup()`. */
export interface CreatedEntry {
  /** When the entry was last stored or read, epoch ms. */
  lastUsed: number;
  /** When the entry expires, epoch ms; `undefined` when it has no lifetime. */
  expiresAt?: number;
}

/** The cache's process-wide state. */
export interface CacheState {
  provider: CacheProvider | null;
  /** The provider `CachePlugin` installed itself, so it only removes its own. */
  installedByPlugin: CacheProvider | null;
  /** `CachePlugin`'s `defaultLife`, in milliseconds. */
  defaultLife: number | undefined;
  readonly context: AsyncLocalStorage<CacheCallContext>;
  /** Computations running now, by key: concurrent calls share them. */
  readonly inflight: Map<string, Promise<unknown>>;
  /** The keys this process stored. */
  readonly created: Map<string, CreatedEntry>;
}

// The state sits on globalThis under a registered symbol: the config (loaded by jiti) and the
// bot's compiled code may each load their own copy of this module, and both must see one
// provider and one call context.
const stateKey = Symbol.for('commandkit.cache.state');

/**
 * The cache's process-wide state, created on first use.
 *
 * @returns The shared state.
 * @internal
 */
export function cacheState(): CacheState {
  const holder = globalThis as { [stateKey]?: CacheState };
  holder[stateKey] ??= {
    provider: null,
    installedByPlugin: null,
    defaultLife: undefined,
    context: new AsyncLocalStorage<CacheCallContext>(),
    inflight: new Map(),
    created: new Map(),
  };
  return holder[stateKey];
}
