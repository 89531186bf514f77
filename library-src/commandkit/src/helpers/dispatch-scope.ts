// The runs CommandKit dispatches (a command with its middleware, an event's handlers, a component
// handler) as async scopes: what getContext() and the hooks read, and the queue of functions
// after() schedules, run when the run ends. The public after() and cancelAfter() are in after.ts,
// which can name CommandKitEnvironment; the environment's own methods use this module.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EnvironmentFields } from '../context/environment-fields.ts';
import { getLogger } from '../logger/logger.ts';
import type { EnvironmentInstanceType } from '../types/runtime-types.ts';

/** A function scheduled to run when a run ends: what `after()` schedules. */
export type DeferredFunction = (env: EnvironmentInstanceType) => unknown;

interface DispatchScope {
  readonly label: string;
  /** The scheduled functions by id, in the order they were scheduled. */
  readonly callbacks: Map<string, DeferredFunction>;
  /** Set once the scheduled functions have run: later calls could never run theirs. */
  closed: boolean;
  /** What `getContext()` and the hooks see during this run. */
  readonly environment: EnvironmentFields | undefined;
}

const scopes = new AsyncLocalStorage<DispatchScope>();
// The run an environment belongs to, so its deferred-function methods reach the same queue as after().
const scopesByEnvironment = new WeakMap<object, DispatchScope>();
let lastCallbackId = 0;

function schedule(scope: DispatchScope, callback: DeferredFunction, caller: string): string {
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

/**
 * Schedules `callback` in the run the caller belongs to.
 *
 * @returns Its id, or `undefined` outside any run.
 * @throws `TypeError` when `callback` is not a function; `Error` when the run has finished.
 */
export function deferInCurrentRun(callback: DeferredFunction, caller: string): string | undefined {
  const scope = scopes.getStore();
  return scope && schedule(scope, callback, caller);
}

/**
 * Cancels a function scheduled in the run the caller belongs to.
 *
 * @returns `false` outside any run.
 */
export function cancelInCurrentRun(id: string): boolean {
  const scope = scopes.getStore();
  scope?.callbacks.delete(id);
  return scope !== undefined;
}

/** Runs the functions still queued in a run, in order, each removed before it runs. */
async function drain(scope: DispatchScope): Promise<void> {
  // Map iteration also visits functions scheduled by the functions it runs.
  for (const [id, callback] of scope.callbacks) {
    scope.callbacks.delete(id);
    try {
      await scopes.run(scope, () => callback(scope.environment as EnvironmentInstanceType));
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
export function deferIn(environment: EnvironmentFields, callback: DeferredFunction): string {
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
export function currentEnvironment(): EnvironmentInstanceType | undefined {
  // Every environment CommandKit opens a run with is a CommandKitEnvironment; tests may pass a
  // plain object with its fields.
  return scopes.getStore()?.environment as EnvironmentInstanceType | undefined;
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
