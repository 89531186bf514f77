import { getLogger } from '../logger/logger.ts';
import type { CommandKit } from './commandkit.ts';

/** A function given to {@link onApplicationBootstrap}. */
export type BootstrapFunction = (commandkit: CommandKit) => unknown;

const pending: BootstrapFunction[] = [];
let bootstrapped: CommandKit | undefined;

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
  if (!bootstrapped) {
    pending.push(fn);
    return;
  }
  const commandkit = bootstrapped;
  void (async () => fn(commandkit))().catch((error: unknown) => {
    getLogger().error('An onApplicationBootstrap function threw.', error);
  });
}

/** Runs and clears the registered bootstrap functions; later registrations run at once. */
export async function runBootstrapFunctions(commandkit: CommandKit): Promise<void> {
  while (pending.length > 0) {
    const fn = pending.shift()!;
    try {
      await fn(commandkit);
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      throw new Error(`An onApplicationBootstrap function threw: ${typeof message === 'string' ? message : String(error)}`, { cause: error });
    }
  }
  bootstrapped = commandkit;
}

/** Forgets the running instance, so functions registered from now on wait for the next start. */
export function resetBootstrap(commandkit: CommandKit): void {
  if (bootstrapped === commandkit) bootstrapped = undefined;
}
