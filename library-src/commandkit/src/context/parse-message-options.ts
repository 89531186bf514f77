import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type Message,
} from 'discord.js';
import {
  fetchEntities,
  isEntityOption,
  readEntityWord,
  settleEntity,
  type EntityWord,
  type FetchedEntities,
} from './message-option-entities.ts';
import { MessageOptionError } from './message-option-error.ts';
import type { ParsedMessageOptions, ParsedOptionValue } from './parsed-message-options.ts';

export { MessageOptionError } from './message-option-error.ts';

/** A word of a message command's text: its value with quotes removed, and where it starts. */
export interface Token {
  /** The word, without its quotes and with escapes resolved. */
  readonly value: string;
  /** Where the word starts in the text, at its opening quote for a quoted word. */
  readonly start: number;
  /** Whether the word was written in quotes that are closed. */
  readonly quoted: boolean;
  /**
   * The closing quote the word lacks, when it starts with an opening quote that is never closed;
   * the quote is then an ordinary character of the word.
   */
  readonly unclosed: string | undefined;
}

const OPENING_QUOTES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '“': '”', '„': '“' };

/**
 * Splits text into words at whitespace. A word in double or single quotes (typographic quotes
 * too) may hold spaces; inside it, a backslash escapes the closing quote or a backslash. A quote
 * inside a word (`it's`) is an ordinary character, and so is an opening quote that is never
 * closed: `'sup` is the word `'sup`, marked {@link Token.unclosed}. Never throws.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Closing quotes known to be missing from the rest of the text: later words that open with
  // them need no scan (which would make a text full of unclosed quotes quadratic).
  const missing = new Set<string>();
  let index = 0;
  while (index < text.length) {
    if (/\s/.test(text[index]!)) {
      index++;
      continue;
    }
    const start = index;
    const closing = OPENING_QUOTES[text[index]!];
    if (closing && !missing.has(closing)) {
      let value = '';
      index++;
      while (index < text.length && text[index] !== closing) {
        if (text[index] === '\\' && (text[index + 1] === closing || text[index + 1] === '\\')) index++;
        value += text[index];
        index++;
      }
      if (index < text.length) {
        index++;
        tokens.push({ value, start, quoted: true, unclosed: undefined });
        continue;
      }
      // Never closed: the quote is an ordinary character, and the word ends at whitespace.
      missing.add(closing);
      index = start;
    }
    while (index < text.length && !/\s/.test(text[index]!)) index++;
    tokens.push({ value: text.slice(start, index), start, quoted: false, unclosed: closing });
  }
  return tokens;
}

type BasicOption = APIApplicationCommandBasicOption;

/** One option given in a message command's text, as matched to its definition. */
export type MatchedOption =
  | { readonly name: string; readonly value: ParsedOptionValue; readonly word?: undefined }
  | { readonly name: string; readonly word: EntityWord; readonly value?: undefined };

/**
 * A message command's text matched to the command's options: every value read, except the users,
 * channels and roles the words name, which are looked up afterwards.
 */
export interface MatchedMessageOptions {
  readonly subcommandGroup: string | null;
  readonly subcommand: string | null;
  /** The options given, in the order they are declared. */
  readonly options: readonly MatchedOption[];
}

/**
 * Parses the text after a message command's name by the command's option definitions.
 *
 * Values are read in the order the options are declared, one word each (see {@link tokenize}); a
 * subcommand, or a subcommand group and one of its subcommands, comes first when the command has
 * them (groups and subcommands may sit side by side at the top level, and the first word is
 * matched against both). Users, channels and roles are given by mention or id, and fetched from
 * Discord when discord.js has not cached them; attachment options take the message's attachments
 * in order. A command without options accepts any text.
 *
 * The last option, when it is a string, takes the rest of the text, so `!say hello world` needs
 * no quotes. The rest is taken as typed, quotes and backslashes included (`"hi" there` stays
 * `"hi" there`), except that one surrounding pair of quotes is removed when the whole rest is a
 * single quoted string (`"hi there"` gives `hi there`, `"say \"hi\""` gives `say \"hi\"`).
 *
 * A quote that is opened and never closed is an ordinary character in the text the last string
 * option takes, as it is in `ctx.args`. In a word read on its own (a subcommand name or any other
 * option's value) it is an error, since the quoted value was most likely meant to go on.
 *
 * Every word's form is checked before anything is looked up, so a text with a malformed word
 * costs no request to Discord.
 *
 * @throws `MessageOptionError` when the text does not fit the options; its message is written for
 * the user.
 */
