/**
 * What a bot project can set in its `commandkit.config.ts`. Every field is optional: a project
 * that sets nothing gets the defaults listed on each field.
 *
 * Paths are relative to the project root, the directory that holds the config file.
 *
 * @remarks
 * In this development version CommandKit validates these settings and makes them available
 * through {@link getConfig}; the `commandkit dev`, `build` and `start` commands that act on them
 * are still being written.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'commandkit';
 *
 * export default defineConfig({
 *   appDir: 'src/app',
 *   distDir: 'dist',
 *   prefix: ['!', '?'],
 *   env: { LOG_LEVEL: 'debug' },
 * });
 * ```
 */
export interface CommandKitConfig {
  /**
   * The directory that holds the bot's application code: its `app.ts` entry file and the
   * `commands/` and `events/` directories. It must not be inside {@link CommandKitConfig.distDir},
   * nor contain it.
   *
   * @defaultValue `'src/app'`
   */
  appDir?: string;

  /**
   * The directory that `commandkit build` writes the compiled bot to, and that `commandkit start`
   * runs it from. The build empties it first, which is why it may not overlap
   * {@link CommandKitConfig.appDir}.
   *
   * @defaultValue `'dist'`
   */
  distDir?: string;

  /**
   * Whether compiled output carries source maps, so that stack traces point at the lines of your
   * TypeScript sources rather than at the generated JavaScript.
   *
   * @defaultValue `true`
   */
  sourceMap?: boolean;

  /**
   * Environment variables set on `process.env` of the bot process that `commandkit dev` and
   * `commandkit start` launch. Names must be valid shell variable names (letters, digits and
   * underscores, not starting with a digit) and values must be strings, as in `process.env` itself.
   *
   * @defaultValue `{}`
   */
  env?: Record<string, string>;

  /**
   * Whether `commandkit dev` watches the project and reloads the bot when a file changes.
   *
   * @defaultValue `true`
   */
  watch?: boolean;

  /**
   * The prefix, or prefixes, that mark a message as a message command: with `'!'`, the message
   * `!ping` runs the `ping` command. A prefix is a non-empty string without whitespace, since
   * whitespace separates a command's name from its arguments.
   *
   * @defaultValue `'!'`
   */
  prefix?: string | readonly string[];
}

/**
 * A {@link CommandKitConfig} after validation: every field is present, defaults fill in what the
 * project left out, and {@link CommandKitConfig.prefix} is always a list. The object and its
 * nested values are frozen.
 *
 * This is what {@link defineConfig}, {@link loadConfig} and {@link getConfig} return.
 */
export interface ResolvedCommandKitConfig {
  /** The directory that holds the bot's application code. See {@link CommandKitConfig.appDir}. */
  readonly appDir: string;
  /** The build output directory. See {@link CommandKitConfig.distDir}. */
  readonly distDir: string;
  /** Whether compiled output carries source maps. See {@link CommandKitConfig.sourceMap}. */
  readonly sourceMap: boolean;
  /** Environment variables for the bot process. See {@link CommandKitConfig.env}. */
  readonly env: Readonly<Record<string, string>>;
  /** Whether `commandkit dev` reloads on change. See {@link CommandKitConfig.watch}. */
  readonly watch: boolean;
  /**
   * The message-command prefixes, without duplicates, in the order given.
   * See {@link CommandKitConfig.prefix}.
   */
  readonly prefix: readonly string[];
}
