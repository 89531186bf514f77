/**
 * Hooks: functions that read what CommandKit is running right now, so code called from a command,
 * an event handler or a component handler can reach the client, the CommandKit instance or the
 * command without having them passed down. Import them from `commandkit/hooks` (or `commandkit`).
 *
 * @module
 */
import type { Client } from 'discord.js';
import type { LoadedCommand } from './commands/types.ts';
import { getContext, type CommandKitEnvironment } from './context/environment.ts';
import { currentEnvironment } from './helpers/after.ts';
import { CommandKit } from './runtime/commandkit.ts';

export type { CommandKitEnvironment } from './context/environment.ts';

/**
 * The environment of the current run: the CommandKit instance, whether a command, an event
 * handler or a component handler runs, and the command, event or interaction concerned. The same
 * as {@link getContext}.
 *
 * @returns The current environment.
 * @throws `Error` outside a command, middleware, event handler or component handler run by
 * CommandKit (and the code they await).
 *
 * @example
 * ```ts
 * import { useEnvironment } from 'commandkit/hooks';
 *
 * export function where(): string {
 *   const env = useEnvironment();
 *   return env.kind === 'event' ? `event ${env.event}` : `command ${env.command?.name}`;
 * }
 * ```
 */
export function useEnvironment(): CommandKitEnvironment {
  return getContext();
}

/**
 * The CommandKit instance: the one running the current command or handler, else the running
 * instance ({@link CommandKit.instance}), so it also works in start-up code once CommandKit was
 * created.
 *
 * @returns The CommandKit instance.
 * @throws `Error` when no CommandKit instance is running.
 *
 * @example
 * ```ts
 * import { useCommandKit } from 'commandkit/hooks';
 *
 * const commandCount = () => useCommandKit().commands.size;
 * ```
 */
export function useCommandKit(): CommandKit {
  return currentEnvironment()?.commandkit ?? CommandKit.instance;
}

/**
 * The bot's discord.js client, from {@link useCommandKit}.
 *
 * @typeParam Ready - Pass `true` when you know the client is logged in (it is in commands, event
 * handlers and component handlers) to get the non-null `client.user` and friends.
 * @returns The client.
 * @throws `Error` when no CommandKit instance is running.
 *
 * @example
 * ```ts
 * import { useClient } from 'commandkit/hooks';
 *
 * export const botName = () => useClient<true>().user.username;
 * ```
 */
export function useClient<Ready extends boolean = boolean>(): Client<Ready> {
  return useCommandKit().client as Client<Ready>;
}

/**
 * The command being run, as loaded by CommandKit; in a component handler, the command that set
 * the handler.
 *
 * @returns The loaded command.
 * @throws `Error` outside a run (see {@link useEnvironment}), and in an event handler or a
 * component handler that no command set, where there is no command.
 *
 * @example
 * ```ts
 * import { useCommand } from 'commandkit/hooks';
 *
 * export const log = (line: string) => console.log(`[${useCommand().name}] ${line}`);
 * ```
 */
export function useCommand(): LoadedCommand {
  const environment = getContext();
  if (!environment.command) {
    const where = environment.kind === 'event' ? `the "${environment.event}" event handler` : 'a component handler that was not set during a command';
    throw new Error(`useCommand() was called in ${where}, where no command is running.`);
  }
  return environment.command;
}
