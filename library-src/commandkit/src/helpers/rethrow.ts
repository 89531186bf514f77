import { isCommandKitSignal } from './signals.ts';

/**
 * Rethrows a caught value if it is one of CommandKit's control-flow signals, thrown by
 * {@link exitMiddleware}, {@link redirect} or {@link stopEvents}, and does nothing otherwise. Call
 * it first in a `catch` block around code that may use them, so they still reach CommandKit and
 * only your own errors are handled there. It is `if (isCommandKitSignal(error)) throw error;` in
 * one call.
 *
 * @param error - The caught value.
 * @throws The value itself, when it is a CommandKit signal.
 *
 * @example
 * ```ts
 * import { rethrow, type MiddlewareContext } from 'commandkit';
 *
 * export async function beforeExecute(ctx: MiddlewareContext) {
 *   try {
 *     await checkSubscription(ctx); // may call exitMiddleware()
 *   } catch (error) {
 *     rethrow(error);
 *     ctx.commandkit.logger.error('The subscription check failed.', error);
 *   }
 * }
 * ```
 */
export function rethrow(error: unknown): void {
  if (isCommandKitSignal(error)) throw error;
}
