import {
  ApplicationCommandOptionType,
  type APIInteractionDataResolvedChannel,
  type APIInteractionDataResolvedGuildMember,
  type APIRole,
  type Attachment,
  type Channel,
  type CommandInteractionOptionResolver,
  type GuildMember,
  type Role,
  type User,
} from 'discord.js';
import type { MessageCommandParserType } from '../types/runtime-types.ts';
import type { ParsedMessageOptions, ParsedOptionValue } from './parsed-message-options.ts';

/**
 * The return type of an option getter of {@link CommandOptions}: the value when `Required` is
 * `true`, else the value or `null`.
 */
export type OptionValue<Required extends boolean, Value> = Required extends true ? Value : Value | null;

/**
 * A command's options, read the same way whether the command came as a slash command (Discord
 * sent the values) or as a message command (CommandKit parsed them from the text). The getters
 * mirror discord.js's `CommandInteractionOptionResolver`.
 *
 * Each getter returns `null` for an option that was not given, or throws when `required` is
 * `true`. Asking for an option with the getter of another type throws.
 *
 * @example
 * ```ts
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const amount = ctx.options.getInteger('amount', true);
 *   const reason = ctx.options.getString('reason') ?? 'no reason';
 *   await ctx.reply(`Deleting ${amount} messages: ${reason}`);
 * };
 * ```
 */
export interface CommandOptions {
  /**
   * The subcommand used.
   *
   * @param required - Whether to throw when the command was used without a subcommand.
   * @returns The subcommand's name.
   */
  getSubcommand<Required extends boolean = true>(required?: Required): OptionValue<Required, string>;
  /**
   * The subcommand group used.
   *
   * @param required - Whether to throw when there is none.
   * @returns The group's name.
   */
  getSubcommandGroup<Required extends boolean = false>(required?: Required): OptionValue<Required, string>;
  /**
   * A string option.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The value.
   */
  getString<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, string>;
  /**
   * An integer option.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The value.
   */
  getInteger<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, number>;
  /**
   * A number option.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The value.
   */
  getNumber<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, number>;
  /**
   * A boolean option.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The value.
   */
  getBoolean<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, boolean>;
  /**
   * A user option (or the user of a mentionable option).
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The user.
   */
  getUser<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, User>;
  /**
   * The guild member behind a user option, when the command was used in a guild and the user is
   * a member of it.
   *
   * @param name - The option's name.
   * @returns The member, or `null`.
   */
  getMember(name: string): GuildMember | APIInteractionDataResolvedGuildMember | null;
  /**
   * A channel option.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The channel.
   */
  getChannel<Required extends boolean = false>(
    name: string,
    required?: Required,
  ): OptionValue<Required, Channel | APIInteractionDataResolvedChannel>;
  /**
   * A role option (or the role of a mentionable option).
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The role.
   */
  getRole<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Role | APIRole>;
  /**
   * A mentionable option: a user, member or role.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The member when there is one, else the user or role.
   */
  getMentionable<Required extends boolean = false>(
    name: string,
    required?: Required,
  ): OptionValue<Required, User | GuildMember | APIInteractionDataResolvedGuildMember | Role | APIRole>;
  /**
   * An attachment option. For message commands, attachment options take the message's
   * attachments in order.
   *
   * @param name - The option's name.
   * @param required - Whether to throw when it was not given.
   * @returns The attachment.
   */
  getAttachment<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Attachment>;
}

/** Reads an interaction's options through discord.js's own resolver. */
export class InteractionOptions implements CommandOptions {
  readonly #resolver: CommandInteractionOptionResolver;

  constructor(resolver: unknown) {
    // Every command interaction's options are a CommandInteractionOptionResolver at run time;
    // discord.js's types hide the getters that do not apply to the interaction's kind.
    this.#resolver = resolver as CommandInteractionOptionResolver;
  }

  getSubcommand<Required extends boolean = true>(required?: Required): OptionValue<Required, string> {
    return this.#resolver.getSubcommand((required ?? true) as boolean) as OptionValue<Required, string>;
  }
  getSubcommandGroup<Required extends boolean = false>(required?: Required): OptionValue<Required, string> {
    return this.#resolver.getSubcommandGroup(Boolean(required)) as OptionValue<Required, string>;
  }
  getString<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, string> {
    return this.#resolver.getString(name, Boolean(required)) as OptionValue<Required, string>;
  }
  getInteger<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, number> {
    return this.#resolver.getInteger(name, Boolean(required)) as OptionValue<Required, number>;
  }
  getNumber<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, number> {
    return this.#resolver.getNumber(name, Boolean(required)) as OptionValue<Required, number>;
  }
  getBoolean<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, boolean> {
    return this.#resolver.getBoolean(name, Boolean(required)) as OptionValue<Required, boolean>;
  }
  getUser<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, User> {
    return this.#resolver.getUser(name, Boolean(required)) as OptionValue<Required, User>;
  }
  getMember(name: string): GuildMember | APIInteractionDataResolvedGuildMember | null {
    return this.#resolver.getMember(name);
  }
  getChannel<Required extends boolean = false>(
    name: string,
    required?: Required,
  ): OptionValue<Required, Channel | APIInteractionDataResolvedChannel> {
    return this.#resolver.getChannel(name, Boolean(required)) as OptionValue<Required, Channel | APIInteractionDataResolvedChannel>;
  }
  getRole<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Role | APIRole> {
    return this.#resolver.getRole(name, Boolean(required)) as OptionValue<Required, Role | APIRole>;
  }
  getMentionable<Required extends boolean = false>(
    name: string,
    required?: Required,
  ): OptionValue<Required, User | GuildMember | APIInteractionDataResolvedGuildMember | Role | APIRole> {
    return this.#resolver.getMentionable(name, Boolean(required)) as OptionValue<
      Required,
      User | GuildMember | APIInteractionDataResolvedGuildMember | Role | APIRole
    >;
  }
  getAttachment<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Attachment> {
    return this.#resolver.getAttachment(name, Boolean(required)) as OptionValue<Required, Attachment>;
  }
}

