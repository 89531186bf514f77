import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type Channel,
  type GuildMember,
  type Message,
  type Role,
  type User,
} from 'discord.js';
import type { ParsedMessageOptions, ParsedOptionValue } from './options.ts';

/**
 * Why a message command's text does not fit the command's options. Its message is written for
 * the user who typed the command.
 */
export class MessageOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageOptionError';
  }
}

/** A word of a message command's text: its value with quotes removed, and where it starts. */
export interface Token {
  readonly value: string;
  readonly start: number;
  readonly quoted: boolean;
}

const OPENING_QUOTES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '“': '”', '„': '“' };

/**
 * Splits text into words at whitespace. A word in double or single quotes (typographic quotes
 * too) may hold spaces; inside it, a backslash escapes the closing quote or a backslash.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    if (/\s/.test(text[index]!)) {
      index++;
      continue;
    }
    const start = index;
    const closing = OPENING_QUOTES[text[index]!];
    if (closing) {
      let value = '';
      index++;
      while (index < text.length && text[index] !== closing) {
        if (text[index] === '\\' && (text[index + 1] === closing || text[index + 1] === '\\')) index++;
        value += text[index];
        index++;
      }
      if (index >= text.length) {
        throw new MessageOptionError(`A quote opened at "${text.slice(start, start + 20)}" is never closed. Close it with ${closing}.`);
      }
      index++;
      tokens.push({ value, start, quoted: true });
    } else {
      while (index < text.length && !/\s/.test(text[index]!)) index++;
      tokens.push({ value: text.slice(start, index), start, quoted: false });
    }
  }
  return tokens;
}

type BasicOption = APIApplicationCommandBasicOption;

/**
 * Parses the text after a message command's name by the command's option definitions.
 *
 * Values are read in the order the options are declared, one word each; a subcommand group and
 * a subcommand, when the command has them, come first. The last option, when it is a string,
 * takes the rest of the text, so `!say hello world` needs no quotes. Users, channels and roles
 * are given by mention or id; attachment options take the message's attachments in order. A
 * command without options accepts any text.
 */
export async function parseMessageOptions(
  definitions: readonly APIApplicationCommandOption[] | undefined,
  text: string,
  message: Message,
): Promise<ParsedMessageOptions> {
  const tokens = tokenize(text);
  // A command that declares no options takes free-form arguments, read from ctx.args.
  if (!definitions || definitions.length === 0) return { subcommandGroup: null, subcommand: null, values: new Map() };
  let position = 0;
  let options = definitions ?? [];
  let subcommandGroup: string | null = null;
  let subcommand: string | null = null;

  const group = pickSubcommand(options, ApplicationCommandOptionType.SubcommandGroup, tokens[position]);
  if (group) {
    subcommandGroup = group.name;
    options = group.options ?? [];
    position++;
  }
  const sub = pickSubcommand(options, ApplicationCommandOptionType.Subcommand, tokens[position]);
  if (sub) {
    subcommand = sub.name;
    options = sub.options ?? [];
    position++;
  }

  const values = new Map<string, ParsedOptionValue>();
  const attachments = [...message.attachments.values()];
  const basic = options as readonly BasicOption[];
  const textOptions = basic.filter((option) => option.type !== ApplicationCommandOptionType.Attachment);

  for (const option of basic) {
    if (option.type === ApplicationCommandOptionType.Attachment) {
      const attachment = attachments.shift();
      if (attachment) values.set(option.name, { type: option.type, value: attachment });
      else if (option.required) throw new MessageOptionError(`Attach a file for "${option.name}".`);
      continue;
    }
    const token = tokens[position];
    if (!token) {
      if (option.required) throw new MessageOptionError(`Missing a value for "${option.name}"${describe(option)}.`);
      continue;
    }
    const isLast = option === textOptions[textOptions.length - 1];
    if (isLast && option.type === ApplicationCommandOptionType.String && position < tokens.length - 1) {
      values.set(option.name, { type: option.type, value: checkString(option, text.slice(token.start).trim()) });
      position = tokens.length;
      continue;
    }
    values.set(option.name, await parseValue(option, token.value, message));
    position++;
  }

  if (position < tokens.length) {
    const extra = tokens.slice(position).map((token) => token.value);
    throw new MessageOptionError(`Too many arguments: ${extra.map((value) => `"${value}"`).join(', ')} not expected.`);
  }
  return { subcommandGroup, subcommand, values };
}