export async function parseMessageOptions(
  definitions: readonly APIApplicationCommandOption[] | undefined,
  text: string,
  message: Message,
): Promise<ParsedMessageOptions> {
  const matched = matchMessageOptions(definitions, text, message);
  const words = matched.options.flatMap((option) => (option.word ? [option.word] : []));
  return settleMessageOptions(matched, message, await fetchEntities(words, message));
}

/**
 * Parses the text after a message command's name as {@link parseMessageOptions} does, without
 * awaiting: users, channels and roles are read from discord.js's caches only (a mention's user
 * comes with the message), and one the caches lack is an error.
 *
 * @throws `MessageOptionError` when the text does not fit the options or names something not cached.
 */
export function parseMessageOptionsFromCache(
  definitions: readonly APIApplicationCommandOption[] | undefined,
  text: string,
  message: Message,
): ParsedMessageOptions {
  return settleMessageOptions(matchMessageOptions(definitions, text, message), message, null);
}

/**
 * Reads a message command's values by the value of every user, channel and role word.
 *
 * @param fetched - What was fetched for the words the caches lack; `null` to read the caches only.
 */
export function settleMessageOptions(
  matched: MatchedMessageOptions,
  message: Message,
  fetched: FetchedEntities | null,
): ParsedMessageOptions {
  const values = new Map<string, ParsedOptionValue>();
  for (const option of matched.options) values.set(option.name, option.word ? settleEntity(option.word, message, fetched) : option.value!);
  return { subcommandGroup: matched.subcommandGroup, subcommand: matched.subcommand, values };
}

/**
 * Matches the words of a message command's text to the command's options (see
 * {@link parseMessageOptions}), converting every value but users, channels and roles, whose words
 * are only checked for form. Never awaits.
 *
 * @throws `MessageOptionError` when the text does not fit the options.
 */
export function matchMessageOptions(
  definitions: readonly APIApplicationCommandOption[] | undefined,
  text: string,
  message: Message,
): MatchedMessageOptions {
  // A command that declares no options takes free-form arguments, read from ctx.args.
  if (!definitions || definitions.length === 0) return { subcommandGroup: null, subcommand: null, options: [] };
  const tokens = tokenize(text);
  let position = 0;
  let options = definitions;
  let subcommandGroup: string | null = null;
  let subcommand: string | null = null;

  const first = pickSubcommand(
    options,
    [ApplicationCommandOptionType.SubcommandGroup, ApplicationCommandOptionType.Subcommand],
    tokens[position],
    text,
  );
  if (first) {
    position++;
    options = first.options ?? [];
    if (first.type === ApplicationCommandOptionType.SubcommandGroup) {
      subcommandGroup = first.name;
      const sub = pickSubcommand(options, [ApplicationCommandOptionType.Subcommand], tokens[position], text);
      if (sub) {
        subcommand = sub.name;
        options = sub.options ?? [];
        position++;
      }
    } else {
      subcommand = first.name;
    }
  }

  const matched: MatchedOption[] = [];
  const attachments = [...message.attachments.values()];
  const basic = options as readonly BasicOption[];
  const textOptions = basic.filter((option) => option.type !== ApplicationCommandOptionType.Attachment);

  for (const option of basic) {
    if (option.type === ApplicationCommandOptionType.Attachment) {
      const attachment = attachments.shift();
      if (attachment) matched.push({ name: option.name, value: { type: option.type, value: attachment } });
      else if (option.required) throw new MessageOptionError(`Attach a file for "${option.name}".`);
      continue;
    }
    const token = tokens[position];
    if (!token) {
      if (option.required) throw new MessageOptionError(`Missing a value for "${option.name}"${describe(option)}.`);
      continue;
    }
    const isLast = option === textOptions[textOptions.length - 1];
    if (isLast && option.type === ApplicationCommandOptionType.String) {
      const rest = text.slice(token.start).trimEnd();
      const whole = tokens.length - position === 1 && token.quoted;
      matched.push({ name: option.name, value: { type: option.type, value: checkString(option, whole ? rest.slice(1, -1) : rest) } });
      position = tokens.length;
      continue;
    }
    const raw = word(token, text);
    if (isEntityOption(option)) matched.push({ name: option.name, word: readEntityWord(option, raw, message) });
    else matched.push({ name: option.name, value: parseValue(option, raw) });
    position++;
  }

  if (position < tokens.length) {
    const extra = tokens.slice(position).map((token) => token.value);
    throw new MessageOptionError(`Too many arguments: ${extra.map((value) => `"${value}"`).join(', ')} not expected.`);
  }
  return { subcommandGroup, subcommand, options: matched };
}

