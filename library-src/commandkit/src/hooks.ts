/**
 * Hooks: functions that read what CommandKit is running right now, so code called from a command,
 * an event handler or a component handler can reach the client, the CommandKit instance or the
 * command without having them passed down. Import them from `commandkit/hooks` (or `commandkit`).
 *
 * @module
 */
import { join } from 'node:path';
import type { Client } from 'discord.js';
import type { LoadedCommand } from './commands/types.ts';
import { getContext, type CommandKitEnvironment } from './context/environment.ts';
import { currentEnvironment } from './helpers/dispatch-scope.ts';
import { eventWorkerContext } from './helpers/event-worker-context.ts';
import type { ParsedEvent } from './helpers/parsed-event.ts';
import type { CommandKit } from './runtime/commandkit.ts';
import { requireRunningCommandKit } from './runtime/running-instance.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';

export type { CommandKitEnvironment } from './context/environment.ts';
export type { ParsedEvent } from './helpers/parsed-event.ts';

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
  return currentEnvironment()?.commandkit ?? requireRunningCommandKit();
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
    const where =
      environment.kind === 'event' ? `the "${environment.event}" event handler` : 'a component handler that was not set during a command';
    throw new Error(`useCommand() was called in ${where}, where no command is running.`);
  }
  return environment.command;
}

/**
 * The environment of the current run, whatever runs: a command (its middleware included), an
 * event handler or a component handler. It is the object {@link useEnvironment} returns, whose
 * `kind` tells them apart; in CommandKit 1.0, event handlers had an environment of their own,
 * which this one replaces (`event` and `args` hold what it held).
 *
 * @returns The current environment.
 * @throws `Error` outside a command, middleware, event handler or component handler run by
 * CommandKit (and the code they await).
 *
 * @example
 * ```ts
 * import { useAnyEnvironment } from 'commandkit/hooks';
 *
 * export function describeRun(): string {
 *   const env = useAnyEnvironment();
 *   return env.kind === 'event' ? `the ${env.event} event` : `the ${env.command?.name ?? 'unknown'} command`;
 * }
 * ```
 */
export function useAnyEnvironment(): CommandKitEnvironment {
  const environment = currentEnvironment();
  if (!environment) {
    throw new Error(
      'useAnyEnvironment() was called outside a command, middleware, event handler or component handler run by CommandKit. Call it from one of these, or from code they await.',
    );
  }
  return environment;
}

/**
 * The event whose handlers are running: its name, the directory of its handler files and those
 * files, in the order they run. Call it from an event handler (or code it awaits) to tell which
 * event a shared function serves.
 *
 * @returns The event.
 * @throws `Error` outside an event handler run by CommandKit, such as in a command or a component
 * handler.
 *
 * @example
 * ```ts
 * // src/app/events/guildCreate/log.ts
 * import { useEvent } from 'commandkit/hooks';
 *
 * export default function () {
 *   const { event, listeners } = useEvent();
 *   console.log(`${event}: handler 1 of ${listeners.length}`);
 * }
 * ```
 */
export function useEvent(): ParsedEvent {
  // The event worker context knows the namespace and the files of the event being handled.
  const worker = eventWorkerContext.getStore();
  if (worker) return worker.data;
  const environment = currentEnvironment();
  if (environment?.kind !== 'event') {
    const where = !environment
      ? 'outside any handler run by CommandKit'
      : environment.kind === 'component'
        ? 'in a component handler'
        : `in ${environment.command ? `the command "${environment.command.name}"` : 'a command'}`;
    throw new Error(`useEvent() was called ${where}; it works in event handlers (and code they await) only.`);
  }
  const { commandkit } = environment;
  const event = environment.event ?? '';
  return {
    event,
    path: join(commandkit.appDir, 'events', event),
    listeners: (commandkit.eventHandlers.get(event) ?? []).map((handler) => handler.file),
    namespace: null,
  };
}
