import { ApplicationCommandOptionType, ApplicationCommandType, type Locale } from 'discord.js';
import type { CommandData } from 'commandkit';

/**
 * The `$command` key of a command's locale file: the command's name, description, options and
 * choices in that locale. Options are matched with the command's options by position (the first
 * entry translates the first option), and so are choices and the options of subcommands.
 *
 * @example
 * ```json
 * {
 *   "$command": {
 *     "name": "avatar",
 *     "description": "Affiche l'avatar d'un membre",
 *     "options": [{ "name": "membre", "description": "Le membre à afficher" }]
 *   },
 *   "reply": "Avatar de {{user}}"
 * }
 * ```
 */
export interface CommandTranslation {
  /** The command's name in the locale: 1-32 characters, lower case and without spaces for a slash command. */
  name?: string;
  /** The command's description in the locale: 1-100 characters. */
  description?: string;
  /** The command's options, in the order of the command's options. */
  options?: OptionTranslation[];
}

/** One entry of {@link CommandTranslation.options}. */
export interface OptionTranslation {
  /** The option's name in the locale: 1-32 characters, lower case, without spaces. */
  name?: string;
  /** The option's description in the locale: 1-100 characters. */
  description?: string;
  /** The option's choices, in the order of its choices. */
  choices?: ChoiceTranslation[];
  /** The options of a subcommand or subcommand group, in their order. */
  options?: OptionTranslation[];
}

/** One entry of {@link OptionTranslation.choices}. */
export interface ChoiceTranslation {
  /** The choice's name (what users see) in the locale: 1-100 characters. */
  name?: string;
}

/** The `$command` of one locale file, as {@link localizeCommand} takes it. */
export interface CommandTranslationSource {
  /** The file's locale. */
  readonly locale: Locale;
  /** The file's path, for warnings. */
  readonly file: string;
  /** The value of the file's `$command` key (checked here, since it comes from a user's JSON). */
  readonly command: unknown;
}

// Discord's rule for slash command and option names: letters (lower case where the script has
// cases), digits, - _ ' and the Devanagari and Thai scripts; no spaces.
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

const NAME_RULE = "slash command and option names must be 1-32 characters, lower case, without spaces (letters, digits, - _ ')";

type Json = Record<string, unknown>;

/**
 * Adds the translations of `$command` keys to a command's definition: `name_localizations` and
 * `description_localizations` of the command, of its options (recursively, for subcommands and
 * groups) and `name_localizations` of its choices. A value Discord would refuse (an upper-case or
 * spaced slash name, a name over 32 or a description over 100 characters, a value that is not a
 * string) is left out with a warning naming the file and locale, so the rest still registers.
 *
 * @param data - The definition about to be registered; it is not modified.
 * @param sources - The `$command` value of each locale's file for this command.
 * @param warn - Receives one line per value left out.
 * @returns A copy of `data` with the localizations added.
 *
 * @example
 * ```ts
 * const data = localizeCommand({ name: 'ping', description: 'Pong!' }, [
 *   { locale: 'fr', file: 'locales/fr/ping.json', command: { description: 'Répond pong' } },
 * ], console.warn);
 * // data.description_localizations: { fr: 'Répond pong' }
 * ```
 */
