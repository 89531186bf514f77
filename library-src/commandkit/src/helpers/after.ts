// after() and cancelAfter(): scheduling work for the end of the current run. The runs themselves
// are in dispatch-scope.ts, which the run environment imports; this module can then name the
// environment's class in AfterCallback.
import type { CommandKitEnvironment } from '../context/commandkit-environment.ts';
import { cancelInCurrentRun, deferInCurrentRun } from './dispatch-scope.ts';

// Also here for tests outside this package that import runDispatch from this module.
export { runDispatch } from './dispatch-scope.ts';

/**
 * A function scheduled with {@link after}. It receives the environment of the run it was
 * scheduled in, so it can read how long the command took or whether it failed.
 */
export type AfterCallback = (env: CommandKitEnvironment) => unknown;

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
  const id = deferInCurrentRun(callback, 'after()');
  if (id === undefined) {
    throw new Error('after() was called outside a command, middleware or event handler run by CommandKit.');
  }
  return id;
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
  if (!cancelInCurrentRun(id)) {
    throw new Error('cancelAfter() was called outside a command, middleware or event handler run by CommandKit.');
  }
}
