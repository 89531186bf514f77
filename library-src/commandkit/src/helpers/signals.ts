// Control flow for middleware, commands and event handlers is done by throwing these objects: the
// dispatcher catches them, and anywhere else they surface as an ordinary Error that says what
// went wrong. They are Errors so that a stray one still carries a stack.

/**
 * Base of the objects thrown by {@link exitMiddleware} and {@link redirect}. {@link stopEvents}
 * throws the public {@link StopEventPropagationError}, which CommandKit 1.0 named.
 */
export abstract class CommandKitSignal extends Error {}

export class ExitMiddlewareSignal extends CommandKitSignal {
  constructor() {
    super('exitMiddleware() was called outside a command middleware or handler run by CommandKit.');
    this.name = 'ExitMiddlewareSignal';
  }
}

export class RedirectSignal extends CommandKitSignal {
  // `undefined` for redirect() without a name: the run ends as one that was handed over.
  constructor(readonly target: string | undefined) {
    super(
      `redirect(${target === undefined ? '' : JSON.stringify(target)}) was called outside a command middleware or handler run by CommandKit.`,
    );
    this.name = 'RedirectSignal';
  }
}

/**
 * What {@link stopEvents} throws: CommandKit catches it while running the handlers of an event
 * and skips the handlers after the one that threw it. Anywhere else it surfaces as an ordinary
 * error saying that `stopEvents()` was called outside an event handler.
 *
 * It is an `Error`, so a stray one carries a stack, and {@link isCommandKitSignal} recognises
 * it like the signals of {@link exitMiddleware} and {@link redirect}.
 *
 * @example
 * ```ts
 * import { StopEventPropagationError } from 'commandkit';
 *
 * try {
 *   await handler(message);
 * } catch (error) {
 *   if (error instanceof StopEventPropagationError) return; // the handler asked to stop
 *   throw error;
 * }
 * ```
 */
export class StopEventPropagationError extends Error {
  /** Creates the error; {@link stopEvents} does it for you. */
  constructor() {
    super('stopEvents() was called outside an event handler run by CommandKit.');
    this.name = 'StopEventPropagationError';
  }
}

/**
 * The name this library used before CommandKit 1.0's {@link StopEventPropagationError}; the same
 * class.
 *
 * @internal
 */
export const StopEventsSignal = StopEventPropagationError;
/** @internal */
export type StopEventsSignal = StopEventPropagationError;

/**
 * Stops the command being dispatched, quietly. In a middleware's `beforeExecute`, the remaining
 * middleware and the command itself are skipped, and no `afterExecute` runs; in a command handler,
 * the handler ends there. Functions scheduled with {@link after} still run.
 *
 * It works by throwing, so code after the call does not run; do not catch it (see
 * {@link isCommandKitSignal}).
 *
 * @returns Never: it always throws.
 *
 * @example
 * ```ts
 * // src/app/commands/+global-middleware.ts
 * import { exitMiddleware, type MiddlewareContext } from 'commandkit';
 *
 * export async function beforeExecute(ctx: MiddlewareContext) {
 *   if (ctx.user.bot) exitMiddleware();
 * }
 * ```
 */
export function exitMiddleware(): never {
  throw new ExitMiddlewareSignal();
}

/**
 * Stops the command being dispatched and runs another command in its place, with the same
 * interaction or message. The target runs its own middleware chain and its handler of the same
 * kind (`chatInput` for a slash command, `message` for a message command, ...); the dev-only
 * check applies to it too. A message command's arguments are read again by the target's options;
 * an interaction's options stay those Discord sent, so redirect between commands whose options
 * agree.
 *
 * It can be called in `beforeExecute` and in command handlers. It works by throwing, so code
 * after the call does not run. A chain of more than 10 redirects is stopped as a loop.
 *
 * Called without a name (as CommandKit 1.0 code may, after having handed the run to another
 * command itself), it runs no other command and ends the current one quietly, the way a command
 * ends once `ctx.forwardCommand()` has run the command it forwarded to: from
 * `beforeExecute`, the rest of the middleware and the command are skipped and no `afterExecute`
 * runs; from a handler, the handler ends there and `afterExecute` and the functions scheduled with
 * {@link after} still run. Unlike {@link exitMiddleware}, the run counts as succeeded (see
 * `RuntimePlugin.onAfterCommand`).
 *
 * @param commandName - The name of the command to run instead, as in its `command.name`: a
 * command of the same type as the current run (a slash command from a slash or message command, a
 * user context-menu command from a user context-menu command, ...). Left out, no command runs
 * instead.
 * @returns Never: it always throws.
 *
 * @example
 * ```ts
 * // src/app/commands/+settings.middleware.ts
 * import { redirect, type MiddlewareContext } from 'commandkit';
 *
 * export function beforeExecute(ctx: MiddlewareContext) {
 *   if (!ctx.guild) redirect('help');
 * }
 * ```
 */
export function redirect(commandName?: string): never {
  throw new RedirectSignal(commandName);
}

/**
 * Stops the event being dispatched: the handlers of this event after the current one are
 * skipped for this occurrence of the event. Later occurrences run every handler again.
 *
 * Handlers run in file-name order, so a handler can only stop those after it. It works by
 * throwing, so code after the call does not run.
 *
 * @returns Never: it always throws a {@link StopEventPropagationError}.
 *
 * @example
 * ```ts
 * // src/app/events/messageCreate/01-ignore-bots.ts
 * import { stopEvents } from 'commandkit';
 * import type { Message } from 'discord.js';
 *
 * export default function (message: Message) {
 *   if (message.author.bot) stopEvents();
 * }
 * ```
 */
export function stopEvents(): never {
  throw new StopEventPropagationError();
}

/**
 * Tells whether a caught value is one of CommandKit's control-flow signals, thrown by
 * {@link exitMiddleware}, {@link redirect} or {@link stopEvents}. Rethrow such values from your
 * own `try`/`catch` blocks so they reach CommandKit.
 *
 * @param error - The caught value.
 * @returns `true` when it is a CommandKit signal.
 *
 * @example
 * ```ts
 * try {
 *   await check(ctx);
 * } catch (error) {
 *   if (isCommandKitSignal(error)) throw error;
 *   ctx.commandkit.logger.error('Check failed', error);
 * }
 * ```
 */
export function isCommandKitSignal(error: unknown): boolean {
  return error instanceof CommandKitSignal || error instanceof StopEventPropagationError;
}
