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
  type Locale,
  type Message,
  type MessageContextMenuCommandInteraction,
  type MessageReplyOptions,
  type TextBasedChannel,
  type User,
  type UserContextMenuCommandInteraction,
} from 'discord.js';
import { ForwardedSignal } from '../helpers/forward-signal.ts';
import { exitMiddleware } from '../helpers/signals.ts';
import type { CommandKitType, LoadedCommandType, MiddlewareContextType } from '../types/runtime-types.ts';
import type { CommandKind, CommandSource, ContextSource, ResolvableCommand, SourceOf } from './command-source.ts';
import { initFromParameters } from './context-from-parameters.ts';
import type { ContextInit } from './context-init.ts';
import { FALLBACK_LOCALE, guildLocaleOf, userLocaleOf } from './context-locale.ts';
import type { ContextParameters, ExecutionModeOf } from './context-parameters.ts';
import type { CommandExecutionMode } from './execution-mode.ts';
import type { CommandOptions } from './options.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface ContextTypes<Source extends ContextSource> {
    Context: Context<Source>;
  }
}

export type { CommandKind, CommandSource, ContextSource, SourceOf } from './command-source.ts';
export type { ContextInit } from './context-init.ts';

/**
 * What {@link Context.reply} accepts: text, or reply options for an interaction or a message.
 * Ephemeral flags are dropped for message commands, where they do not exist.
 */
export type ContextReplyOptions = string | InteractionReplyOptions | MessageReplyOptions;

