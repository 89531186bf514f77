import { ApplicationCommandType } from 'discord.js';
import type { CommandKind } from '../context/context.ts';
import type { CommandData, LoadedCommand } from './types.ts';

// Discord keeps one namespace of command names per command type: a slash command `info` and a
// user context-menu command `info` are two commands. CommandKit keys commands the same way.

/** The command types CommandKit runs: slash (`1`), user context menu (`2`), message context menu (`3`). */
export type RunnableCommandType = ApplicationCommandType.ChatInput | ApplicationCommandType.User | ApplicationCommandType.Message;

/** The type of a command definition: `type`, or slash when it is left out. */
export function commandTypeOf(data: CommandData): RunnableCommandType {
  return (data.type ?? ApplicationCommandType.ChatInput) as RunnableCommandType;
}

/**
 * The command type a handler kind answers: slash for `chatInput`, `autocomplete` and `message`
 * (message commands are slash command files), and the matching menu for the context-menu kinds.
 */
export function commandTypeOfKind(kind: CommandKind): RunnableCommandType {
  if (kind === 'userContextMenu') return ApplicationCommandType.User;
  if (kind === 'messageContextMenu') return ApplicationCommandType.Message;
  return ApplicationCommandType.ChatInput;
}

/**
 * The types a loaded command answers as: its own type, plus, for a slash command file, the
 * context-menu twins its `userContextMenu` and `messageContextMenu` handlers register.
 */
export function answeredTypes(command: Pick<LoadedCommand, 'data' | 'handlers'>): RunnableCommandType[] {
  const type = commandTypeOf(command.data);
  if (type !== ApplicationCommandType.ChatInput) return [type];
  const types: RunnableCommandType[] = [type];
  if (command.handlers.userContextMenu) types.push(ApplicationCommandType.User);
  if (command.handlers.messageContextMenu) types.push(ApplicationCommandType.Message);
  return types;
}

/**
 * The key of a command in `CommandKit.commands`: the name for a slash command file (which
 * includes message commands), `userContextMenu:<name>` or `messageContextMenu:<name>` for a
 * context-menu command file. Slash command names cannot contain `:`, so keys never clash.
 */
export function commandKey(data: CommandData): string {
  const type = commandTypeOf(data);
  if (type === ApplicationCommandType.User) return `userContextMenu:${data.name}`;
  if (type === ApplicationCommandType.Message) return `messageContextMenu:${data.name}`;
  return data.name;
}

/** The key of a name in the namespace of one command type, for look-ups by type and name. */
export function typedNameKey(type: RunnableCommandType, name: string): string {
  return `${type}:${name}`;
}

/** How messages call a command of a type: `command`, `user context-menu command`... */
export function describeCommandType(type: RunnableCommandType): string {
  if (type === ApplicationCommandType.User) return 'user context-menu command';
  if (type === ApplicationCommandType.Message) return 'message context-menu command';
  return 'command';
}
