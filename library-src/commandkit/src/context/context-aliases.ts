// CommandKit 1.0 named a context by the handler it serves; these are those names over our
// context classes, which take the interaction or message type instead. Types only.
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  UserContextMenuCommandInteraction,
} from 'discord.js';
import type { CommandSource, Context } from './context.ts';
import type { CommandExecutionMode } from './execution-mode.ts';
import type { MiddlewareContext } from './middleware-context.ts';
import type { CommandOptions, MessageOptions } from './options.ts';

/** The context of a slash command's `chatInput` handler. */
export type ChatInputCommandContext = Context<ChatInputCommandInteraction>;
/** The context of a command's `autocomplete` handler. */
export type AutocompleteCommandContext = Context<AutocompleteInteraction>;
/** The context of a command's `message` handler (a prefixed message command). */
export type MessageCommandContext = Context<Message>;
/** The context of a command's `messageContextMenu` handler. */
export type MessageContextMenuCommandContext = Context<MessageContextMenuCommandInteraction>;
/** The context of a command's `userContextMenu` handler. */
export type UserContextMenuCommandContext = Context<UserContextMenuCommandInteraction>;
/** The context of any handler an interaction triggered: every kind but `message`. */
export type InteractionCommandContext = Context<Exclude<CommandSource, Message>>;

/** What middleware receives for a slash command. */
export type SlashCommandMiddlewareContext = MiddlewareContext<ChatInputCommandInteraction>;
/**
 * What middleware would receive for autocomplete. Middleware does not run for autocomplete in
 * this version (it could not reply), so no code receives one; the name is kept for 1.0 typings.
 */
export type AutocompleteCommandMiddlewareContext = MiddlewareContext<AutocompleteInteraction>;
/** What middleware receives for a prefixed message command. */
export type MessageCommandMiddlewareContext = MiddlewareContext<Message>;
/** What middleware receives for a message context-menu command. */
export type MessageContextMenuCommandMiddlewareContext = MiddlewareContext<MessageContextMenuCommandInteraction>;
/** What middleware receives for a user context-menu command. */
export type UserContextMenuCommandMiddlewareContext = MiddlewareContext<UserContextMenuCommandInteraction>;
/** What middleware receives for any command an interaction triggered. */
export type InteractionCommandMiddlewareContext = MiddlewareContext<Exclude<CommandSource, Message>>;

/**
 * The type of `ctx.options` for a handler kind: options parsed from the text for a message
 * command, the interaction's options otherwise. Both read the same way, through
 * {@link CommandOptions}.
 *
 * @typeParam T - The handler kind.
 */
export type CommandContextOptions<T extends CommandExecutionMode = CommandExecutionMode> = T extends 'message'
  ? MessageOptions
  : CommandOptions;

export type { MiddlewareContextArgs } from './command-types-1.0.ts';
