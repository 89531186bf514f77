// CommandKit 1.0's functions over the command async context, implemented on the dispatch scopes
// of after.ts: one storage serves commands, events and component handlers alike here.
import { CommandKitEnvironment } from '../context/commandkit-environment.ts';
import { getLogger } from '../logger/logger.ts';
import type { CommandKit } from '../runtime/commandkit.ts';
import { requireRunningCommandKit, runningCommandKit } from '../runtime/running-instance.ts';
import { currentEnvironment, outsideDispatch, runInEnvironment } from './dispatch-scope.ts';
import { isCommandKitSignal } from './signals.ts';
import type { GenericFunction } from './types.ts';

/**
 * The CommandKit instance of the code calling it: the one running the current command, event or
 * component handler, else the instance the process started.
 *
 * @returns The instance, or `undefined` when none exists yet.
 *
 * @example
 * ```ts
 * import { getCommandKit } from 'commandkit';
 *
 * export function commandCount(): number {
 *   return getCommandKit(true).commands.size;
 * }
 * ```
 */
export function getCommandKit(): CommandKit | undefined;
/**
 * The CommandKit instance of the code calling it, or an error when there is none.
 *
 * @param strict - `true`: throw rather than return `undefined`.
 * @returns The instance.
 * @throws `Error` when no CommandKit instance exists yet.
 */
export function getCommandKit(strict: true): CommandKit;
/**
 * The CommandKit instance of the code calling it, if any.
 *
 * @param strict - `false`: return `undefined` when there is none.
 * @returns The instance, or `undefined`.
 */
export function getCommandKit(strict: false): CommandKit | undefined;
export function getCommandKit(strict = false): CommandKit | undefined {
  const fromRun = currentEnvironment()?.commandkit;
  if (fromRun) return fromRun;
  return strict ? requireRunningCommandKit() : runningCommandKit();
}

/**
 * Runs `receiver` inside an environment, as if it were code of that run: {@link getContext}, the
 * hooks and {@link after} see it. An environment CommandKit is running joins that run (its
 * `after()` functions run when the run ends); one you created runs them when you call its
 * `runDeferredFunctions()`.
 *
 * @typeParam R - What `receiver` returns.
 * @param value - The environment.
 * @param receiver - The code to run.
 * @returns What `receiver` returns.
 *
 * @example
 * ```ts
 * const env = new CommandKitEnvironment(commandkit);
 * await provideContext(env, () => runJob());
 * await env.runDeferredFunctions();
 * ```
 */
export function provideContext<R>(value: CommandKitEnvironment, receiver: () => R): R {
  return runInEnvironment(value, receiver);
}

/**
 * Runs `fn` outside any CommandKit run, so what it sets up (timers, listeners, long-lived
 * subscriptions) does not keep the current command's environment alive or see it later.
 *
 * @typeParam T - What `fn` returns.
 * @param fn - The code to run.
 * @returns What `fn` returns.
 *
 * @example
 * ```ts
 * exitContext(() => setInterval(refreshCache, 60_000));
 * ```
 */
export function exitContext<T>(fn: () => T): T {
  return outsideDispatch(fn);
}

/**
 * Wraps a function so that every call runs inside `env` (see {@link provideContext}). An error it
 * throws is recorded as the environment's execution error (when none is yet) and logged instead
 * of thrown, so the wrapper resolves to `undefined`; CommandKit's control-flow signals pass
 * through. `finalizer`, if given, runs inside the environment just after each call settles; its
 * failures are logged.
 *
 * @typeParam R - The wrapped function's type; the wrapper has the same.
 * @typeParam F - The finalizer's type.
 * @param env - The environment the calls run in.
 * @param fn - The function to wrap.
 * @param finalizer - Runs after each call.
 * @returns The wrapper.
 *
 * @example
 * ```ts
 * const run = makeContextAwareFunction(env, handler, () => env.runDeferredFunctions());
 * await run(ctx);
 * ```
 */
export function makeContextAwareFunction<R extends GenericFunction, F extends GenericFunction>(
  env: CommandKitEnvironment,
  fn: R,
  finalizer?: F,
): R {
  const wrapper = function (this: unknown, ...args: Parameters<R>) {
    return provideContext(env, async () => {
      try {
        return await fn.apply(this, args);
      } catch (error) {
        if (isCommandKitSignal(error)) throw error;
        getLogger().error('A context-aware function threw.', error);
        if (env.getExecutionError() === null) env.setExecutionError(error instanceof Error ? error : new Error(String(error)));
        return undefined;
      } finally {
        if (finalizer) {
          // On the next turn, so the call's own awaiters see its result before the finalizer runs.
          setImmediate(() => {
            provideContext(env, async () => finalizer()).catch((error: unknown) =>
              getLogger().error('The finalizer of a context-aware function threw.', error),
            );
          });
        }
      }
    });
  };
  return wrapper as unknown as R;
}

/**
 * Tells whether a value is a command environment, as {@link getContext} returns.
 *
 * @param worker - The value.
 * @returns `true` for a {@link CommandKitEnvironment}.
 */
// `any`, as in 1.0: the guard accepts whatever the caller holds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isCommandWorkerContext(worker: any): worker is CommandKitEnvironment {
  return worker instanceof CommandKitEnvironment;
}
