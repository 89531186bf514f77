// What starts a command and how a command is named, as plain types: the context, the run
// environment and the type registry (types/runtime-types.ts) all need them, so they live apart
// from the Context class.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  UserContextMenuCommandInteraction,
} from 'discord.js';

/**
 * What triggered a command: one of the command interactions, or a message for a message command.
 */
export type CommandSource =
  | ChatInputCommandInteraction
  | AutocompleteInteraction
  | UserContextMenuCommandInteraction
  | MessageContextMenuCommandInteraction
  | Message;

/**
 * Which handler of a command file runs: the name of its export.
 */
export type CommandKind = 'chatInput' | 'autocomplete' | 'userContextMenu' | 'messageContextMenu' | 'message';

/**
 * A command named for {@link Context.forwardCommand} or {@link redirect}: its registered name. The
 * `string & {}` half keeps editors suggesting literal names a type narrows it to while accepting
 * any string.
 */
export type ResolvableCommand = string | (string & {});