/**
 * Serves options parsed from a message command's text through the {@link CommandOptions} getters:
 * `ctx.options` of a `message` handler, and `options` of a {@link MessageCommandParser}. Exported
 * as `MessageCommandOptions`, its 1.0 name.
 */
export class MessageOptions implements CommandOptions {
  readonly #source: ParsedMessageOptions | MessageCommandParserType;

  /**
   * CommandKit builds one per message command; {@link MessageCommandParser.options} is one.
   *
   * @param parser - The parser of the message, read when a getter is first called.
   */
  constructor(parser: MessageCommandParserType);
  /**
   * Serves option values already parsed.
   *
   * @param parsed - The values.
   * @internal
   */
  constructor(parsed: ParsedMessageOptions);
  constructor(source: MessageCommandParserType | ParsedMessageOptions) {
    this.#source = source;
  }

  get #parsed(): ParsedMessageOptions {
    const source = this.#source;
    return 'parsedOptions' in source ? source.parsedOptions() : source;
  }

  getSubcommand<Required extends boolean = true>(required?: Required): OptionValue<Required, string> {
    if ((required ?? true) && this.#parsed.subcommand === null) throw new TypeError('The command was used without a subcommand.');
    return this.#parsed.subcommand as OptionValue<Required, string>;
  }
  getSubcommandGroup<Required extends boolean = false>(required?: Required): OptionValue<Required, string> {
    if (required && this.#parsed.subcommandGroup === null) throw new TypeError('The command was used without a subcommand group.');
    return this.#parsed.subcommandGroup as OptionValue<Required, string>;
  }
  getString<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, string> {
    return (this.#get(name, [ApplicationCommandOptionType.String], required)?.value ?? null) as OptionValue<Required, string>;
  }
  getInteger<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, number> {
    return (this.#get(name, [ApplicationCommandOptionType.Integer], required)?.value ?? null) as OptionValue<Required, number>;
  }
  getNumber<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, number> {
    return (this.#get(name, [ApplicationCommandOptionType.Number], required)?.value ?? null) as OptionValue<Required, number>;
  }
  getBoolean<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, boolean> {
    return (this.#get(name, [ApplicationCommandOptionType.Boolean], required)?.value ?? null) as OptionValue<Required, boolean>;
  }
  getUser<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, User> {
    const option = this.#get(name, [ApplicationCommandOptionType.User, ApplicationCommandOptionType.Mentionable], required);
    const user = option && 'member' in option && !isRole(option.value) ? option.value : null;
    if (required && !user) throw new TypeError(`Option "${name}" is required and holds no user.`);
    return user as OptionValue<Required, User>;
  }
  /**
   * The guild member a user (or mentionable) option names, as in CommandKit 1.0, which also took
   * `required`.
   *
   * @param name - The option's name.
   * @param required - When `true`, a missing option, or one naming no member of the guild (a user
   * outside it, a role, a message in DMs), throws instead of giving `null`.
   * @returns The member, or `null`.
   * @throws `TypeError` when `required` is `true` and there is no member, or when the option is
   * not a user or mentionable option.
   */
  getMember<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, GuildMember> {
    const option = this.#get(name, [ApplicationCommandOptionType.User, ApplicationCommandOptionType.Mentionable], required);
    const member = option && 'member' in option ? option.member : null;
    if (required && !member) throw new TypeError(`Option "${name}" is required and holds no member of the guild.`);
    return member as OptionValue<Required, GuildMember>;
  }
  getChannel<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Channel> {
    return (this.#get(name, [ApplicationCommandOptionType.Channel], required)?.value ?? null) as OptionValue<Required, Channel>;
  }
  getRole<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Role> {
    const option = this.#get(name, [ApplicationCommandOptionType.Role, ApplicationCommandOptionType.Mentionable], required);
    const role =
      option &&
      (option.type === ApplicationCommandOptionType.Role || option.type === ApplicationCommandOptionType.Mentionable) &&
      isRole(option.value)
        ? option.value
        : null;
    if (required && !role) throw new TypeError(`Option "${name}" is required and holds no role.`);
    return role as OptionValue<Required, Role>;
  }
  getMentionable<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, User | GuildMember | Role> {
    const option = this.#get(
      name,
      [ApplicationCommandOptionType.Mentionable, ApplicationCommandOptionType.User, ApplicationCommandOptionType.Role],
      required,
    );
    if (!option) return null as OptionValue<Required, User | GuildMember | Role>;
    return ('member' in option && option.member ? option.member : option.value) as OptionValue<Required, User | GuildMember | Role>;
  }
  getAttachment<Required extends boolean = false>(name: string, required?: Required): OptionValue<Required, Attachment> {
    return (this.#get(name, [ApplicationCommandOptionType.Attachment], required)?.value ?? null) as OptionValue<Required, Attachment>;
  }

  #get(name: string, types: readonly ApplicationCommandOptionType[], required: boolean | undefined): ParsedOptionValue | null {
    const option = this.#parsed.values.get(name);
    if (!option) {
      if (required) throw new TypeError(`Option "${name}" is required but was not given.`);
      return null;
    }
    if (!types.includes(option.type)) {
      throw new TypeError(
        `Option "${name}" is of type ${ApplicationCommandOptionType[option.type]}; expected ${types.map((type) => ApplicationCommandOptionType[type]).join(' or ')}.`,
      );
    }
    return option;
  }
}

function isRole(value: User | Role): value is Role {
  return 'permissions' in value && 'hoist' in value;
}
