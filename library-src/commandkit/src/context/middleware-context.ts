import { exitMiddleware, redirect } from '../helpers/signals.ts';
import { Context, type CommandSource } from './context.ts';

/**
 * What a middleware's `beforeExecute` and `afterExecute` receive: the {@link Context} of the
 * command about to run (`ctx.command`, `ctx.commandName`, its options ...), the `store` shared
 * with the command and the other middleware of the dispatch, and the control-flow helpers.
 *
 * @typeParam Source - The interaction or message type that triggered the command.
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
export class MiddlewareContext<Source extends CommandSource = CommandSource> extends Context<Source> {
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
}
