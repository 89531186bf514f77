/**
 * Feature flags: named decisions, such as whether a user sees a new feature, made from who and
 * where (`identify`), an optional provider's configuration and your rule (`decide`). Import from
 * `commandkit/flag` (or `commandkit`).
 *
 * @example
 * ```ts
 * import { flag } from 'commandkit/flag';
 *
 * export const newHelp = flag({
 *   key: 'new-help',
 *   description: 'The new /help layout',
 *   identify: (context) => ({ guildId: context.guild?.id }),
 *   decide: ({ entities, provider }) => provider?.enabled ?? entities.guildId === '1234567890',
 * });
 * ```
 *
 * @module
 */
export { flag } from './flags/flag.ts';
export { FeatureFlag } from './flags/feature-flag.ts';
export { JsonFlagProvider } from './flags/json-provider.ts';
export { getFlagProvider, getFlags, setFlagProvider } from './flags/registry.ts';
export type {
  CommandFlagContext,
  FlagCommand,
  ComponentFlagContext,
  EventFlagContext,
  FlagContextBase,
  FlagEvaluationContext,
} from './flags/evaluation-context.ts';
export type {
  FeatureFlagDefinition,
  FlagConfiguration,
  FlagDecideFunction,
  FlagDecisionInput,
  FlagIdentifyFunction,
  FlagProvider,
  FlagRunOptions,
  CustomEvaluationContext,
  CustomEvaluationFunction,
  DecideFunction,
  EvaluationContext,
  FlagRunner,
  IdentifyFunction,
} from './flags/types.ts';
export type { MaybePromise } from './helpers/types.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