/**
 * What every command handler receives: the interaction or message that triggered the command,
 * the command's options read the same way for slash and message commands, and helpers to reply.
 *
 * `Source` narrows the context to one kind of trigger: handlers get a `Context` of their own kind
 * (see {@link ChatInputCommand}), and {@link Context.isMessage} and the other `is...` methods
 * narrow a general one. CommandKit 1.0's form, the handler kind (`Context<'chatInput'>`), names
 * the same context as its source type (`Context<ChatInputCommandInteraction>`).
 *
 * @typeParam Source - The interaction or message type that triggered the command, or the handler kind.
 * @typeParam Args - The type of the extra values in `ctx.config.customArgs`.
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
// `any`, as in 1.0: the extra values are whatever the code creating the context put there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export class Context<Source extends ContextSource = ContextSource, Args extends Record<string, any> = Record<string, any>> {
  /** The running CommandKit instance. */
  readonly commandkit: CommandKitType;
  /** The command being run. */
  readonly command: LoadedCommandType;
  /** Which of the command's handlers runs. */
  readonly kind: CommandKind;
  /** The interaction or message that triggered the command. */
  readonly source: SourceOf<Source>;
  /** The command's options. See {@link CommandOptions}. */
  readonly options: CommandOptions;
  /**
   * A map shared by the middleware and the command of one dispatch: `beforeExecute` can leave
   * values for the command and `afterExecute` to read.
   */
  readonly store: Map<string, unknown>;
  /**
   * Whether this command runs because another handed it over with {@link Context.forwardCommand}:
   * a command can then tell a direct use from a forwarded one.
   */
  readonly forwarded: boolean;
  readonly #args: readonly string[];
  readonly #forward: ((command: string) => Promise<void>) | undefined;
  readonly #init: ContextInit<SourceOf<Source>>;
  #config: ContextParameters<ExecutionModeOf<Source>, Args> | undefined;
  #locale: Locale | null = null;

  /**
   * Creates a context. CommandKit does this for every command it runs.
   *
   * @param init - The context's values.
   */
  constructor(init: ContextInit<SourceOf<Source>>);
  /**
   * Creates a context the way CommandKit 1.0 code does: from the running CommandKit and a
   * description of the run. A context made this way cannot forward the run
   * ({@link Context.forwardCommand} throws): only CommandKit's own contexts can.
   *
   * @param commandkit - The running CommandKit.
   * @param config - The command, the handler kind, its interaction or message (and a message
   * command's parser), and the optional values; see {@link ContextParameters}.
   * @throws `TypeError` when the values do not make a context, as for {@link Context.clone}.
   */
  constructor(commandkit: CommandKitType, config: ContextParameters<ExecutionModeOf<Source>, Args>);
  constructor(first: ContextInit<SourceOf<Source>> | CommandKitType, config?: ContextParameters<ExecutionModeOf<Source>, Args>) {
    const init = (
      config ? initFromParameters(first as CommandKitType, config as ContextParameters, 'new Context()') : first
    ) as ContextInit<SourceOf<Source>>;
    this.commandkit = init.commandkit;
    this.command = init.command;
    this.kind = init.kind;
    this.source = init.source;
    this.options = init.options;
    this.store = init.store;
    this.forwarded = init.forwarded ?? false;
    this.#args = init.args;
    this.#forward = init.forward;
    this.#init = init;
  }

  /**
   * What this context is made of, in CommandKit 1.0's shape: the command, the handler kind, the
   * interaction or message, the message command's parser, the `store`, whether the run was
   * forwarded, and the run's environment. Read-only: {@link Context.clone} makes a context with
   * other values.
   */
  get config(): ContextParameters<ExecutionModeOf<Source>, Args> {
    if (!this.#config) {
      const message = this.isMessage();
      const config: ContextParameters = {
        command: this.command,
        executionMode: this.kind,
        interaction: (message ? undefined : this.source) as never,
        message: (message ? this.source : undefined) as never,
        messageCommandParser: this.#init.messageCommandParser as never,
        store: this.store,
        forwarded: this.forwarded,
        customArgs: this.#init.customArgs,
        environment: this.#init.environment,
      };
      this.#config = Object.freeze(config) as ContextParameters<ExecutionModeOf<Source>, Args>;
    }
    return this.#config;
  }

  /**
   * The locale set with {@link Context.setLocale}, under CommandKit 1.0's name: `null` when none
   * was set and {@link Context.getLocale} detects it.
   */
  get _locale(): Locale | null {
    return this.#locale;
  }

  /** Sets the locale, as {@link Context.setLocale} does. */
  set _locale(locale: Locale | null) {
    this.#locale = locale;
  }

  /**
   * A copy of this context with some of its {@link Context.config} values changed: another
   * command, interaction or message, `store`, and so on. What is not given is kept, the `store`
   * map included (shared, not copied), as are the locale set with {@link Context.setLocale} and
   * how {@link Context.forwardCommand} runs. The copy is a plain `Context`, also when cloning a
   * middleware's context.
   *
   * The options follow the source: kept when the interaction or message stays the same, read from
   * the new interaction, or from `messageCommandParser` for another message (which must then be
   * given, as the parser knows the command's options).
   *
   * @param config - The values to change.
   * @returns The new context.
   * @throws `TypeError` when the values do not make a context: an unknown `executionMode`, no
   * interaction or message for it, or another message without its parser.
   *
   * @example
   * ```ts
   * // Run a helper that reads ctx.store with a store of its own.
   * await audit(ctx.clone({ store: new Map() }));
   * ```
   */
  clone(config: Partial<ContextParameters<ExecutionModeOf<Source>>> = {}): Context<Source> {
    const parameters = { ...this.config, ...config } as ContextParameters;
    const init = initFromParameters(this.commandkit, parameters, 'ctx.clone()', this.#init, config.messageCommandParser !== undefined);
    const clone = new Context<Source>(init as ContextInit<SourceOf<Source>>);
    clone.setLocale(this.#locale);
    return clone;
  }

  /**
   * Which handler runs, under CommandKit 1.0's name: the same value as {@link Context.kind}, one
   * of {@link CommandExecutionMode}.
   */
  get executionMode(): CommandExecutionMode {
    return this.kind;
  }

  /**
   * The words after a message command's name, quotes removed; empty for interactions. Useful
   * for message commands that take free-form arguments instead of declared options.
   *
   * @returns A new array on each call, so changing it does not affect other readers.
   */
  args(): string[] {
    return [...this.#args];
  }

  /**
   * The name that identifies the command for per-command data such as translation namespaces:
   * its registered name, also when a message command was used through an alias or a longer
   * prefix (1.0 read it from the message text, which broke for both).
   *
   * @returns The command's name.
   */
  getCommandIdentifier(): string {
    return this.command.name;
  }

  /**
   * The preferred locale of the guild the command was used in.
   *
   * @returns The guild's locale, or `null` in DMs and when the guild is not known.
   */
  getGuildLocale(): Locale | null {
    return guildLocaleOf(this.source);
  }

  /**
   * The locale of the user's Discord client.
   *
   * @returns The user's locale for interactions; `null` for message commands, which do not carry it.
   */
  getUserLocale(): Locale | null {
    return userLocaleOf(this.source);
  }

  /**
   * The locale to answer in: the one set with {@link Context.setLocale}, else (when `preferUser`)
   * the user's, else the guild's, else `en-US`.
   *
   * @param preferUser - Whether the user's locale wins over the guild's.
   * @returns The locale.
   */
  getLocale(preferUser = false): Locale {
    return this.#locale ?? (preferUser ? this.getUserLocale() : null) ?? this.getGuildLocale() ?? FALLBACK_LOCALE;
  }

  /**
   * Sets the locale {@link Context.getLocale} returns for the rest of this context's life, such as
   * a language the user chose in the bot's settings.
   *
   * @param locale - The locale, or `null` to go back to the detected one.
   */
  setLocale(locale: Locale | null): void {
    this.#locale = locale;
  }

  /**
   * Ends the command quietly, from its handler or a middleware's `beforeExecute`: the same as
   * {@link exitMiddleware}. Functions scheduled with {@link after} still run.
   *
   * @returns Never: it always throws.
   */
  exit(): never {
    return exitMiddleware();
  }

  /**
   * Hands the run over to another command: that command's middleware and its handler of the same
   * kind run now, with this interaction or message and `forwarded` set to `true` on their
   * context. When they are done, the returned promise rejects with a signal that ends the caller
   * quietly, so code after `await ctx.forwardCommand(...)` does not run. Await it (or return it),
   * so the forwarded command finishes within this run and its `after()` functions are kept.
   *
   * @typeParam C - The command name's type.
   * @param command - The name of the command to run, a command of the same type as this run (as
   * for {@link redirect}).
   * @returns A promise that never resolves: it rejects once the forwarded command has run.
   *
   * @example
   * ```ts
   * export const chatInput: ChatInputCommand = async (ctx) => {
   *   if (!ctx.options.getString('query')) return ctx.forwardCommand('help');
   *   // ...
   * };
   * ```
   */
  forwardCommand<C extends ResolvableCommand>(command: C): Promise<never> {
    const forward = this.#forward;
    const run = (async (): Promise<never> => {
      if (!forward) throw new Error(`ctx.forwardCommand(${JSON.stringify(command)}) was called on a context CommandKit is not running.`);
      await forward(command);
      throw new ForwardedSignal(command);
    })();
    // A caller that does not await still gets the forwarded run; its end signal is then nobody's.
    run.catch(() => undefined);
    return run;
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
  // `infer S` makes the test apply to each source of a union (a general context's interaction is
  // any of the interactions, or undefined).
  get interaction(): SourceOf<Source> extends infer S ? (S extends Message ? undefined : S) : never {
    return (this.isMessage() ? undefined : this.source) as never;
  }

  /**
   * The message that triggered a message command; `undefined` for interactions (a message
   * context-menu command's message is `ctx.interaction.targetMessage`).
   */
  get message(): SourceOf<Source> extends infer S ? (S extends Message ? S : undefined) : never {
    return (this.isMessage() ? this.source : undefined) as never;
  }

  /** Who used the command: the interaction's user or the message's author. */
  get user(): User {
    const source: CommandSource = this.source;
    return isMessage(this.kind, source) ? source.author : source.user;
  }

  /** The guild the command was used in, when it is cached; `null` in DMs. */
  get guild(): Guild | null {
    return this.source.guild;
  }

  /** The id of the channel the command was used in. */
  get channelId(): string | null {
    return this.source.channelId;
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
  isMessage(): this is Context<Extract<SourceOf<Source>, Message>> {
    return this.kind === 'message';
  }

  /**
   * Whether an interaction (slash, context-menu or autocomplete) triggered the command.
   *
   * @returns `true` for interactions, narrowing the context's source to the interactions.
   */
  isInteraction(): this is Context<Exclude<SourceOf<Source>, Message>> {
    return this.kind !== 'message';
  }

  /**
   * Whether a slash command is running.
   *
   * @returns `true` for a slash command, narrowing the context to `Context<ChatInputCommandInteraction>`.
   */
  isChatInput(): this is Context<Extract<SourceOf<Source>, ChatInputCommandInteraction>> {
    return this.kind === 'chatInput';
  }

  /**
   * Whether a slash command is running: CommandKit 1.0's name for {@link Context.isChatInput}.
   *
   * @returns `true` for a slash command, narrowing the context to `Context<ChatInputCommandInteraction>`.
   */
  isChatInputCommand(): this is Context<Extract<SourceOf<Source>, ChatInputCommandInteraction>> {
    return this.isChatInput();
  }

  /**
   * Whether this is the context a middleware's `beforeExecute` or `afterExecute` received,
   * rather than the one of the command's handler.
   *
   * @returns `true` for a {@link MiddlewareContext}.
   */
  isMiddleware(): this is MiddlewareContextType<Source> {
    return false;
  }

  /**
   * Whether an autocomplete request is being answered.
   *
   * @returns `true` for autocomplete, narrowing the context to `Context<AutocompleteInteraction>`.
   */
  isAutocomplete(): this is Context<Extract<SourceOf<Source>, AutocompleteInteraction>> {
    return this.kind === 'autocomplete';
  }

  /**
   * Whether a user context-menu command is running.
   *
   * @returns `true` for a user context-menu command.
   */
  isUserContextMenu(): this is Context<Extract<SourceOf<Source>, UserContextMenuCommandInteraction>> {
    return this.kind === 'userContextMenu';
  }

  /**
   * Whether a message context-menu command is running.
   *
   * @returns `true` for a message context-menu command.
   */
  isMessageContextMenu(): this is Context<Extract<SourceOf<Source>, MessageContextMenuCommandInteraction>> {
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
    if (isMessage(this.kind, source)) return await source.reply(forMessage(options));
    if (source.isAutocomplete()) {
      throw new Error(`An autocomplete request cannot be replied to: call ctx.interaction.respond(choices) in "${this.commandName}".`);
    }
    const payload = options as string | InteractionReplyOptions;
    if (source.deferred && !source.replied) return await source.editReply(payload as never);
    if (source.replied) return await source.followUp(payload);
    return await source.reply(payload);
  }
}

function isMessage(kind: CommandKind, source: CommandSource): source is Message {
  return kind === 'message' && 'author' in source;
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
