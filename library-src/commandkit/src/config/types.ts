import type { CommandKitPlugin, PluginEntry } from '../plugins/plugin-kinds.ts';

/**
 * What a bot project can set in its `commandkit.config.ts`. Every field is optional: a project
 * that sets nothing gets the defaults listed on each field.
 *
 * Paths are relative to the project root, the directory that holds the config file.
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
   * The directory that holds the bot's `commands/` and `events/` directories. The entry file
   * that default-exports the client, `app.ts`, sits beside it in its parent directory: with the
   * default, `src/app.ts`. It must not be inside {@link CommandKitConfig.distDir}, nor contain it.
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

  /**
   * The guilds where dev-only commands (see {@link CommandMetadata.devOnly}) are registered;
   * anyone in them may use those commands. Ids are strings of 17 to 20 digits.
   *
   * @defaultValue `[]`
   */
  devGuildIds?: readonly string[];

  /**
   * The users who may use dev-only commands wherever those are registered.
   *
   * @defaultValue `[]`
   */
  devUserIds?: readonly string[];

  /**
   * The roles whose members may use dev-only commands wherever those are registered.
   *
   * @defaultValue `[]`
   */
  devRoleIds?: readonly string[];

  /**
   * The project's plugins: {@link CompilerPlugin}s, which rewrite the sources while
   * `commandkit build` and `commandkit dev` compile them, and {@link RuntimePlugin}s, which the
   * bot's {@link CommandKit} installs when it starts. Each kind runs in the order listed here.
   *
   * Entries may be lists, nested to any depth (plugin factories such as `cache()` return
   * several plugins), and falsy entries are skipped, so `isDev && devtools()` works. Every plugin
   * needs a name of its own.
   *
   * @defaultValue `[]`
   *
   * @example
   * ```ts
   * import { defineConfig } from 'commandkit';
   * import { cache } from 'commandkit/cache';
   *
   * export default defineConfig({
   *   plugins: [cache(), process.env.NODE_ENV !== 'production' && new DevTools()],
   * });
   * ```
   */
  plugins?: readonly PluginEntry[];

  /**
   * Whether the build runs `"use macro"` functions: each call of a function whose body starts
   * with `'use macro'` is run while the project builds and replaced by the value it returned, and
   * the function is left out of the build. With `false`, such functions stay normal functions
   * that run with the bot, and the directive is just an unused string.
   *
   * @defaultValue `true`
   *
   * @example
   * ```ts
   * import { defineConfig } from 'commandkit';
   *
   * export default defineConfig({ macro: false });
   * ```
   */
  macro?: boolean;

  /**
   * What the bot does when code started by a command, an event handler or a component handler
   * fails where no `try` can catch it: a promise nobody awaits rejects, or a `setTimeout` callback
   * throws (a late {@link after} call, for instance).
   *
   * - `'log'`: CommandKit logs the error, naming the command or event that started the failing
   *   code, and the bot keeps running. A user who can run a command with such a bug cannot stop
   *   the bot with it.
   * - `'exit'`: CommandKit logs the same line, then leaves the error to Node.js, which prints it
   *   and ends the process with exit code 1 (its default behaviour).
   *
   * It applies from {@link CommandKit.start} to {@link CommandKit.destroy}.
   *
   * @defaultValue `'log'`
   */
  unhandledErrors?: 'log' | 'exit';
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
  /** Guilds where dev-only commands are registered. See {@link CommandKitConfig.devGuildIds}. */
  readonly devGuildIds: readonly string[];
  /** Users who may use dev-only commands. See {@link CommandKitConfig.devUserIds}. */
  readonly devUserIds: readonly string[];
  /** Roles whose members may use dev-only commands. See {@link CommandKitConfig.devRoleIds}. */
  readonly devRoleIds: readonly string[];
  /**
   * The plugins, compiler and runtime, flattened into one list in config order, without the
   * falsy entries. See {@link CommandKitConfig.plugins}.
   */
  readonly plugins: readonly CommandKitPlugin[];
  /** Whether the build runs `"use macro"` functions. See {@link CommandKitConfig.macro}. */
  readonly macro: boolean;
  /**
   * Whether the bot logs errors no code could catch and keeps running, or exits on them.
   * See {@link CommandKitConfig.unhandledErrors}.
   */
  readonly unhandledErrors: 'log' | 'exit';
}
