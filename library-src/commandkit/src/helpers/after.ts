import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommandKitEnvironment } from '../context/commandkit-environment.ts';
import type { EnvironmentFields } from '../context/environment-fields.ts';
import { getLogger } from '../logger/logger.ts';

/**
 * A function scheduled with {@link after}. It receives the environment of the run it was
 * scheduled in, so it can read how long the command took or whether it failed.
 */
export type AfterCallback = (env: CommandKitEnvironment) => unknown;

interface DispatchScope {
  readonly label: string;
  /** The scheduled functions by id, in the order they were scheduled. */
  readonly callbacks: Map<string, AfterCallback>;
  /** Set once the scheduled functions have run: later calls could never run theirs. */
  closed: boolean;
  /** What `getContext()` and the hooks see during this run. */
  readonly environment: EnvironmentFields | undefined;
}

const scopes = new AsyncLocalStorage<DispatchScope>();
// The run an environment belongs to, so its deferred-function methods reach the same queue as after().
const scopesByEnvironment = new WeakMap<object, DispatchScope>();
let lastCallbackId = 0;

/**
 * Schedules a function to run once the current command has finished: after its handler and its
 * middleware's `afterExecute`, whether the command succeeded, threw or was stopped. In an event
 * handler, it runs after all handlers of that event. Use it for work the user should not wait
 * for, such as analytics or clean-up.
 *
 * Scheduled functions run one after another in the order they were scheduled; one that throws is
 * logged and the next still runs. A scheduled function may call `after()` too.
 *
 * Call it while the run is going: from the handler, or code the handler awaits. A call made
 * once the run is over, from a timer or a promise the handler did not await, throws, since its
 * function could no longer run.
 *
 * The function receives the run's {@link CommandKitEnvironment}: `env.getExecutionTime()` is how
 * long the command took, `env.getExecutionError()` what it threw.
 *
 * @param callback - The function to run; it may be async.
 * @returns An id for {@link cancelAfter}.
 * @throws `Error` when called outside a command, its middleware or an event handler, or after
 * the run it belongs to has finished.
 *
 * @example
 * ```ts
 * import { after, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   await ctx.reply('Pong!');
 *   after((env) => analytics.track('ping', ctx.user.id, env.getExecutionTime()));
 * };
 * ```
 */
export function after(callback: AfterCallback): string {
  const scope = scopes.getStore();
  if (!scope) {
    throw new Error('after() was called outside a command, middleware or event handler run by CommandKit.');
  }
  return schedule(scope, callback, 'after()');
}

/**
 * Cancels a function scheduled with {@link after} in the current run, so it does not run. An id
 * that already ran, was cancelled or belongs to another run is ignored.
 *
 * @param id - What `after()` returned.
 * @throws `Error` when called outside a command, its middleware or an event handler.
 *
 * @example
 * ```ts
 * const undo = after(() => releaseLock(ctx.user.id));
 * if (await keepLock()) cancelAfter(undo);
 * ```
 */
export function cancelAfter(id: string): void {
  const scope = scopes.getStore();
  if (!scope) {
    throw new Error('cancelAfter() was called outside a command, middleware or event handler run by CommandKit.');
  }
  scope.callbacks.delete(id);
}

function schedule(scope: DispatchScope, callback: AfterCallback, caller: string): string {
  if (typeof callback !== 'function') {
    throw new TypeError(`${caller} expects a function, got ${typeof callback}.`);
  }
  if (scope.closed) {
    throw new Error(
      `${caller} was called after ${scope.label} had finished, from a timer or a promise that was not awaited; its function would never run. Call ${caller} before the handler returns, or await the work that calls it.`,
    );
  }
  const id = `after-${++lastCallbackId}`;
  scope.callbacks.set(id, callback);
  return id;
}

/** Runs the functions still queued in a run, in order, each removed before it runs. */
async function drain(scope: DispatchScope): Promise<void> {
  // Map iteration also visits functions scheduled by the functions it runs.
  for (const [id, callback] of scope.callbacks) {
    scope.callbacks.delete(id);
    try {
      await scopes.run(scope, () => callback(scope.environment as CommandKitEnvironment));
    } catch (error) {
      getLogger().error(`A function scheduled with after() in ${scope.label} threw.`, error);
      // CommandKit 1.0 reported these as an event of the instance; it is logged either way.
      scope.environment?.commandkit.emit('unhandledDeferredFunctionRejection', error);
    }
  }
}

/**
 * The run an environment belongs to; one is opened for an environment that has none yet (one
 * created by hand for `provideContext()`), labelled after what it is.
 */
function scopeOf(environment: EnvironmentFields): DispatchScope {
  let scope = scopesByEnvironment.get(environment);
  if (!scope) {
    scope = { label: `a ${environment.kind} environment`, callbacks: new Map(), closed: false, environment };
    scopesByEnvironment.set(environment, scope);
  }
  return scope;
}

/** {@link CommandKitEnvironment.registerDeferredFunction}: `after()` for that environment's run. */
export function deferIn(environment: EnvironmentFields, callback: AfterCallback): string {
  return schedule(scopeOf(environment), callback, 'registerDeferredFunction()');
}

/** {@link CommandKitEnvironment.clearDeferredFunction}, or all of them without an id. */
export function cancelIn(environment: EnvironmentFields, id?: string): void {
  const callbacks = scopeOf(environment).callbacks;
  if (id === undefined) callbacks.clear();
  else callbacks.delete(id);
}

/** {@link CommandKitEnvironment.runDeferredFunctions}: runs what is queued now. */
export function drainIn(environment: EnvironmentFields): Promise<void> {
  return drain(scopeOf(environment));
}

/**
 * Runs `work` inside an environment's run, so `getContext()`, the hooks and `after()` see it:
 * the run the environment already belongs to, or a new one that its own
 * `runDeferredFunctions()` drains.
 */
export function runInEnvironment<R>(environment: EnvironmentFields, work: () => R): R {
  return scopes.run(scopeOf(environment), work);
}

/**
 * Runs `work` as one dispatch: {@link after} calls inside it schedule callbacks that run when it
 * settles, in order, each failure logged under `label`. Once they have run, the dispatch is
 * closed and {@link after} throws in code that still belongs to it. `environment` is what
 * `getContext()` returns inside the run, `after()` callbacks included.
 */
export async function runDispatch<T>(label: string, work: () => Promise<T>, environment?: EnvironmentFields): Promise<T> {
  const scope: DispatchScope = { label, callbacks: new Map(), closed: false, environment };
  if (environment) scopesByEnvironment.set(environment, scope);
  try {
    return await scopes.run(scope, work);
  } finally {
    // Callbacks scheduled by callbacks run too, after those already queued.
    await drain(scope);
    scope.closed = true;
  }
}

/** The environment of the run the caller belongs to, if any (also after the run has closed). */
export function currentEnvironment(): CommandKitEnvironment | undefined {
  // Every environment CommandKit opens a run with is a CommandKitEnvironment; tests may pass a
  // plain object with its fields.
  return scopes.getStore()?.environment as CommandKitEnvironment | undefined;
}

/**
 * How the run the caller belongs to is named in logs, such as `the command "ping"`, if any (also
 * after the run has closed, so code it left behind in a timer can still be traced to it).
 */
export function currentRunLabel(): string | undefined {
  return scopes.getStore()?.label;
}

/**
 * Runs `work` outside any dispatch, so long-lived things it creates (timers, collectors) do not
 * keep the current run's scope alive or see its environment later.
 */
export function outsideDispatch<T>(work: () => T): T {
  return scopes.exit(work);
}
