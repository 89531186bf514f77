import type { APIApplicationCommandOption, Message } from 'discord.js';
import { optionDefinitionsOf, type MessageCommandOptionsSchema } from './message-command-schema.ts';
import { MessageOptions } from './options.ts';
import type { ParsedMessageOptions } from './parsed-message-options.ts';
import {
  matchMessageOptions,
  parseMessageOptions,
  settleMessageOptions,
  tokenize,
  type MatchedMessageOptions,
} from './parse-message-options.ts';
import { splitMessageCommand, type SplitMessageCommand } from './split-message-command.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    MessageCommandParser: MessageCommandParser;
  }
}

export type { MessageCommandOptionsSchema } from './message-command-schema.ts';

/** A message command as {@link MessageCommandParser.parse} reads it. */
export interface ParsedMessageCommand {
  /** The command name as typed after the prefix, case kept (an alias stays the alias). */
  command: string;
  /**
   * The options given, in the order they are declared. A user option's value is the `User`, a
   * mentionable's the `User` or `Role`; `options.getMember()` of the parser gives members.
   */
  options: {
    /** The option's name. */
    name: string;
    /** Its value. */
    value: unknown;
  }[];
  /** The subcommand used, if the command has subcommands. */
  subcommand?: string;
  /** The subcommand group used, if any. */
  subcommandGroup?: string;
}

/**
 * Reads a prefixed message as a command: which prefix and command name it uses, and the values
 * of the command's options in the rest of its text. CommandKit makes one for every message
 * command it runs (`ctx.config.messageCommandParser`, and `messageCommandParser` of what a
 * plugin's `executeCommand` receives); `ctx.options` reads the same values.
 *
 * The text is read as the message-commands guide describes: words split at whitespace (quotes
 * keep words together), a subcommand group and subcommand first when the command has them, then
 * one word per option in declared order, the last string option taking the rest of the text, and
 * the message's attachments for attachment options.
 *
 * Users, channels and roles are looked up by mention or id. {@link MessageCommandParser.parse}
 * does not await, so it reads them from discord.js's caches only (mentioned users come with the
 * message); {@link MessageCommandParser.resolve} also fetches what the caches lack, and every
 * later read returns what it found. CommandKit resolves the parser before a command runs.
 *
 * Each result is computed once and kept.
 *
 * @example
 * ```ts
 * import { MessageCommandParser } from 'commandkit';
 * import { ApplicationCommandOptionType } from 'discord.js';
 *
 * client.on('messageCreate', async (message) => {
 *   const parser = new MessageCommandParser(message, ['!', '?'], () => ({ times: ApplicationCommandOptionType.Integer }));
 *   if (parser.getPrefix() === undefined) return;
 *   await parser.resolve();
 *   console.log(parser.getCommand(), parser.getOption<number>('times')); // "!roll 3" → roll 3
 * });
 * ```
 */
export class MessageCommandParser {
  /** The message being read. */
  readonly message: Message;
  readonly #prefixes: readonly string[];
  readonly #schema: (command: string) => MessageCommandOptionsSchema;
  #split: SplitMessageCommand | null | undefined;
  #definitions: readonly APIApplicationCommandOption[] | undefined;
  #matched: MatchedMessageOptions | undefined;
  #parsed: ParsedMessageOptions | undefined;
  #resolving: Promise<void> | undefined;
  #options: MessageOptions | undefined;

  /**
   * @param message - The message to read.
   * @param prefix - The prefixes the message may use; the longest it starts with wins.
   * @param schema - Gives the options of a command, by the command name as typed (case kept);
   * called once, when the options are first needed.
   * @throws `TypeError` when `prefix` is not a list of strings or `schema` is not a function.
   */
  constructor(message: Message, prefix: string[], schema: (command: string) => MessageCommandOptionsSchema) {
    if (!Array.isArray(prefix) || !prefix.every((entry) => typeof entry === 'string')) {
      throw new TypeError(
        `MessageCommandParser takes its prefixes as a list of strings, such as ['!'], got ${JSON.stringify(prefix) ?? typeof prefix}.`,
      );
    }
    if (typeof schema !== 'function') {
      throw new TypeError('MessageCommandParser needs a schema function: (command) => the option definitions of that command.');
    }
    this.message = message;
    this.#prefixes = [...prefix];
    this.#schema = schema;
  }

