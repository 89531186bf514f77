import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Client,
  ContextMenuCommandInteraction,
  MessageContextMenuCommandInteraction,
  PermissionsString,
  UserContextMenuCommandInteraction,
} from 'discord.js';
import type { CommandData, CommandDataBuilder, CommandKit } from 'commandkit';

// A command's definition: the same JSON (or builder) as in CommandKit Next's command files, so
// the one type serves both and its page lists both import paths.
export type { CommandData, CommandDataBuilder };

// The shapes CommandKit 0.1.x command, validation and event files were written against, kept
// compatible so that such files type-check unchanged once their imports say '@commandkit/legacy'.

/**
 * The `options` export of a 0.1.x command file: settings the legacy plugin acts on. Other keys
 * are allowed and reach validations as `commandObj.options`.
 *
 * @example
 * ```ts
 * import type { LegacyCommandOptions } from '@commandkit/legacy';
 *
 * export const options: LegacyCommandOptions = { devOnly: true, userPermissions: ['BanMembers'] };
 * ```
 */
export interface LegacyCommandOptions {
  /**
   * Registers the command in the dev guilds only, never globally, and (unless
   * {@link LegacyPluginOptions.skipBuiltInValidations}) refuses it outside the dev guilds and to
   * users who are not developers.
   */
  devOnly?: boolean;
  /** Leaves the command out: it is not loaded, so it is not registered (and is removed from Discord). */
  deleted?: boolean;
  /** Permissions the member running the command must have, checked by the built-in `permissions` validation. */
  userPermissions?: PermissionsString | PermissionsString[];
  /** Permissions the bot must have, checked by the built-in `permissions` validation. */
  botPermissions?: PermissionsString | PermissionsString[];
  /**
   * Ignored, as in 0.1.10.
   *
   * @deprecated Set `contexts` (or the older `dm_permission: false`) in `data` so that Discord
   * hides the command outside servers.
   */
  guildOnly?: boolean;
  /** Keys of your own, for your validations. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string]: any;
}

/**
 * What validations receive as `commandObj`: the command about to run.
 */
export interface CommandObject {
  /** The command's definition, as JSON (a builder is converted). */
  data: CommandData;
  /** The file's `options` export, if any. */
  options?: LegacyCommandOptions;
  /** The absolute path of the command file. */
  filePath: string;
  /** The first folder below the commands folder holding the file, or `null` directly in it. */
  category: string | null;
  /** Any other export of the command file. */
  [key: string]: unknown;
}

/**
 * What every 0.1.x `run` and `autocomplete` function receives.
 */
export interface CommandProps {
  /** The interaction being handled. */
  interaction:
    | ChatInputCommandInteraction
    | ContextMenuCommandInteraction
    | UserContextMenuCommandInteraction
    | MessageContextMenuCommandInteraction
    | AutocompleteInteraction;
  /** The logged-in discord.js client. */
  client: Client<true>;
  /**
   * The running CommandKit (Next): `handler.devUserIds`, `handler.devGuildIds` and
   * `handler.devRoleIds` work as in 0.1.x; `handler.commands` is a `Map` of loaded commands.
   */
  handler: CommandKit;
}

/** What a slash command's `run` receives. */
export interface SlashCommandProps extends CommandProps {
  /** The slash command interaction. */
  interaction: ChatInputCommandInteraction;
}

/** What a context-menu command's `run` receives, for either menu. */
export interface ContextMenuCommandProps extends CommandProps {
  /** The context-menu command interaction. */
  interaction: ContextMenuCommandInteraction;
}

/** What a user context-menu command's `run` receives. */
export interface UserContextMenuCommandProps extends CommandProps {
  /** The user context-menu command interaction. */
  interaction: UserContextMenuCommandInteraction;
}

/** What a message context-menu command's `run` receives. */
export interface MessageContextMenuCommandProps extends CommandProps {
  /** The message context-menu command interaction. */
  interaction: MessageContextMenuCommandInteraction;
}

/** What a command's `autocomplete` export receives. */
export interface AutocompleteProps extends CommandProps {
  /** The autocomplete interaction, to answer with `respond()`. */
  interaction: AutocompleteInteraction;
}

/**
 * A 0.1.x `run` or `autocomplete` function.
 *
 * @typeParam Props - The props it receives.
 */
export type CommandRunner<Props extends CommandProps = CommandProps> = (props: Props) => unknown;

/**
 * A 0.1.x command file once loaded, in the shape CommandKit 1.0 gave it: the definition as JSON,
 * the options, where the file is, and its functions by the kind of interaction each answers.
 * {@link "@commandkit/legacy"!loadLegacyCommands | loadLegacyCommands} returns these, as
 * {@link LegacyCommand}s.
 *
 * A 0.1.x file itself exports `data`, and `run` and/or `autocomplete`, optionally `options`, as
 * named exports or as the properties of a default-exported object.
 *
 * @example
 * ```ts
 * import { join } from 'node:path';
 * import { loadLegacyCommands, type CommandFileData } from '@commandkit/legacy';
 *
 * const commands: CommandFileData[] = await loadLegacyCommands(join(import.meta.dirname, 'commands'));
 * for (const command of commands) console.log(command.data.name, command.category, command.path);
 * ```
 */
export interface CommandFileData {
  /** The command's definition as JSON (a builder is converted with `toJSON()`). */
  data: CommandData;
  /** The file's `options` export, if any. */
  options?: LegacyCommandOptions;
  /** The absolute path of the command file. */
  path: string;
  /** The first folder below the commands folder holding the file, or `null` directly in it. */
  category: string | null;
  /**
   * Answers the slash command: the file's `run`, unless the command is a context-menu command.
   * For a context-menu command, or a file without `run`, there is no slash command to answer, and
   * it rejects with an error saying so.
   */
  chatInput: CommandRunner<SlashCommandProps>;
  /** The file's `run`, when the command is a user context-menu command (`data.type` 2). */
  userContextMenu?: CommandRunner<UserContextMenuCommandProps>;
  /** The file's `run`, when the command is a message context-menu command (`data.type` 3). */
  messageContextMenu?: CommandRunner<MessageContextMenuCommandProps>;
  /** The file's `autocomplete`, if any. */
  autocomplete?: CommandRunner<AutocompleteProps>;
}

/** What a validation function receives. */
export interface ValidationProps {
  /** The interaction about to run the command (autocomplete included). */
  interaction: ChatInputCommandInteraction | ContextMenuCommandInteraction | AutocompleteInteraction;
  /** The logged-in discord.js client. */
  client: Client<true>;
  /** The command about to run. */
  commandObj: CommandObject;
  /** The running CommandKit. */
  handler: CommandKit;
}

/**
 * The default export of a file in the validations folder: returns a truthy value (`true`) to
 * stop the command, after answering the interaction; anything else lets it run.
 *
 * @example
 * ```ts
 * // src/validations/maintenance.ts
 * import { MessageFlags } from 'discord.js';
 * import type { ValidationProps } from '@commandkit/legacy';
 *
 * export default async function maintenance({ interaction }: ValidationProps) {
 *   if (process.env.MAINTENANCE !== 'true' || interaction.isAutocomplete()) return;
 *   await interaction.reply({ content: 'Under maintenance.', flags: MessageFlags.Ephemeral });
 *   return true;
 * }
 * ```
 */
export type ValidationFunction = (props: ValidationProps) => unknown;

/** A loaded validation: its function, its name and the file it came from. */
export interface ValidationFunctionData {
  /**
   * The validation's name: its file name without the extension (`01-log` for
   * `validations/01-log.ts`), or `devOnly` and `permissions` for the built-in validations.
   */
  name: string;
  /** The absolute path of the file, or `built-in:<name>` for the built-in validations. */
  path: string;
  /** The same as {@link ValidationFunctionData.path}, under the name this package gave it first. */
  file: string;
  /** The validation. */
  validate: ValidationFunction;
}

/**
 * A 0.1.x command file as loaded by the legacy plugin: the {@link CommandFileData} CommandKit 1.0
 * code reads, plus what validations see and the file's own functions.
 */
export interface LegacyCommand extends CommandFileData {
  /** The command as validations see it. */
  readonly commandObj: CommandObject;
  /** The file's `run`, if any. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly run: CommandRunner<any> | undefined;
  /** The file's `autocomplete`, if any. */
  readonly autocomplete: CommandRunner<AutocompleteProps> | undefined;
}
