import type { Message } from 'discord.js';
import type { CommandSource } from './context.ts';

// Told apart by a field only messages have, so the guards work on any discord.js version's
// classes and on sources built by tests.

/**
 * Tells whether a command was triggered by an interaction (slash, context-menu or autocomplete).
 *
 * @param source - What triggered the command, such as `ctx.source`.
 * @returns `true` for an interaction, narrowing `source` to the command interactions.
 *
 * @example
 * ```ts
 * if (isInteractionSource(ctx.source)) await ctx.source.deferReply();
 * ```
 */
export function isInteractionSource(source: CommandSource): source is Exclude<CommandSource, Message> {
  return !isMessageSource(source);
}

/**
 * Tells whether a command was triggered by a message (a prefixed message command).
 *
 * @param source - What triggered the command, such as `ctx.source`.
 * @returns `true` for a message, narrowing `source` to `Message`.
 */
export function isMessageSource(source: CommandSource): source is Message {
  return 'author' in source && !('commandName' in source);
}
