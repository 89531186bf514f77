import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommandKitEnvironment } from '../context/environment.ts';
import { getLogger } from '../logger/logger.ts';

/** A function scheduled with {@link after}. */
export type AfterCallback = () => unknown;

interface DispatchScope {
  readonly label: string;
  readonly callbacks: AfterCallback[];
  /** Set once the scheduled functions have run: later calls could never run theirs. */
  closed: boolean;
  /** What `getContext()` and the hooks see during this run. */
  readonly environment: CommandKitEnvironment | undefined;
}

const scopes = new AsyncLocalStorage<DispatchScope>();

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
 * @param callback - The function to run; it may be async.
 * @throws `Error` when called outside a command, its middleware or an event handler, or after
 * the run it belongs to has finished.
 *
 * @example
 * ```ts
 * import { after, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   await ctx.reply('Pong!');
 *   after(() => analytics.track('ping', ctx.user.id));
 * };
 * ```
 */
export function after(callback: AfterCallback): void {
  if (typeof callback !== 'function') {
    throw new TypeError(`after() expects a function, got ${typeof callback}.`);
  }
  const scope = scopes.getStore();
  if (!scope) {
    throw new Error('after() was called outside a command, middleware or event handler run by CommandKit.');
  }
  if (scope.closed) {
    throw new Error(
      `after() was called after ${scope.label} had finished, from a timer or a promise that was not awaited; its function would never run. Call after() before the handler returns, or await the work that calls it.`,
    );
  }
  scope.callbacks.push(callback);
}

/**
 * Runs `work` as one dispatch: {@link after} calls inside it schedule callbacks that run when it
 * settles, in order, each failure logged under `label`. Once they have run, the dispatch is
 * closed and {@link after} throws in code that still belongs to it. `environment` is what
 * `getContext()` returns inside the run, `after()` callbacks included.
 */
export async function runDispatch<T>(label: string, work: () => Promise<T>, environment?: CommandKitEnvironment): Promise<T> {
  const scope: DispatchScope = { label, callbacks: [], closed: false, environment };
  try {
    return await scopes.run(scope, work);
  } finally {
    // Callbacks scheduled by callbacks run too, after those already queued.
    for (let index = 0; index < scope.callbacks.length; index++) {
      try {
        await scopes.run(scope, scope.callbacks[index]!);
      } catch (error) {
        getLogger().error(`A function scheduled with after() in ${label} threw.`, error);
      }
    }
    scope.closed = true;
  }
}

/** The environment of the run the caller belongs to, if any (also after the run has closed). */
export function currentEnvironment(): CommandKitEnvironment | undefined {
  return scopes.getStore()?.environment;
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
