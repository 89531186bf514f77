import { ApplicationCommandType } from 'discord.js';
import { answeredTypes, commandKey, describeCommandType, typedNameKey } from '../commands/command-keys.ts';
import type { LoadedCommand } from '../commands/types.ts';
import type { LoadedEventHandler } from '../events/types.ts';

// What plugins hand to CommandKit.addCommands() and addEventHandlers(), checked and merged with the
// file-based commands and events. Kept apart from CommandKit so the class stays about its life cycle.

/**
 * Checks that a value handed to {@link CommandKit.addCommands} looks like a loaded command, so a
 * plugin's mistake is reported where it is made rather than when the command runs.
 *
 * @param value - The candidate.
 * @returns The command.
 * @throws `TypeError` naming the missing field.
 * @internal
 */
export function checkAddedCommand(value: unknown): LoadedCommand {
  const command = value as Partial<LoadedCommand> | null;
  const what = typeof command?.file === 'string' ? ` (${command.file})` : '';
  if (typeof command !== 'object' || command === null) {
    throw new TypeError(`addCommands() takes loaded commands (objects), got ${command === null ? 'null' : typeof command}.`);
  }
  if (typeof command.file !== 'string')
    throw new TypeError('A command given to addCommands() has no "file": set it to the path of the file that defines it.');
  if (typeof command.data !== 'object' || command.data === null || typeof command.data.name !== 'string' || command.data.name === '') {
    throw new TypeError(`The command${what} given to addCommands() has no "data" with a "name".`);
  }
  if (command.name !== command.data.name)
    throw new TypeError(`The command${what} given to addCommands() has a "name" that differs from data.name.`);
  if (typeof command.handlers !== 'object' || command.handlers === null || Object.keys(command.handlers).length === 0) {
    throw new TypeError(`The command "${command.name}"${what} given to addCommands() has no handler.`);
  }
  if (typeof command.metadata !== 'object' || command.metadata === null || !Array.isArray(command.middleware)) {
    throw new TypeError(
      `The command "${command.name}"${what} given to addCommands() needs "metadata" ({ devOnly, aliases }) and a "middleware" array.`,
    );
  }
  return command as LoadedCommand;
}

/**
 * Checks that a value handed to {@link CommandKit.addEventHandlers} looks like a loaded event
 * handler.
 *
 * @param value - The candidate.
 * @returns The handler.
 * @throws `TypeError` naming the missing field.
 * @internal
 */
export function checkAddedEventHandler(value: unknown): LoadedEventHandler {
  const entry = value as Partial<LoadedEventHandler> | null;
  if (typeof entry !== 'object' || entry === null) {
    throw new TypeError(`addEventHandlers() takes loaded event handlers (objects), got ${entry === null ? 'null' : typeof entry}.`);
  }
  if (typeof entry.event !== 'string' || entry.event === '')
    throw new TypeError('An event handler given to addEventHandlers() has no "event" name.');
  if (typeof entry.file !== 'string')
    throw new TypeError(`An event handler of "${entry.event}" given to addEventHandlers() has no "file".`);
  if (typeof entry.handler !== 'function')
    throw new TypeError(`The event handler ${entry.file} given to addEventHandlers() has no "handler" function.`);
  return entry as LoadedEventHandler;
}

/**
 * The file-based commands followed by the added ones, keyed as `CommandKit.commands` is. Names
 * are unique per command type, aliases included, exactly as between command files: a clash is an
 * error naming both files.
 *
 * @param loaded - The commands loaded from the commands directory.
 * @param added - The commands plugins added, in order.
 * @returns A new map.
 * @throws `Error` when two commands of one type share a name.
 * @internal
 */
export function mergeCommands(loaded: ReadonlyMap<string, LoadedCommand>, added: readonly LoadedCommand[]): Map<string, LoadedCommand> {
  const merged = new Map(loaded);
  if (added.length === 0) return merged;
  const names = new Map<string, string>();
  const claim = (command: LoadedCommand) => {
    const claims: [key: string, what: string][] = answeredTypes(command).map((type) => [
      typedNameKey(type, command.name.toLowerCase()),
      `the ${describeCommandType(type)} "${command.name}"`,
    ]);
    for (const alias of command.metadata.aliases) {
      claims.push([typedNameKey(ApplicationCommandType.ChatInput, alias.toLowerCase()), `"${alias}" (as an alias)`]);
    }
    for (const [key, what] of claims) {
      const other = names.get(key);
      if (other !== undefined) throw new Error(`Two command files define ${what}: ${other} and ${command.file}. Rename one of them.`);
      names.set(key, command.file);
    }
  };
  for (const command of loaded.values()) claim(command);
  for (const command of added) {
    claim(command);
    merged.set(commandKey(command.data), command);
  }
  return merged;
}

/**
 * The file-based event handlers with the added ones after them, event by event, in the order
 * they were added.
 *
 * @param loaded - The handlers loaded from the events directory.
 * @param added - The handlers plugins added.
 * @returns A new map.
 * @internal
 */
export function mergeEventHandlers(
  loaded: ReadonlyMap<string, LoadedEventHandler[]>,
  added: readonly LoadedEventHandler[],
): Map<string, LoadedEventHandler[]> {
  const merged = new Map([...loaded].map(([event, handlers]) => [event, [...handlers]]));
  for (const entry of added) {
    const list = merged.get(entry.event);
    if (list) list.push(entry);
    else merged.set(entry.event, [entry]);
  }
  return merged;
}
