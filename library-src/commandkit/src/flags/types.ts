import type { Awaitable } from 'discord.js';
import type { MaybePromise } from '../helpers/types.ts';
import type { FlagEvaluationContext } from './evaluation-context.ts';

/**
 * What a {@link FlagProvider} knows about a flag, for example from a JSON file, a database or a
 * feature-flag service. It is advice: the flag's `decide` function receives it and makes the
 * decision, so `enabled: false` only turns the flag off if `decide` says so.
 *
 * @example
 * ```json
 * { "enabled": true, "percentage": 25, "config": { "color": "red" } }
 * ```
 */
export interface FlagConfiguration {
  /** Whether the flag is switched on. */
  enabled: boolean;
  /** The share of entities (users, guilds...) to roll the feature out to, from 0 to 100. */
  percentage?: number;
  /** A value for the flag to return, such as a variant name or a limit. */
  value?: unknown;
  /** Any other settings of the flag. */
  config?: Record<string, unknown>;
}

/**
 * Where flags read their configuration: set one with {@link setFlagProvider}, and every flag asks
 * it before calling its `decide` function. {@link JsonFlagProvider} reads a JSON file; implement
 * this interface to read a database or a flag service.
 *
 * @example
 * ```ts
 * import { setFlagProvider, type FlagProvider } from 'commandkit/flag';
 *
 * const provider: FlagProvider = {
 *   async getFlag(key) {
 *     const row = await db.flags.findOne({ key });
 *     return row ? { enabled: row.enabled, percentage: row.percentage } : null;
 *   },
 * };
 * setFlagProvider(provider);
 * ```
 */
export interface FlagProvider {
  /**
   * The configuration of a flag.
   *
   * @param key - The flag's key.
   * @param entities - What the flag's `identify` returned for this evaluation.
   * @returns The configuration, or `null`/`undefined` when the provider has none for this key
   * (`decide` then receives `provider: null`). A provider that throws or rejects is logged as a
   * warning and `decide` runs with `provider: null`.
   */
  getFlag(key: string, entities: unknown): Awaitable<FlagConfiguration | null | undefined>;
}

/**
 * What a flag's `decide` function receives.
 *
 * @typeParam Entities - What the flag's `identify` returns.
 */
export interface FlagDecisionInput<Entities> {
  /**
   * What `identify` returned (or what `run({ identify })` was given); `{}` when the flag has no
   * `identify` or it returned `null` or `undefined`.
   */
  readonly entities: Entities;
  /** The flag's configuration from the {@link FlagProvider}; `null` when there is no provider, it has none for this flag, or it failed. */
  readonly provider: FlagConfiguration | null;
}

/**
 * Finds the entities a flag decides for (a user, a guild, their roles...) from where the flag is
 * evaluated.
 *
 * @typeParam Entities - What it returns.
 */
export type FlagIdentifyFunction<Entities> = (context: FlagEvaluationContext) => Awaitable<Entities>;

/**
 * Makes a flag's decision from its entities and its provider configuration.
 *
 * @typeParam Returns - The flag's value: a boolean for an on/off flag, or a variant.
 * @typeParam Entities - What the flag's `identify` returns.
 */
export type FlagDecideFunction<Returns, Entities> = (input: FlagDecisionInput<Entities>) => Awaitable<Returns>;

/**
 * What {@link flag} takes.
 *
 * @typeParam Returns - The flag's value: a boolean for an on/off flag, or a variant.
 * @typeParam Entities - What `identify` returns and `decide` receives.
 */
export interface FeatureFlagDefinition<Returns, Entities> {
  /** The flag's unique name, also the key a {@link FlagProvider} is asked for. */
  key: string;
  /** What the flag controls, for people and tools listing flags. */
  description?: string;
  /**
   * Finds the entities to decide for from the command, event or component being handled. Without
   * it, `decide` receives `entities: {}`.
   */
  identify?: FlagIdentifyFunction<Entities>;
  /** Makes the decision. It runs once per command run, event or component interaction. */
  decide: FlagDecideFunction<Returns, Entities>;
}

/**
 * What `flag.run()` takes: the entities to decide for, given directly rather than found by the
 * flag's `identify`.
 *
 * @typeParam Entities - What the flag's `decide` receives.
 */
export interface FlagRunOptions<Entities> {
  /** The entities, or a function (possibly async) returning them. */
  identify: Entities | (() => Awaitable<Entities>);
}

// The names CommandKit 1.0 gave these types, for code written against it. Note the order of
// the type parameters of DecideFunction and FlagRunner: the entities come first, as in 1.0.

/**
 * What a flag's `identify` receives: the name CommandKit 1.0 used for
 * {@link FlagEvaluationContext}.
 */
export type EvaluationContext = FlagEvaluationContext;

/**
 * A flag's `identify` function: the name CommandKit 1.0 used for {@link FlagIdentifyFunction}.
 *
 * @typeParam Entities - What it returns.
 */
export type IdentifyFunction<Entities> = FlagIdentifyFunction<Entities>;

/**
 * A flag's `decide` function: the name CommandKit 1.0 used for {@link FlagDecideFunction}, with
 * the entities' type first.
 *
 * @typeParam Entities - What the flag's `identify` returns.
 * @typeParam Returns - The flag's value.
 */
export type DecideFunction<Entities, Returns> = FlagDecideFunction<Returns, Entities>;

/**
 * A function giving `run()` the entities to decide for; it may be async.
 *
 * @typeParam Entities - What it returns.
 */
export type CustomEvaluationFunction<Entities> = () => MaybePromise<Entities>;

/**
 * What `run()` takes: the name CommandKit 1.0 used for {@link FlagRunOptions}.
 *
 * @typeParam Entities - What the flag's `decide` receives.
 */
export type CustomEvaluationContext<Entities> = FlagRunOptions<Entities>;

/**
 * A flag as code that uses it sees it: called in a handler, or run with entities you give. Every
 * {@link FeatureFlag}, which {@link flag} returns, is one; type a variable with it to accept a flag
 * without depending on the class.
 *
 * @typeParam Entities - What the flag's `identify` returns and its `decide` receives.
 * @typeParam Returns - The flag's value.
 *
 * @example
 * ```ts
 * import type { FlagRunner } from 'commandkit/flag';
 *
 * export async function enabledFor(feature: FlagRunner<{ guildId: string }, boolean>, guildId: string) {
 *   return feature.run({ identify: { guildId } });
 * }
 * ```
 */
export interface FlagRunner<Entities, Returns> {
  /**
   * Evaluates the flag in the command, middleware, event handler or component handler running
   * now; see {@link FeatureFlag}.
   *
   * @returns The flag's value.
   */
  (): Promise<Returns>;
  /**
   * Evaluates the flag for entities you give, anywhere; see {@link FeatureFlag.run}.
   *
   * @param context - `identify`: the entities, or a function returning them.
   * @returns The flag's value.
   */
  run(context: CustomEvaluationContext<Entities>): Promise<Returns>;
}
