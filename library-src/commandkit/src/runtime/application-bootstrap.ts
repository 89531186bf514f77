// The public way to run code when the bot starts. It lives apart from lifecycle.ts, which the
// CommandKit class imports, so that its types can name that class.
import type { CommandKit } from './commandkit.ts';
import { addBootstrapFunction } from './lifecycle.ts';

/**
 * A function given to {@link onApplicationBootstrap}.
 */
export type BootstrapFunction = (commandkit: CommandKit) => unknown;

/**
 * Registers a function to run once when the bot starts: after CommandKit has loaded the commands
 * and events (so calls at the top level of `app.ts` or of any command file count) and before the
 * client logs in, so it can prepare what commands need (a database connection, a cache). Use
 * the `clientReady` event for work that needs the connection.
 *
 * Functions run one at a time, in the order they were registered; if one throws, the bot does
 * not start. A function registered after the bot started runs at once.
 *
 * @param fn - The function to run; it receives the CommandKit instance and may be async.
 *
 * @example
 * ```ts
 * // src/app.ts
 * import { Client, GatewayIntentBits } from 'discord.js';
 * import { onApplicationBootstrap } from 'commandkit';
 *
 * onApplicationBootstrap(async (commandkit) => {
 *   await database.connect();
 *   commandkit.logger.info('Database connected');
 * });
 *
 * export default new Client({ intents: [GatewayIntentBits.Guilds] });
 * ```
 */
export function onApplicationBootstrap(fn: BootstrapFunction): void {
  if (typeof fn !== 'function') throw new TypeError(`onApplicationBootstrap() expects a function, got ${typeof fn}.`);
  addBootstrapFunction(fn);
}
