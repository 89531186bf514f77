import type { FeatureFlag } from './feature-flag.ts';
import { flagState } from './state.ts';
import type { FlagProvider } from './types.ts';

/**
 * Every feature flag defined in this process, by key, in the order they were defined: for tools
 * that list flags (a dashboard, a `/flags` command).
 *
 * @returns A read-only view of the flags; it follows flags defined later.
 *
 * @example
 * ```ts
 * import { getFlags } from 'commandkit/flag';
 *
 * for (const [key, flag] of getFlags()) console.log(key, flag.description ?? '');
 * ```
 */
export function getFlags(): ReadonlyMap<string, FeatureFlag<unknown, unknown>> {
  return flagState().flags;
}

/**
 * Sets where every flag reads its configuration, for the whole process: flags then call
 * `provider.getFlag(key, entities)` before `decide`, which receives the result as `provider`.
 * Call it in start-up code, such as `src/app.ts`.
 *
 * @param provider - The provider, or `null` to remove it (`decide` then receives `provider: null`).
 * @throws `TypeError` when `provider` has no `getFlag` method and is not `null`.
 *
 * @example
 * ```ts
 * import { JsonFlagProvider, setFlagProvider } from 'commandkit/flag';
 *
 * setFlagProvider(new JsonFlagProvider('flags.json'));
 * ```
 */
export function setFlagProvider(provider: FlagProvider | null): void {
  if (provider !== null && typeof (provider as Partial<FlagProvider> | undefined)?.getFlag !== 'function') {
    throw new TypeError(
      "setFlagProvider() needs an object with a getFlag(key, entities) method (such as new JsonFlagProvider('flags.json')) or null.",
    );
  }
  flagState().provider = provider;
}

/**
 * The provider set with {@link setFlagProvider}.
 *
 * @returns The provider, or `null` when none is set.
 *
 * @example
 * ```ts
 * import { getFlagProvider } from 'commandkit/flag';
 *
 * if (!getFlagProvider()) console.warn('Flags decide without a provider.');
 * ```
 */
export function getFlagProvider(): FlagProvider | null {
  return flagState().provider;
}
