import { exitMiddleware, redirect } from '../helpers/signals.ts';
import { setCommandRunner } from './command-runner.ts';
import type { MiddlewareContextArgs, RunCommand } from './command-types-1.0.ts';
import { Context, type ContextSource } from './context.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface ContextTypes<Source extends ContextSource> {
    MiddlewareContext: MiddlewareContext<Source>;
  }
}

/**
 * What a middleware's `beforeExecute` and `afterExecute` receive: the {@link Context} of the
 * command about to run (`ctx.command`, `ctx.commandName`, its options ...), the `store` shared
 * with the command and the other middleware of the dispatch, and the control-flow helpers.
 *
 * @typeParam Source - The interaction or message type that triggered the command, or the handler
 * kind as CommandKit 1.0 wrote it (`MiddlewareContext<'chatInput'>`).
 *
 * @example
 * ```ts
 * // src/app/commands/+global-middleware.ts
 * import type { MiddlewareContext } from 'commandkit';
 *
 * export function beforeExecute(ctx: MiddlewareContext) {
 *   if (ctx.guildId === null && ctx.commandName !== 'help') ctx.redirect('help');
 *   ctx.store.set('startedAt', performance.now());
 * }
 *
 * export function afterExecute(ctx: MiddlewareContext) {
 *   const took = performance.now() - (ctx.store.get('startedAt') as number);
 *   ctx.commandkit.logger.debug(`${ctx.commandName} took ${took.toFixed(1)} ms`);
 * }
 * ```
 */
export class MiddlewareContext<Source extends ContextSource = ContextSource> extends Context<Source, MiddlewareContextArgs> {
  #cancelled = false;

  /** Whether {@link MiddlewareContext.cancel} was called for this run. */
  get cancelled(): boolean {
    return this.#cancelled;
  }

  /**
   * Cancels the command without throwing: the rest of this `beforeExecute` runs, then the
   * remaining middleware and the command are skipped and no `afterExecute` runs, as with
   * {@link exitMiddleware}. Functions scheduled with {@link after} still run.
   */
  cancel(): void {
    this.#cancelled = true;
  }

  /**
   * Stops the middleware chain and the command. The same as {@link exitMiddleware}.
   *
   * @returns Never: it always throws.
   */
  exitMiddleware(): never {
    return exitMiddleware();
  }

  /**
   * Stops this command and runs another in its place. The same as {@link redirect}.
   *
   * @param commandName - The name of the command to run instead.
   * @returns Never: it always throws.
   */
  redirect(commandName: string): never {
    return redirect(commandName);
  }

  /**
   * Whether this is a middleware's context: always `true` here.
   *
   * @returns `true`.
   */
  override isMiddleware(): this is MiddlewareContext<Source> {
    return true;
  }

  /**
   * Wraps the command's handler for this run: CommandKit calls what `runner` returns instead of
   * the handler, so a middleware can time it, retry it or run it inside a transaction. Set in
   * `beforeExecute`; a later call (from this or a later middleware) replaces the wrapper.
   *
   * @param runner - Receives the handler and returns the function to call in its place.
   *
   * @example
   * ```ts
   * export function beforeExecute(ctx: MiddlewareContext) {
   *   ctx.setCommandRunner((handler) => async (c) => {
   *     const started = performance.now();
   *     try { return await handler(c); } finally { metrics.record(ctx.commandName, performance.now() - started); }
   *   });
   * }
   * ```
   */
  setCommandRunner(runner: RunCommand): void {
    setCommandRunner(this, runner);
    this.config.customArgs?.setCommandRunner?.(runner);
  }
}
