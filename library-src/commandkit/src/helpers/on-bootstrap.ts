import { onApplicationBootstrap, type BootstrapFunction } from '../runtime/application-bootstrap.ts';

/**
 * Registers a function to run once when the bot starts, with the CommandKit instance: the name
 * CommandKit 1.0 used for an early start-up hook. Here it is the same as
 * {@link onApplicationBootstrap}: the function runs after the commands and events are loaded and
 * before the client logs in, in the order of registration, and a function that throws stops the
 * start. A function registered once the bot has started runs at once.
 *
 * @typeParam F - The function's type.
 * @param fn - The function to run; it receives the CommandKit instance and may be async.
 * @throws `TypeError` when `fn` is not a function.
 *
 * @example
 * ```ts
 * // src/app.ts
 * import { onBootstrap } from 'commandkit';
 *
 * onBootstrap(async (commandkit) => {
 *   commandkit.logger.info(`Starting with ${commandkit.commands.size} commands`);
 * });
 * ```
 */
export function onBootstrap<F extends BootstrapFunction>(fn: F): void {
  if (typeof fn !== 'function') throw new TypeError(`onBootstrap() expects a function, got ${typeof fn}.`);
  onApplicationBootstrap(fn);
}