function pickSubcommand(
  options: readonly APIApplicationCommandOption[],
  type: ApplicationCommandOptionType.Subcommand | ApplicationCommandOptionType.SubcommandGroup,
  token: Token | undefined,
): Extract<APIApplicationCommandOption, { type: typeof type }> | undefined {
  const candidates = options.filter((option) => option.type === type);
  if (candidates.length === 0) return undefined;
  const kind = type === ApplicationCommandOptionType.SubcommandGroup ? 'subcommand group' : 'subcommand';
  const names = candidates.map((option) => option.name).join(', ');
  if (!token) throw new MessageOptionError(`Name a ${kind}: one of ${names}.`);
  const found = candidates.find((option) => option.name === token.value.toLowerCase());
  if (!found) throw new MessageOptionError(`Unknown ${kind} "${token.value}": use one of ${names}.`);
  return found as Extract<APIApplicationCommandOption, { type: typeof type }>;
}

/** The usage line of a command's options, such as `<count> [reason]` or `<add|remove> ...`. */
export function describeUsage(definitions: readonly APIApplicationCommandOption[] | undefined): string {
  const options = definitions ?? [];
  const nested = options.filter(
    (option) => option.type === ApplicationCommandOptionType.Subcommand || option.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (nested.length > 0) return `<${nested.map((option) => option.name).join('|')}> ...`;
  return (options as readonly BasicOption[])
    .filter((option) => option.type !== ApplicationCommandOptionType.Attachment)
    .map((option) => (option.required ? `<${option.name}>` : `[${option.name}]`))
    .join(' ');
}

async function parseValue(option: BasicOption, raw: string, message: Message): Promise<ParsedOptionValue> {
  switch (option.type) {
    case ApplicationCommandOptionType.String:
      return { type: option.type, value: checkString(option, raw) };
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number:
      return { type: option.type, value: parseNumber(option, raw) };
    case ApplicationCommandOptionType.Boolean:
      return { type: option.type, value: parseBoolean(option, raw) };
    case ApplicationCommandOptionType.User: {
      const user = await resolveUser(option, raw, message);
      return { type: option.type, value: user, member: await resolveMember(user, message) };
    }
    case ApplicationCommandOptionType.Channel:
      return { type: option.type, value: await resolveChannel(option, raw, message) };
    case ApplicationCommandOptionType.Role:
      return { type: option.type, value: await resolveRole(option, raw, message) };
    case ApplicationCommandOptionType.Mentionable:
      return await resolveMentionable(option, raw, message);
    default:
      throw new MessageOptionError(`Option "${option.name}" has a type message commands cannot read.`);
  }
}

function describe(option: BasicOption): string {
  const names: Partial<Record<ApplicationCommandOptionType, string>> = {
    [ApplicationCommandOptionType.String]: 'text',
    [ApplicationCommandOptionType.Integer]: 'a whole number',
    [ApplicationCommandOptionType.Number]: 'a number',
    [ApplicationCommandOptionType.Boolean]: 'yes or no',
    [ApplicationCommandOptionType.User]: 'a user mention or id',
    [ApplicationCommandOptionType.Channel]: 'a channel mention or id',
    [ApplicationCommandOptionType.Role]: 'a role mention or id',
    [ApplicationCommandOptionType.Mentionable]: 'a user or role mention or id',
  };
  const kind = names[option.type];
  return kind ? ` (${kind})` : '';
}

function checkChoices<T extends string | number>(option: BasicOption, raw: string, value: T): T {
  const choices = 'choices' in option ? (option.choices as readonly { name: string; value: T }[] | undefined) : undefined;
  if (!choices || choices.length === 0) return value;
  const match = choices.find((choice) => choice.value === value) ?? choices.find((choice) => choice.name.toLowerCase() === raw.toLowerCase());
  if (!match) {
    throw new MessageOptionError(
      `"${raw}" is not a choice for "${option.name}": use one of ${choices.map((choice) => String(choice.value)).join(', ')}.`,
    );
  }
  return match.value;
}

function checkString(option: BasicOption & { type: ApplicationCommandOptionType.String }, value: string): string {
  const chosen = checkChoices(option, value, value);
  if (option.min_length !== undefined && chosen.length < option.min_length) {
    throw new MessageOptionError(`"${option.name}" must be at least ${option.min_length} characters long.`);
  }
  if (option.max_length !== undefined && chosen.length > option.max_length) {
    throw new MessageOptionError(`"${option.name}" must be at most ${option.max_length} characters long.`);
  }
  return chosen;
}

function parseNumber(option: BasicOption & { type: ApplicationCommandOptionType.Integer | ApplicationCommandOptionType.Number }, raw: string): number {
  const integer = option.type === ApplicationCommandOptionType.Integer;
  const pattern = integer ? /^[+-]?\d+$/ : /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
  const value = Number(raw);
  const fitsChoice = 'choices' in option && option.choices?.some((choice) => choice.name.toLowerCase() === raw.toLowerCase());
  if (!fitsChoice && (!pattern.test(raw) || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value)))) {
    throw new MessageOptionError(`"${raw}" is not ${integer ? 'a whole number' : 'a number'}, which "${option.name}" must be.`);
  }
  const chosen = checkChoices(option, raw, value);
  if (option.min_value !== undefined && chosen < option.min_value) {
    throw new MessageOptionError(`"${option.name}" must be at least ${option.min_value}, got ${chosen}.`);
  }
  if (option.max_value !== undefined && chosen > option.max_value) {
    throw new MessageOptionError(`"${option.name}" must be at most ${option.max_value}, got ${chosen}.`);
  }
  return chosen;
}

