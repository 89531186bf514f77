import {
  MessageFlags,
  MessageFlagsBitField,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type Guild,
  type GuildMember,
  type APIInteractionGuildMember,
  type InteractionReplyOptions,
  type InteractionResponse,
  type Message,
  type MessageContextMenuCommandInteraction,
  type MessageReplyOptions,
  type TextBasedChannel,
  type User,
  type UserContextMenuCommandInteraction,
} from 'discord.js';
import type { LoadedCommand } from '../commands/types.ts';
import type { CommandKit } from '../runtime/commandkit.ts';
import type { CommandOptions } from './options.ts';

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
 * What {@link Context.reply} accepts: text, or reply options for an interaction or a message.
 * Ephemeral flags are dropped for message commands, where they do not exist.
 */
export type ContextReplyOptions = string | InteractionReplyOptions | MessageReplyOptions;

/**
 * The values a {@link Context} is made of. CommandKit creates contexts; you rarely need this.
 */
export interface ContextInit<Source extends CommandSource> {
  /** The running CommandKit. */
  readonly commandkit: CommandKit;
  /** The command being run. */
  readonly command: LoadedCommand;
  /** Which of the command's handlers runs. */
  readonly kind: CommandKind;
  /** The interaction or message that triggered the command. */
  readonly source: Source;
  /** The command's options. */
  readonly options: CommandOptions;
  /** The words after a message command's name; empty for interactions. */
  readonly args: readonly string[];
  /** The map shared by the middleware and the command of one dispatch. */
  readonly store: Map<string, unknown>;
}

/**
 * What every command handler receives: the interaction or message that triggered the command,
 * the command's options read the same way for slash and message commands, and helpers to reply.
 *
 * `Source` narrows the context to one kind of trigger: handlers get a `Context` of their own kind
 * (see {@link ChatInputCommand}), and {@link Context.isMessage} and the other `is...` methods
 * narrow a general one.
 *
 * @typeParam Source - The interaction or message type that triggered the command.
 *
 * @example
 * ```ts
 * import type { ChatInputCommand, CommandData, Context, MessageCommand } from 'commandkit';
 *
 * export const command: CommandData = {
 *   name: 'greet',
 *   description: 'Greets someone',
 *   options: [{ name: 'user', description: 'Who to greet', type: 6, required: true }],
 * };
 *
 * // Works for /greet user:@Ann and for !greet @Ann alike.
 * const run = async (ctx: Context) => {
 *   await ctx.reply(`Hello, ${ctx.options.getUser('user', true).username}!`);
 * };
 * export const chatInput: ChatInputCommand = run;
 * export const message: MessageCommand = run;
 * ```
 */
export class Context<Source extends CommandSource = CommandSource> {
  /** The running CommandKit instance. */
  readonly commandkit: CommandKit;
  /** The command being run. */
  readonly command: LoadedCommand;
  /** Which of the command's handlers runs. */
  readonly kind: CommandKind;
  /** The interaction or message that triggered the command. */
  readonly source: Source;
  /** The command's options. See {@link CommandOptions}. */
  readonly options: CommandOptions;
  /**
   * The words after a message command's name, quotes removed; empty for interactions. Useful
   * for message commands that take free-form arguments instead of declared options.
   */
  readonly args: readonly string[];
  /**
   * A map shared by the middleware and the command of one dispatch: `beforeExecute` can leave
   * values for the command and `afterExecute` to read.
   */
  readonly store: Map<string, unknown>;

  /**
   * Creates a context. CommandKit does this for every command it runs.
   *
   * @param init - The context's values.
   */
  constructor(init: ContextInit<Source>) {
    this.commandkit = init.commandkit;
    this.command = init.command;
    this.kind = init.kind;
    this.source = init.source;
    this.options = init.options;
    this.args = init.args;
    this.store = init.store;
  }

  /** The command's name, as registered (not the alias a message command may have used). */
  get commandName(): string {
    return this.command.name;
  }

  /** The discord.js client the command came through. */
  get client(): Client<true> {
    return this.source.client;
  }

  /** The interaction that triggered the command; `undefined` for a message command. */
  get interaction(): Source extends Message ? undefined : Source {
    return (this.isMessage() ? undefined : this.source) as Source extends Message ? undefined : Source;
  }

  /**
   * The message that triggered a message command; `undefined` for interactions (a message
   * context-menu command's message is `ctx.interaction.targetMessage`).
   */
  get message(): Source extends Message ? Source : undefined {
    return (this.isMessage() ? this.source : undefined) as Source extends Message ? Source : undefined;
  }

