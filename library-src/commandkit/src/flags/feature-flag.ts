import type { CommandKitEnvironment } from '../context/environment.ts';
import { currentEnvironment } from '../helpers/dispatch-scope.ts';
import { getLogger } from '../logger/logger.ts';
import { evaluationContextOf } from './evaluation-context.ts';
import { flagState } from './state.ts';
import type { FeatureFlagDefinition, FlagConfiguration, FlagRunOptions } from './types.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    AnyFeatureFlag: FeatureFlag<unknown, unknown>;
  }
}

// One decision per run: the decisions (promises, so concurrent calls share one) of each flag,
// per environment. A command's middleware, the command and its after() callbacks share one
// environment; it is dropped with the run.
const decisions = new WeakMap<CommandKitEnvironment, Map<FeatureFlag<unknown, unknown>, Promise<unknown>>>();

// The call signature of the class below: its constructor returns a function (see there). Merged
// declarations must repeat the class's type parameters, used or not.
/**
 * Calling a flag evaluates it for what CommandKit is handling right now.
 *
 * @typeParam Returns - The flag's value: a boolean for an on/off flag, or a variant.
 * @typeParam Entities - What the flag's `identify` returns and its `decide` receives.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export interface FeatureFlag<Returns = boolean, Entities = Record<string, unknown>> {
  /**
   * Evaluates the flag in the command (its middleware included), event handler or component
   * handler running now: `identify` receives where it is called, then the
   * {@link FlagProvider} is asked, then `decide` decides. The decision is made once per run: later
   * calls in the same command run, event or component interaction return it again.
   *
   * @returns The flag's value.
   * @throws `Error` (the promise rejects) when called outside a command, middleware, event handler
   * or component handler run by CommandKit: use {@link FeatureFlag.run} there. Errors of
   * `identify` and `decide` are passed on (and not remembered: the next call tries again).
   */
  (): Promise<Returns>;
}

/**
 * A feature flag: a named decision, such as whether a user sees a new feature. Create flags with
 * {@link flag}, as module-level constants, and call them (`await myFlag()`) where you need the
 * decision. A flag is a function: `myFlag instanceof FeatureFlag` holds, and `new FeatureFlag(...)`
 * is the same as `flag(...)`.
 *
 * @typeParam Returns - The flag's value: a boolean for an on/off flag, or a variant.
 * @typeParam Entities - What the flag's `identify` returns and its `decide` receives.
 *
 * @example
 * ```ts
 * import { FeatureFlag } from 'commandkit/flag';
 *
 * export const newHelp = new FeatureFlag({ key: 'new-help', decide: () => true });
 * console.log(newHelp instanceof FeatureFlag, newHelp.key); // true 'new-help'
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- safe: every instance is the callable made in the constructor.
export class FeatureFlag<Returns = boolean, Entities = Record<string, unknown>> {
  /** The flag's unique key. */
  declare readonly key: string;
  /** What the flag controls, if the definition said. */
  declare readonly description: string | undefined;
  /** The definition the flag was created with. */
  declare readonly definition: Readonly<FeatureFlagDefinition<Returns, Entities>>;

  /**
   * CommandKit 1.0's name for {@link FeatureFlag.definition}: the definition the flag was
   * created with.
   */
  get options(): Readonly<FeatureFlagDefinition<Returns, Entities>> {
    return this.definition;
  }

  /**
   * Creates a flag and registers it (see {@link getFlags}).
   *
   * @param definition - The flag's key, description, `identify` and `decide`.
   * @throws `TypeError` when the key is not a non-empty string, `decide` is not a function or
   * `identify` is given and is not one.
   * @throws `Error` when a flag with the same key already exists.
   */
  constructor(definition: FeatureFlagDefinition<Returns, Entities>) {
    const { key, description, identify, decide } = (definition ?? {}) as Partial<FeatureFlagDefinition<Returns, Entities>>;
    if (typeof key !== 'string' || key.trim() === '') {
      throw new TypeError('flag() needs a "key": a non-empty string naming the flag.');
    }
    if (typeof decide !== 'function') {
      throw new TypeError(`The flag "${key}" needs a "decide" function returning its value.`);
    }
    if (identify !== undefined && typeof identify !== 'function') {
      throw new TypeError(
        `The flag "${key}" has an "identify" that is not a function; pass a function returning the entities, or leave it out.`,
      );
    }
    const { flags } = flagState();
    if (flags.has(key)) {
      throw new Error(
        `A feature flag with the key "${key}" already exists; keys must be unique: rename one, or import the existing flag instead of defining it again.`,
      );
    }
    // The instance is a function, so `await myFlag()` works; the prototype keeps the methods.
    const callable = function evaluate(): Promise<Returns> {
      return decideInContext(callable as unknown as FeatureFlag<Returns, Entities>);
    };
    Object.setPrototypeOf(callable, new.target.prototype);
    Object.defineProperties(callable, {
      key: { value: key, enumerable: true },
      description: { value: description, enumerable: true },
      definition: { value: Object.freeze({ ...definition }), enumerable: false },
    });
    const instance = callable as unknown as FeatureFlag<Returns, Entities>;
    flags.set(key, instance as FeatureFlag<unknown, unknown>);
    return instance;
  }

  /**
   * Evaluates the flag as CommandKit 1.0's `execute` did. Without entities it is the same as
   * calling the flag (`await myFlag()`): `identify` reads the command or event being run, and the
   * run's first decision is reused. With entities, `identify` is skipped and the flag decides for
   * them, anywhere, each call deciding again (like {@link FeatureFlag.run}).
   *
   * @param res - The entities to decide for; left out, the flag's `identify` finds them.
   * @returns The flag's value.
   * @throws `Error` (the promise rejects) when called without entities outside a command,
   * middleware, event handler or component handler run by CommandKit.
   *
   * @example
   * ```ts
   * const inCommand = await betaUi.execute();
   * const forUser = await betaUi.execute({ userId: '1234567890' });
   * ```
   */
  async execute(res?: Entities): Promise<Returns> {
    return res === undefined ? decideInContext(this) : decide(this, res);
  }

  /**
   * Evaluates the flag for entities you give, anywhere (a timer, start-up code, a test): the
   * flag's `identify` is skipped, the {@link FlagProvider} is asked, and `decide` decides. Each
   * call decides again.
   *
   * @param options - `identify`: the entities, or a function (possibly async) returning them; a
   * function is always called, so wrap entities that are functions themselves.
   * @returns The flag's value.
   * @throws `TypeError` (the promise rejects) when `options` has no `identify`.
   *
   * @example
   * ```ts
   * import { betaUi } from './flags/beta-ui.ts';
   *
   * const enabled = await betaUi.run({ identify: { userId: '1234567890' } });
   * const later = await betaUi.run({ identify: async () => ({ userId: await findUserId() }) });
   * ```
   */
  async run(options: FlagRunOptions<Entities>): Promise<Returns> {
    if (!options || typeof options !== 'object' || !('identify' in options)) {
      throw new TypeError(`${this.key}.run() needs { identify }: the entities to decide for, or a function returning them.`);
    }
    const { identify } = options;
    const entities = typeof identify === 'function' ? await (identify as () => Entities | PromiseLike<Entities>)() : identify;
    return decide(this, entities ?? ({} as Entities));
  }
}

