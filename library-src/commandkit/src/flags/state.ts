import type { AnyFeatureFlagType } from '../types/runtime-types.ts';
import type { FlagProvider } from './types.ts';

/** The feature flags' process-wide state. */
export interface FlagState {
  /** Every flag defined in this process, by key. */
  readonly flags: Map<string, AnyFeatureFlagType>;
  /** The provider set with `setFlagProvider()`. */
  provider: FlagProvider | null;
}

// On globalThis under a registered symbol, as the cache does: the config (loaded by jiti) and the
// bot's compiled code may each load their own copy of this module, and a provider set in one
// must be seen by flags defined in the other.
const stateKey = Symbol.for('commandkit.flags.state');

/**
 * The feature flags' process-wide state, created on first use.
 *
 * @returns The shared state.
 * @internal
 */
export function flagState(): FlagState {
  const holder = globalThis as { [stateKey]?: FlagState };
  holder[stateKey] ??= { flags: new Map(), provider: null };
  return holder[stateKey];
}