  /** Who used the command: the interaction's user or the message's author. */
  get user(): User {
    const source: CommandSource = this.source;
    return isMessage(this, source) ? source.author : source.user;
  }

  /** The guild the command was used in, when it is cached; `null` in DMs. */
  get guild(): Guild | null {
    return this.source.guild;
  }

  /** The id of the guild the command was used in; `null` in DMs. */
  get guildId(): string | null {
    return this.source.guildId;
  }

  /** The channel the command was used in, when it is cached. */
  get channel(): TextBasedChannel | null {
    return this.source.channel;
  }

  /**
   * The guild member who used the command; `null` in DMs. For interactions from an uncached
   * guild this is the raw API member.
   */
  get member(): GuildMember | APIInteractionGuildMember | null {
    return this.source.member;
  }

  /**
   * Whether a message command is running.
   *
   * @returns `true` for a message command, narrowing the context to `Context<Message>`.
   */
  isMessage(): this is Context<Extract<Source, Message>> {
    return this.kind === 'message';
  }

  /**
   * Whether an interaction (slash, context-menu or autocomplete) triggered the command.
   *
   * @returns `true` for interactions, narrowing the context's source to the interactions.
   */
  isInteraction(): this is Context<Exclude<Source, Message>> {
    return this.kind !== 'message';
  }

  /**
   * Whether a slash command is running.
   *
   * @returns `true` for a slash command, narrowing the context to `Context<ChatInputCommandInteraction>`.
   */
  isChatInput(): this is Context<Extract<Source, ChatInputCommandInteraction>> {
    return this.kind === 'chatInput';
  }

  /**
   * Whether an autocomplete request is being answered.
   *
   * @returns `true` for autocomplete, narrowing the context to `Context<AutocompleteInteraction>`.
   */
  isAutocomplete(): this is Context<Extract<Source, AutocompleteInteraction>> {
    return this.kind === 'autocomplete';
  }

  /**
   * Whether a user context-menu command is running.
   *
   * @returns `true` for a user context-menu command.
   */
  isUserContextMenu(): this is Context<Extract<Source, UserContextMenuCommandInteraction>> {
    return this.kind === 'userContextMenu';
  }

  /**
   * Whether a message context-menu command is running.
   *
   * @returns `true` for a message context-menu command.
   */
  isMessageContextMenu(): this is Context<Extract<Source, MessageContextMenuCommandInteraction>> {
    return this.kind === 'messageContextMenu';
  }

  /**
   * Replies to whoever used the command, the same way for interactions and messages. For an
   * interaction, the first call replies, or edits the deferred reply after `deferReply()`; later
   * calls send follow-up messages. For a message command it replies to the message, dropping the
   * ephemeral flag that messages cannot have.
   *
   * @param options - Text or reply options.
   * @returns The sent message, or the interaction response of a first reply.
   * @throws `Error` for autocomplete, which answers with `ctx.interaction.respond()` instead.
   *
   * @example
   * ```ts
   * await ctx.reply({ content: 'Saved.', flags: MessageFlags.Ephemeral });
   * ```
   */
  async reply(options: ContextReplyOptions): Promise<Message | InteractionResponse> {
    const source: CommandSource = this.source;
    if (isMessage(this, source)) return await source.reply(forMessage(options));
    if (source.isAutocomplete()) {
      throw new Error(`An autocomplete request cannot be replied to: call ctx.interaction.respond(choices) in "${this.commandName}".`);
    }
    const payload = options as string | InteractionReplyOptions;
    if (source.deferred && !source.replied) return await source.editReply(payload as never);
    if (source.replied) return await source.followUp(payload);
    return await source.reply(payload);
  }
}

function isMessage(context: Context, source: CommandSource): source is Message {
  return context.kind === 'message' && 'author' in source;
}

function forMessage(options: ContextReplyOptions): string | MessageReplyOptions {
  if (typeof options === 'string') return options;
  const { flags, ...rest } = options as MessageReplyOptions & InteractionReplyOptions & { ephemeral?: boolean };
  delete (rest as { ephemeral?: boolean }).ephemeral;
  if (flags === undefined) return rest;
  // Keep the flags a message may carry (such as SuppressEmbeds) and drop Ephemeral.
  const kept = new MessageFlagsBitField(flags as never).remove(MessageFlags.Ephemeral).bitfield;
  return { ...rest, flags: kept as MessageReplyOptions['flags'] };
}