/** A word read on its own, which may not start with a quote that is never closed. */
function word(token: Token, text: string): string {
  if (token.unclosed) {
    throw new MessageOptionError(
      `A quote opened at "${text.slice(token.start, token.start + 20)}" is never closed. Close it with ${token.unclosed}.`,
    );
  }
  return token.value;
}

type NestedOption = Extract<
  APIApplicationCommandOption,
  { type: ApplicationCommandOptionType.Subcommand | ApplicationCommandOptionType.SubcommandGroup }
>;

const NESTED_KINDS: Readonly<Record<number, string>> = {
  [ApplicationCommandOptionType.Subcommand]: 'subcommand',
  [ApplicationCommandOptionType.SubcommandGroup]: 'subcommand group',
};

/**
 * The subcommand or group the word names, among the options of the given types; `undefined`
 * when the options have none of these types.
 */
function pickSubcommand(
  options: readonly APIApplicationCommandOption[],
  types: readonly NestedOption['type'][],
  token: Token | undefined,
  text: string,
): NestedOption | undefined {
  const candidates = options.filter((option): option is NestedOption => (types as readonly number[]).includes(option.type));
  if (candidates.length === 0) return undefined;
  const kinds = [...new Set(candidates.map((option) => NESTED_KINDS[option.type]!))].sort((a, b) => a.length - b.length);
  const kind = kinds.join(' or ');
  const names = candidates.map((option) => option.name).join(', ');
  if (!token) throw new MessageOptionError(`Name a ${kind}: one of ${names}.`);
  const name = word(token, text);
  const found = candidates.find((option) => option.name === name.toLowerCase());
  if (!found) throw new MessageOptionError(`Unknown ${kind} "${name}": use one of ${names}.`);
  return found;
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

/** The value of an option that is not a user, channel, role or attachment. */
function parseValue(option: BasicOption, raw: string): ParsedOptionValue {
  switch (option.type) {
    case ApplicationCommandOptionType.String:
      return { type: option.type, value: checkString(option, raw) };
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number:
      return { type: option.type, value: parseNumber(option, raw) };
    case ApplicationCommandOptionType.Boolean:
      return { type: option.type, value: parseBoolean(option, raw) };
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
  const match =
    choices.find((choice) => choice.value === value) ?? choices.find((choice) => choice.name.toLowerCase() === raw.toLowerCase());
  if (!match) {
    // Users see the choices' names; either a name or a value is accepted, so both are shown.
    const listed = choices.map((choice) =>
      choice.name === String(choice.value) ? choice.name : `${choice.name} (${String(choice.value)})`,
    );
    throw new MessageOptionError(`"${raw}" is not a choice for "${option.name}": use one of ${listed.join(', ')}.`);
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

function parseNumber(
  option: BasicOption & { type: ApplicationCommandOptionType.Integer | ApplicationCommandOptionType.Number },
  raw: string,
): number {
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