export function localizeCommand(
  data: CommandData,
  sources: readonly CommandTranslationSource[],
  warn: (message: string) => void,
): CommandData {
  const copy = structuredClone(data) as unknown as Json;
  const chatInput = ((copy.type as number | undefined) ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
  for (const { locale, file, command } of sources) {
    const where = (path: string) => `${path} in ${file} (${locale})`;
    if (!isObject(command)) {
      warn(`I18nPlugin: ignored $command in ${file} (${locale}): it must be an object such as { "name": "...", "description": "..." }.`);
      continue;
    }
    const name = checkedString(command.name, '$command.name', chatInput ? 'name' : 'menuName', where, warn);
    if (name !== undefined) setLocalization(copy, 'name_localizations', locale, name);
    // Context-menu commands (and the context-menu twins of a slash command file) have a name only.
    if (!chatInput) continue;
    const description = checkedString(command.description, '$command.description', 'description', where, warn);
    if (description !== undefined) setLocalization(copy, 'description_localizations', locale, description);
    localizeOptions(copy.options, command.options, '$command.options', locale, where, warn);
  }
  return copy as unknown as CommandData;
}

function localizeOptions(
  options: unknown,
  translations: unknown,
  path: string,
  locale: Locale,
  where: (path: string) => string,
  warn: (message: string) => void,
): void {
  eachByPosition(
    options,
    translations,
    path,
    { item: 'option', items: 'options', owner: 'command' },
    where,
    warn,
    (option, translation, at) => {
      if (!isObject(translation)) {
        warn(`I18nPlugin: ignored ${where(at)}: it must be an object such as { "name": "...", "description": "..." }.`);
        return;
      }
      const name = checkedString(translation.name, `${at}.name`, 'name', where, warn);
      if (name !== undefined) setLocalization(option, 'name_localizations', locale, name);
      const description = checkedString(translation.description, `${at}.description`, 'description', where, warn);
      if (description !== undefined) setLocalization(option, 'description_localizations', locale, description);
      localizeChoices(option.choices, translation.choices, `${at}.choices`, locale, where, warn);
      const nested =
        option.type === ApplicationCommandOptionType.Subcommand || option.type === ApplicationCommandOptionType.SubcommandGroup;
      if (nested || translation.options !== undefined)
        localizeOptions(option.options, translation.options, `${at}.options`, locale, where, warn);
    },
  );
}

function localizeChoices(
  choices: unknown,
  translations: unknown,
  path: string,
  locale: Locale,
  where: (path: string) => string,
  warn: (message: string) => void,
): void {
  eachByPosition(
    choices,
    translations,
    path,
    { item: 'choice', items: 'choices', owner: 'option' },
    where,
    warn,
    (choice, translation, at) => {
      const value = isObject(translation) ? translation.name : translation;
      const name = checkedString(value, `${at}.name`, 'choice', where, warn);
      if (name !== undefined) setLocalization(choice, 'name_localizations', locale, name);
    },
  );
}

/**
 * Pairs each translation with the option or choice at its position, warning (and skipping) when
 * the translations are not a list or a position has nothing to translate.
 */
function eachByPosition(
  targets: unknown,
  translations: unknown,
  path: string,
  names: { item: string; items: string; owner: string },
  where: (path: string) => string,
  warn: (message: string) => void,
  apply: (target: Record<string, unknown>, translation: unknown, at: string) => void,
): void {
  if (translations === undefined) return;
  if (!Array.isArray(translations)) {
    warn(`I18nPlugin: ignored ${where(path)}: it must be an array, matched with the ${names.items} by position.`);
    return;
  }
  const list = Array.isArray(targets) ? (targets as unknown[]) : [];
  translations.forEach((translation, index) => {
    const at = `${path}[${index}]`;
    const target = list[index];
    if (!isObject(target)) {
      warn(
        `I18nPlugin: ignored ${where(at)}: the ${names.owner} has no ${names.item} at that position (${names.items} are matched by position).`,
      );
      return;
    }
    apply(target, translation, at);
  });
}

/**
 * Whether Discord accepts a string as the name of a slash command or option (see
 * {@link CHAT_INPUT_NAME}), in lower case.
 *
 * @param value - The name.
 * @returns `true` for names such as `ping` or `répondre`; `false` for `Ping` or `user info`.
 */
export function isSlashCommandName(value: string): boolean {
  return CHAT_INPUT_NAME.test(value) && value === value.toLowerCase();
}

type Rule = 'name' | 'menuName' | 'description' | 'choice';

/** The value when Discord would accept it for `rule`; `undefined` (with a warning unless absent) otherwise. */
function checkedString(
  value: unknown,
  path: string,
  rule: Rule,
  where: (path: string) => string,
  warn: (message: string) => void,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    warn(`I18nPlugin: left out ${where(path)}: it must be a string.`);
    return undefined;
  }
  const problem = problemWith(value, rule);
  if (problem) {
    warn(`I18nPlugin: left out ${JSON.stringify(value)}, ${where(path)}: ${problem}.`);
    return undefined;
  }
  return value;
}

/** Why Discord would refuse `value` for `rule`, or `undefined` when it is fine. */
function problemWith(value: string, rule: Rule): string | undefined {
  const length = [...value].length;
  switch (rule) {
    case 'name':
      return isSlashCommandName(value) ? undefined : NAME_RULE;
    case 'menuName':
      return length >= 1 && length <= 32 ? undefined : 'context-menu command names must be 1-32 characters';
    case 'description':
      return length >= 1 && length <= 100 ? undefined : 'descriptions must be 1-100 characters';
    case 'choice':
      return length >= 1 && length <= 100 ? undefined : 'choice names must be 1-100 characters';
  }
}

function setLocalization(target: Json, field: 'name_localizations' | 'description_localizations', locale: Locale, value: string): void {
  const existing = isObject(target[field]) ? target[field] : {};
  target[field] = { ...existing, [locale]: value };
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
