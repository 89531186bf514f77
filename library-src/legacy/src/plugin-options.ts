/**
 * Options of {@link "@commandkit/legacy"!legacy | legacy} and
 * {@link "@commandkit/legacy"!LegacyPlugin | LegacyPlugin}.
 */
export interface LegacyPluginOptions {
  /**
   * The folder of the 0.1.x command files, relative to the built source root: the parent of
   * CommandKit's app directory, so `'commands'` is `src/commands` in the project (`dist/commands`
   * once built), beside `src/app`. An absolute path is used as it is.
   *
   * @defaultValue `'commands'`
   */
  commandsPath?: string;
  /**
   * The folder of the 0.1.x event folders (`<event>/<file>`), relative like
   * {@link LegacyPluginOptions.commandsPath}.
   *
   * @defaultValue `'events'`
   */
  eventsPath?: string;
  /**
   * The folder of the validation files, relative like {@link LegacyPluginOptions.commandsPath}.
   *
   * @defaultValue `'validations'`
   */
  validationsPath?: string;
  /**
   * Leaves out the built-in `devOnly` and `permissions` validations. Dev-only commands are still
   * registered in the dev guilds only.
   *
   * @defaultValue `false`
   */
  skipBuiltInValidations?: boolean;
  /**
   * Guilds where the built-in `devOnly` validation lets dev-only commands run. Registration uses
   * the config's `devGuildIds`, so list these guilds there too.
   *
   * @defaultValue the config's `devGuildIds`
   */
  devGuildIds?: readonly string[];
  /**
   * Users the built-in `devOnly` validation lets run dev-only commands.
   *
   * @defaultValue the config's `devUserIds`
   */
  devUserIds?: readonly string[];
  /**
   * Roles whose members the built-in `devOnly` validation lets run dev-only commands.
   *
   * @defaultValue the config's `devRoleIds`
   */
  devRoleIds?: readonly string[];
}
