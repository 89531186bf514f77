/**
 * `@commandkit/legacy`: runs CommandKit 0.1.x command, validation and event files in a
 * CommandKit Next bot, to migrate it one file at a time.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { legacy } from '@commandkit/legacy';
 *
 * export default defineConfig({
 *   devGuildIds: ['123456789012345678'],
 *   plugins: [legacy()],
 * });
 * ```
 *
 * @packageDocumentation
 */
export { LegacyPlugin, legacy } from './legacy-plugin.ts';
export type { LegacyPluginOptions } from './plugin-options.ts';
// CommandKit 1.0's names of the plugin and its options: the same class and type.
export { LegacyPlugin as LegacyHandlerPlugin } from './legacy-plugin.ts';
export type { LegacyPluginOptions as LegacyHandlerPluginOptions } from './plugin-options.ts';
export { LegacyCommandsCLIPlugin } from './legacy-commands-cli-plugin.ts';
export { recursivelyFindFiles, type FileData } from './recursively-find-files.ts';
export { loadLegacyCommands } from './load-commands.ts';
export { loadLegacyValidations } from './load-validations.ts';
export { loadLegacyEvents } from './load-events.ts';
export { toLoadedCommand } from './to-loaded-command.ts';
export {
  BUILT_IN_MESSAGES,
  devOnlyValidation,
  missingPermissionsEmbed,
  permissionsValidation,
  type DeveloperLists,
} from './built-in-validations.ts';
export { FILE_EXTENSIONS, type ModuleImporter } from './files.ts';
export type {
  AutocompleteProps,
  CommandData,
  CommandDataBuilder,
  CommandFileData,
  CommandObject,
  LegacyCommandOptions,
  // CommandKit 1.0's name of the options of a 0.1.x command file: the same interface.
  LegacyCommandOptions as CommandOptions,
  CommandProps,
  CommandRunner,
  ContextMenuCommandProps,
  LegacyCommand,
  MessageContextMenuCommandProps,
  SlashCommandProps,
  UserContextMenuCommandProps,
  ValidationFunction,
  ValidationFunctionData,
  ValidationProps,
} from './types.ts';
