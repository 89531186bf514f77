import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord.js';

/**
 * The options a message command's text is read by, as {@link MessageCommandParser} asks for them
 * by command name. Either form:
 *
 * - the command's option definitions, as in its `command.options` (Discord API JSON): every check
 *   a slash command has (required, choices, ranges, lengths, channel types, subcommands) applies;
 * - CommandKit 1.0's short form, a map of option name to discord.js's `ApplicationCommandOptionType`: each
 *   option is optional and unchecked beyond its type, in the map's order. A `Subcommand` entry
 *   declares a subcommand without options; groups need the first form.
 *
 * Either way the values are read by position: see {@link MessageCommandParser}. An empty list or
 * map means free-form text, read with {@link MessageCommandParser.getArgs}.
 *
 * @example
 * ```ts
 * const byDefinitions: MessageCommandOptionsSchema = [
 *   { name: 'amount', description: 'How many', type: ApplicationCommandOptionType.Integer, required: true },
 * ];
 * const byTypes: MessageCommandOptionsSchema = { amount: ApplicationCommandOptionType.Integer };
 * ```
 */
export type MessageCommandOptionsSchema = readonly APIApplicationCommandOption[] | Readonly<Record<string, ApplicationCommandOptionType>>;

const TYPES_OF_SHORT_FORM: readonly ApplicationCommandOptionType[] = [
  ApplicationCommandOptionType.Subcommand,
  ApplicationCommandOptionType.String,
  ApplicationCommandOptionType.Integer,
  ApplicationCommandOptionType.Boolean,
  ApplicationCommandOptionType.User,
  ApplicationCommandOptionType.Channel,
  ApplicationCommandOptionType.Role,
  ApplicationCommandOptionType.Mentionable,
  ApplicationCommandOptionType.Number,
  ApplicationCommandOptionType.Attachment,
];

/**
 * The option definitions a schema stands for.
 *
 * @param schema - What the schema function returned.
 * @param command - The command it was asked for, for the error message.
 * @throws `TypeError` naming the command when the schema is neither form, or mixes subcommands
 * with options in the short form.
 */
export function optionDefinitionsOf(schema: unknown, command: string): readonly APIApplicationCommandOption[] {
  const problem = (what: string) => new TypeError(`The message command schema for "${command}" ${what}.`);
  if (Array.isArray(schema)) {
    for (const option of schema as unknown[]) {
      const valid =
        typeof option === 'object' &&
        option !== null &&
        typeof (option as { name?: unknown }).name === 'string' &&
        typeof (option as { type?: unknown }).type === 'number';
      if (!valid) throw problem(`holds ${JSON.stringify(option) ?? String(option)}, not an option definition with a name and a type`);
    }
    return schema as readonly APIApplicationCommandOption[];
  }
  if (typeof schema !== 'object' || schema === null) {
    throw problem(
      `is ${JSON.stringify(schema) ?? String(schema)}: return the command's option definitions or a map of option name to ApplicationCommandOptionType`,
    );
  }
  const entries = Object.entries(schema);
  for (const [name, type] of entries) {
    if (!TYPES_OF_SHORT_FORM.includes(type as ApplicationCommandOptionType)) {
      throw problem(
        `gives "${name}" the type ${JSON.stringify(type) ?? String(type)}; use an ApplicationCommandOptionType (option definitions for subcommand groups)`,
      );
    }
  }
  const subcommands = entries.filter(([, type]) => type === ApplicationCommandOptionType.Subcommand).length;
  if (subcommands > 0 && subcommands < entries.length) {
    throw problem('mixes subcommands with options; give the subcommands their options with option definitions instead');
  }
  return entries.map(([name, type]) => ({ name, description: name, type }) as APIApplicationCommandOption);
}
