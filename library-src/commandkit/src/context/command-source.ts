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
import type { CommandExecutionMode } from './execution-mode.ts';

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

/**
 * What a context's first type parameter may be: the interaction or message type that triggered
 * the command (`Context<ChatInputCommandInteraction>`), or, as CommandKit 1.0 wrote it, the
 * handler kind (`Context<'chatInput'>`). Both name the same context.
 */
export type ContextSource = CommandSource | CommandExecutionMode;

/**
 * The interaction or message type a {@link ContextSource} stands for: itself for a source type,
 * the kind's source type for a handler kind (`'message'` gives `Message`, and so on).
 *
 * @typeParam S - A source type or a handler kind.
 */
export type SourceOf<S extends ContextSource> = S extends CommandSource
  ? S
  : S extends 'message'
    ? Message
    : S extends 'chatInput'
      ? ChatInputCommandInteraction
      : S extends 'autocomplete'
        ? AutocompleteInteraction
        : S extends 'userContextMenu'
          ? UserContextMenuCommandInteraction
          : S extends 'messageContextMenu'
            ? MessageContextMenuCommandInteraction
            : never;
