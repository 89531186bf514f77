import { FeatureFlag } from './feature-flag.ts';
import type { FeatureFlagDefinition } from './types.ts';

/**
 * Defines a feature flag: a named decision, such as whether a user sees a new feature. Define
 * flags as module-level constants (for example in `src/flags/`), then call them where you need
 * the decision: `if (await myFlag()) ...`.
 *
 * Calling a flag works in commands, middleware, event handlers and component handlers (and code
 * they await): `identify` receives where it is called ({@link FlagEvaluationContext}), the
 * {@link FlagProvider} set with {@link setFlagProvider} is asked for the flag's configuration,
 * and `decide` makes the decision from both. It is made once per command run (middleware,
 * command and `after()` callbacks share it), event or component interaction. Elsewhere, use
 * {@link FeatureFlag.run} with the entities.
 *
 * @typeParam Returns - The flag's value: a boolean for an on/off flag, or a variant.
 * @typeParam Entities - What `identify` returns and `decide` receives.
 * @param definition - The flag's `key` (unique), `description`, `identify` and `decide`.
 * @returns The flag, to call.
 * @throws `TypeError` when the key is not a non-empty string, `decide` is not a function or
 * `identify` is given and is not one.
 * @throws `Error` when a flag with the same key already exists.
 *
 * @example
 * ```ts
 * // src/flags/red-embeds.ts
 * import { flag } from 'commandkit/flag';
 *
 * export const redEmbeds = flag({
 *   key: 'red-embeds',
 *   description: 'Red embeds for a tenth of the users',
 *   identify: (context) => ({ userId: context.user?.id ?? '' }),
 *   decide: ({ entities, provider }) => (provider?.enabled ?? true) && BigInt(entities.userId || 0) % 10n === 0n,
 * });
 *
 * // src/app/commands/profile.ts
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const color = (await redEmbeds()) ? 'Red' : 'Blurple';
 *   await ctx.reply({ embeds: [{ title: 'Profile', color: color === 'Red' ? 0xed4245 : 0x5865f2 }] });
 * };
 * ```
 */
export function flag<Returns = boolean, Entities = Record<string, unknown>>(
  definition: FeatureFlagDefinition<Returns, Entities>,
): FeatureFlag<Returns, Entities> {
  return new FeatureFlag(definition);
}