/** Evaluates a flag once per run of the current environment. */
function decideInContext<Returns, Entities>(flag: FeatureFlag<Returns, Entities>): Promise<Returns> {
  const environment = currentEnvironment();
  if (!environment) {
    return Promise.reject(
      new Error(
        `The feature flag "${flag.key}" was called outside a command, middleware, event handler or component handler run by CommandKit. Call it from one of these (or code they await), or use ${flag.key}.run({ identify }) elsewhere.`,
      ),
    );
  }
  let made = decisions.get(environment);
  if (!made) decisions.set(environment, (made = new Map()));
  const key = flag as FeatureFlag<unknown, unknown>;
  const known = made.get(key);
  if (known) return known as Promise<Returns>;
  const pending = (async () => {
    const { identify } = flag.definition;
    const entities = identify ? await identify(evaluationContextOf(environment)) : undefined;
    return decide(flag, entities ?? ({} as Entities));
  })();
  made.set(key, pending);
  // A failure is not a decision: the next call in the run tries again.
  pending.catch(() => {
    if (made.get(key) === pending) made.delete(key);
  });
  return pending;
}

/** Asks the provider, then the flag's `decide`. */
async function decide<Returns, Entities>(flag: FeatureFlag<Returns, Entities>, entities: Entities): Promise<Returns> {
  const provider = await configurationOf(flag.key, entities);
  return flag.definition.decide({ entities, provider });
}

/** The provider's configuration of a flag; a failing provider is a warning and gives `null`. */
async function configurationOf(key: string, entities: unknown): Promise<FlagConfiguration | null> {
  const provider = flagState().provider;
  if (!provider) return null;
  try {
    const configuration = await provider.getFlag(key, entities);
    if (configuration === null || configuration === undefined) return null;
    if (typeof configuration !== 'object' || typeof configuration.enabled !== 'boolean') {
      throw new Error('it returned a configuration without "enabled": true or false');
    }
    return configuration;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    getLogger().warn(`The flag provider failed for the flag "${key}", so it decides with provider: null: ${reason}`);
    return null;
  }
}