const TRUE_WORDS = ['true', 'yes', 'y', 'on'];
const FALSE_WORDS = ['false', 'no', 'n', 'off'];

function parseBoolean(option: BasicOption, raw: string): boolean {
  const word = raw.toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new MessageOptionError(`"${raw}" is not yes or no, which "${option.name}" must be: use true or false.`);
}

function snowflake(raw: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(raw);
  return match?.[1];
}

const USER_MENTION = /^(?:<@!?(\d{17,20})>|(\d{17,20}))$/;
const CHANNEL_MENTION = /^(?:<#(\d{17,20})>|(\d{17,20}))$/;
const ROLE_MENTION = /^(?:<@&(\d{17,20})>|(\d{17,20}))$/;

function idOf(raw: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(raw);
  return match ? (match[1] ?? match[2]) : undefined;
}

async function resolveUser(option: BasicOption, raw: string, message: Message): Promise<User> {
  const id = idOf(raw, USER_MENTION);
  if (!id) throw new MessageOptionError(`"${raw}" is not a user mention or id, which "${option.name}" must be.`);
  const user = message.mentions.users.get(id) ?? (await message.client.users.fetch(id).catch(() => null));
  if (!user) throw new MessageOptionError(`No user found for "${raw}" (option "${option.name}").`);
  return user;
}

async function resolveMember(user: User, message: Message): Promise<GuildMember | null> {
  if (!message.guild) return null;
  return message.guild.members.cache.get(user.id) ?? (await message.guild.members.fetch(user.id).catch(() => null));
}

async function resolveChannel(option: BasicOption & { type: ApplicationCommandOptionType.Channel }, raw: string, message: Message): Promise<Channel> {
  const id = idOf(raw, CHANNEL_MENTION);
  if (!id) throw new MessageOptionError(`"${raw}" is not a channel mention or id, which "${option.name}" must be.`);
  const channel = message.client.channels.cache.get(id) ?? (await message.client.channels.fetch(id).catch(() => null));
  const elsewhere = channel && 'guildId' in channel && channel.guildId && channel.guildId !== message.guildId;
  if (!channel || elsewhere) throw new MessageOptionError(`No channel found for "${raw}" (option "${option.name}").`);
  if (option.channel_types && option.channel_types.length > 0 && !option.channel_types.includes(channel.type as never)) {
    throw new MessageOptionError(`The channel ${raw} is not of a kind "${option.name}" accepts.`);
  }
  return channel;
}

async function resolveRole(option: BasicOption, raw: string, message: Message): Promise<Role> {
  const id = idOf(raw, ROLE_MENTION);
  if (!id) throw new MessageOptionError(`"${raw}" is not a role mention or id, which "${option.name}" must be.`);
  return await findRole(option, raw, id, message);
}

async function findRole(option: BasicOption, raw: string, id: string, message: Message): Promise<Role> {
  if (!message.guild) throw new MessageOptionError(`Roles can only be given in a server (option "${option.name}").`);
  const role = message.guild.roles.cache.get(id) ?? (await message.guild.roles.fetch(id).catch(() => null));
  if (!role) throw new MessageOptionError(`No role found for "${raw}" (option "${option.name}").`);
  return role;
}

async function resolveMentionable(
  option: BasicOption & { type: ApplicationCommandOptionType.Mentionable },
  raw: string,
  message: Message,
): Promise<ParsedOptionValue> {
  const roleId = snowflake(raw, /^<@&(\d{17,20})>$/);
  if (roleId) return { type: option.type, value: await findRole(option, raw, roleId, message), member: null };
  const userMention = snowflake(raw, /^<@!?(\d{17,20})>$/);
  const bareId = snowflake(raw, /^(\d{17,20})$/);
  if (!userMention && !bareId) {
    throw new MessageOptionError(`"${raw}" is not a user or role mention or id, which "${option.name}" must be.`);
  }
  if (bareId && message.guild) {
    const role = message.guild.roles.cache.get(bareId);
    if (role) return { type: option.type, value: role, member: null };
  }
  const user = await resolveUser(option, raw, message).catch(async (error: unknown) => {
    if (bareId && message.guild) {
      const role = await message.guild.roles.fetch(bareId).catch(() => null);
      if (role) return role;
    }
    throw error;
  });
  if (!('username' in user)) return { type: option.type, value: user, member: null };
  return { type: option.type, value: user, member: await resolveMember(user, message) };
}