  /**
   * The command's options, read with the getters of `ctx.options` (`getString`, `getUser` ...).
   * A getter throws `MessageOptionError` when the text does not fit the options.
   */
  get options(): MessageOptions {
    return (this.#options ??= new MessageOptions(this));
  }

  /**
   * The prefix the message starts with, the longest when several fit.
   *
   * @returns The prefix, or `undefined` when the message is not a prefix followed by a command name.
   */
  getPrefix(): string | undefined {
    return this.#splitMessage()?.prefix;
  }

  /**
   * The command name right after the prefix, as typed.
   *
   * @returns The name.
   * @throws `Error` when the message is not a prefix followed by a command name.
   */
  getCommand(): string {
    return this.#head().command;
  }

  /**
   * The words after the command name, quotes removed, subcommand names included: what
   * `ctx.args()` returns.
   *
   * @returns A new array on each call.
   * @throws `Error` when the message is not a prefix followed by a command name.
   */
  getArgs(): string[] {
    return tokenize(this.#head().text).map((token) => token.value);
  }

  /**
   * The subcommand used.
   *
   * @returns Its name, or `undefined` when the command has no subcommands.
   * @throws `MessageOptionError` when the text does not fit the command's options.
   */
  getSubcommand(): string | undefined {
    return this.#match().subcommand ?? undefined;
  }

  /**
   * The subcommand group used.
   *
   * @returns Its name, or `undefined` when the command has no groups or another subcommand was used.
   * @throws `MessageOptionError` when the text does not fit the command's options.
   */
  getSubcommandGroup(): string | undefined {
    return this.#match().subcommandGroup ?? undefined;
  }

  /**
   * The command name, subcommand group and subcommand, separated by spaces as Discord shows a
   * slash command: `role give` for `!role give @Ann`.
   *
   * @returns The full name.
   * @throws As {@link MessageCommandParser.getSubcommand}.
   */
  getFullCommand(): string {
    const { subcommandGroup, subcommand } = this.#match();
    return [this.getCommand(), subcommandGroup, subcommand].filter((part) => part !== null).join(' ');
  }

  /**
   * One option's value.
   *
   * @typeParam T - The value's type, which the caller knows from the schema.
   * @param name - The option's name.
   * @returns The value, or `undefined` when the option was not given.
   * @throws As {@link MessageCommandParser.parse}.
   */
  getOption<T>(name: string): T | undefined {
    return this.parse().options.find((option) => option.name === name)?.value as T | undefined;
  }

  /**
   * Reads the whole command: name, subcommand group and subcommand, and option values. Users,
   * channels and roles come from discord.js's caches unless {@link MessageCommandParser.resolve}
   * fetched them.
   *
   * @returns A new object on each call.
   * @throws `Error` when the message is not a prefix followed by a command name; `MessageOptionError`
   * (its message written for the user) when the text does not fit the options or, before
   * `resolve()`, names a user, channel or role that is not cached.
   */
  parse(): ParsedMessageCommand {
    const parsed = this.parsedOptions();
    const result: ParsedMessageCommand = {
      command: this.getCommand(),
      options: [...parsed.values].map(([name, option]) => ({ name, value: option.value })),
    };
    if (parsed.subcommandGroup !== null) result.subcommandGroup = parsed.subcommandGroup;
    if (parsed.subcommand !== null) result.subcommand = parsed.subcommand;
    return result;
  }

  /**
   * Reads the whole command as {@link MessageCommandParser.parse} does, fetching from Discord the
   * users (and their members), channels and roles the caches lack. Later reads return what it
   * found. Calling it again does not fetch again.
   *
   * @returns The command read.
   * @throws As {@link MessageCommandParser.parse}; a user, channel or role Discord does not know is
   * a `MessageOptionError`.
   */
  async resolve(): Promise<ParsedMessageCommand> {
    this.#resolving ??= (async () => {
      this.#parsed = await parseMessageOptions(this.#optionDefinitions(), this.#head().text, this.message);
    })();
    // A failed resolve may be retried: the next call starts over.
    await this.#resolving.catch((error: unknown) => {
      this.#resolving = undefined;
      throw error;
    });
    return this.parse();
  }

  /**
   * The option values with their types, as `options` reads them.
   *
   * @returns The values {@link MessageCommandParser.resolve} found, or else those read from the caches.
   * @internal
   */
  parsedOptions(): ParsedMessageOptions {
    return (this.#parsed ??= settleMessageOptions(this.#match(), this.message, null));
  }

  #splitMessage(): SplitMessageCommand | null {
    if (this.#split === undefined) this.#split = splitMessageCommand(this.message.content, this.#prefixes);
    return this.#split;
  }

  #head(): SplitMessageCommand {
    const split = this.#splitMessage();
    if (!split) {
      const prefixes = this.#prefixes.map((prefix) => JSON.stringify(prefix)).join(', ') || 'none given';
      throw new Error(
        `The message is not a command: it does not start with a prefix (${prefixes}) followed by a command name. Check getPrefix() before reading it.`,
      );
    }
    return split;
  }

  #optionDefinitions(): readonly APIApplicationCommandOption[] {
    if (!this.#definitions) {
      const command = this.getCommand();
      this.#definitions = optionDefinitionsOf(this.#schema(command), command);
    }
    return this.#definitions;
  }

  #match(): MatchedMessageOptions {
    return (this.#matched ??= matchMessageOptions(this.#optionDefinitions(), this.#head().text, this.message));
  }
}
