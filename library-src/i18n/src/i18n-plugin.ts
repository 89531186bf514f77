import { join, posix, sep } from 'node:path';
import type { Interaction, Message } from 'discord.js';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import {
  getCommandKit,
  getConfig,
  getCurrentDirectory,
  RuntimePlugin,
  type CommandBuilderLike,
  type CommandData,
  type CommandKit,
  type CommandKitEnvironment,
  type CommandKitPluginRuntime,
  type PreparedAppCommandExecution,
} from 'commandkit';
import { localizeCommand } from './command-localizations.ts';
import { I18nCliTemplatePlugin } from './i18n-cli-template-plugin.ts';
import { DISCORD_LOCALES, isDiscordLocale } from './discord-locales.ts';
import { localeFilePath, localesDirectoryOf } from './locale-paths.ts';
import { scanLocales, type ScannedLocales } from './locale-scan.ts';

/**
 * An i18next module for {@link I18nPluginOptions.plugins}: anything `i18next.use()` takes, such
 * as a backend, a language detector, a post-processor or a formatter (an object or a class).
 */
export type I18nextModule = Parameters<I18n['use']>[0];

/** Options of {@link i18n} and {@link I18nPlugin}. */
export interface I18nPluginOptions {
  /**
   * The locale used when none is known (in event handlers, DMs of message commands, code outside
   * handlers) and the one missing translations fall back to. It must be a Discord locale code.
   *
   * @defaultValue `'en-US'`
   */
  defaultLocale?: string;
  /**
   * i18next options, applied over the plugin's defaults (`fallbackLng` = the default locale,
   * `defaultNS` and `fallbackNS` = `'common'`, `interpolation.escapeValue` = `false`,
   * `showSupportNotice` = `false`). `resources` given here are kept, except that a locale file
   * replaces the namespace of its name in its locale.
   *
   * @defaultValue `{}`
   */
  i18nOptions?: InitOptions;
  /**
   * i18next modules to `use()` before i18next starts, in order.
   *
   * @defaultValue `[]`
   */
  plugins?: readonly I18nextModule[];
}

/** The namespace used outside commands and events, and searched when a command's namespace lacks a key. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * The key under which {@link I18nPlugin.executeCommand} leaves the plugin's i18next instance in
 * each command run's `env.variables`, the place CommandKit 1.0 kept it.
 */
export const I18N_INSTANCE_VARIABLE = 'i18n:plugin:instance';

/**
 * The runtime plugin that localizes a bot with i18next. When the bot starts it reads the locales
 * directory, `<appDir>/locales/<Discord locale>/<namespace>.json` (the build copies
 * `src/app/locales` there), into an i18next instance of its own. Before registration it adds the
 * `$command` translations of each command's file to the command's definition
 * (`name_localizations`, `description_localizations`, options and choices). While the bot runs,
 * `ctx.locale()` and {@link locale} give a `t` bound to the command's namespace and the user's
 * locale.
 *
 * Each plugin has its own i18next instance (never the global `i18next` singleton), reachable as
 * {@link I18nPlugin.i18n} or with `useI18n()`.
 *
 * Usually made with {@link "@commandkit/i18n"!i18n | i18n}.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'commandkit';
 * import { I18nPlugin } from '@commandkit/i18n';
 *
 * export default defineConfig({
 *   plugins: [new I18nPlugin({ defaultLocale: 'en-GB' })],
 * });
 * ```
 */
export class I18nPlugin extends RuntimePlugin<I18nPluginOptions> {
  /** The plugin's name. */
  readonly name = 'I18nPlugin';
  /** The default locale: {@link I18nPluginOptions.defaultLocale}, `'en-US'` unless set. */
  readonly defaultLocale: string;
  #i18n: I18n | undefined;
  #scanned: ScannedLocales | undefined;
  #commandkit: CommandKit | undefined;
  #loads = 0;
  #active = false;

  /**
   * @param options - The default locale, i18next options and i18next modules.
   * @throws `TypeError` when `defaultLocale` is not a Discord locale code.
   */
  constructor(options?: I18nPluginOptions) {
    super(options);
    this.defaultLocale = this.options.defaultLocale ?? 'en-US';
    if (!isDiscordLocale(this.defaultLocale)) {
      throw new TypeError(
        `i18n(): defaultLocale "${this.defaultLocale}" is not a Discord locale; use one of ${DISCORD_LOCALES.join(', ')}.`,
      );
    }
  }

  /**
   * The plugin's i18next instance.
   *
   * @throws `Error` before the plugin was activated (the bot has not started).
   */
  get i18n(): I18n {
    if (!this.#i18n) throw new Error('The I18nPlugin has not been activated yet: the bot must be started before translations can be used.');
    return this.#i18n;
  }

  /** Whether the plugin is active: activated and not deactivated since. */
  get active(): boolean {
    return this.#active;
  }

  /** What the last scan of the locales directory found; `undefined` before activation. */
  get locales(): ScannedLocales | undefined {
    return this.#scanned;
  }

  /**
   * Where the translations of one locale and namespace are read from:
   * `<cwd>/app/locales/<lng>/<ns>.json`. With the defaults it is the pattern of every locale file,
   * with i18next's `{{lng}}` and `{{ns}}` placeholders, as an i18next file backend takes it.
   *
   * @param cwd - The directory holding the bot's `app` directory (`dist` for a built bot). When
   * left out: the locales directory of the running CommandKit (`<appDir>/locales`, whatever
   * `appDir` is called), else that of `getCurrentDirectory()`.
   * @param lng - The locale, such as `'fr'`.
   * @param ns - The namespace: a command's name, `<event>.event` for an event, or `'common'`.
   * @returns An absolute path when `cwd` is absolute or left out.
   * @throws `TypeError` when an argument is given but is not a string.
   *
   * @example
   * ```ts
   * I18nPlugin.getLoadPath('/bot/dist', 'fr', 'ping'); // '/bot/dist/app/locales/fr/ping.json'
   * I18nPlugin.getLoadPath('/bot/dist'); // '/bot/dist/app/locales/{{lng}}/{{ns}}.json'
   * ```
   */
  static getLoadPath(cwd?: string, lng = '{{lng}}', ns = '{{ns}}'): string {
    for (const [name, value] of [
      ['cwd', cwd],
      ['lng', lng],
      ['ns', ns],
    ] as const) {
      if (value !== undefined && typeof value !== 'string') {
        throw new TypeError(`I18nPlugin.getLoadPath() takes ${name} as a string, got ${typeof value}.`);
      }
    }
    const appDir = cwd === undefined ? (getCommandKit()?.appDir ?? join(getCurrentDirectory(), 'app')) : join(cwd, 'app');
    return localeFilePath(localesDirectoryOf(appDir), lng, ns);
  }

  /**
   * Creates the i18next instance, reads the locales directory and starts i18next with its
   * translations.
   *
   * @param ctx - The plugins of the starting bot; the locales directory is `<appDir>/locales` of
   * `ctx.commandkit`.
   * @returns Once i18next is ready.
   * @throws `SyntaxError` naming the file, line and column when a locale file is not valid JSON
   * (this stops the start), `TypeError` when a file does not hold a JSON object.
   */
  override async activate(ctx: CommandKitPluginRuntime): Promise<void> {
    const { commandkit } = ctx;
    const scanned = scanLocales(localesDirectoryOf(commandkit.appDir), commandkit.logger, sourceLocalesDirectory());
    const instance = i18next.createInstance();
    for (const module of this.options.plugins ?? []) instance.use(module);
    const userOptions = this.options.i18nOptions ?? {};
    const defaultNS = typeof userOptions.defaultNS === 'string' ? userOptions.defaultNS : DEFAULT_NAMESPACE;
    const resources = structuredClone(userOptions.resources ?? {}) as Record<string, Record<string, unknown>>;
    for (const file of scanned.files) (resources[file.locale] ??= {})[file.namespace] = file.resources;
    await instance.init({
      lng: this.defaultLocale,
      fallbackLng: this.defaultLocale,
      defaultNS,
      fallbackNS: defaultNS,
      partialBundledLanguages: true,
      initAsync: false,
      showSupportNotice: false,
      ...userOptions,
      interpolation: { escapeValue: false, ...userOptions.interpolation },
      ns: [...new Set([defaultNS, ...scanned.namespaces, ...toList(userOptions.ns)])],
      resources: resources as InitOptions['resources'],
    });
    this.#i18n = instance;
    this.#scanned = scanned;
    this.#commandkit = commandkit;
    this.#loads = 0;
    this.#active = true;
    if (scanned.files.length > 0 && !scanned.locales.includes(this.defaultLocale as never)) {
      commandkit.logger.warn(
        `I18nPlugin: ${scanned.directory} has no "${this.defaultLocale}" folder for the default locale, so keys missing in other locales show as the keys themselves.`,
      );
    }
    commandkit.logger.debug(
      `I18nPlugin: loaded ${scanned.files.length} locale file${scanned.files.length === 1 ? '' : 's'} (${scanned.locales.join(', ') || 'no locales'}) from ${scanned.directory}.`,
    );
  }

  /**
   * Marks the plugin inactive: `useI18n()` and `ctx.locale()` no longer find it. The i18next
   * instance stays readable through {@link I18nPlugin.i18n} until the next activation.
   *
   * @param ctx - The plugins of the bot being stopped, for its logger; CommandKit passes it, and
   * code calling the hook by hand may leave it out.
   */
  override deactivate(ctx?: CommandKitPluginRuntime): void {
    if (!this.#active) return;
    this.#active = false;
    ctx?.commandkit.logger.debug('I18nPlugin: deactivated; translations are no longer served.');
  }

  /**
   * Leaves the plugin's i18next instance in the command run's `env.variables` under
   * {@link I18N_INSTANCE_VARIABLE}, for code that reads it from there as CommandKit 1.0 code did,
   * and lets the command run as usual. `ctx.locale()` and `locale()` do not need it: they find the
   * plugin on the bot.
   *
   * @param _ctx - The plugins of the bot.
   * @param env - The command run's environment.
   * @param _source - The interaction or message of the run.
   * @param _command - The command about to run.
   * @param _execute - Runs the command; this plugin never calls it. CommandKit passes it; code
   * calling the hook as 1.0 did may leave it out.
   * @returns `false`: the plugin never runs the command itself.
   */
  override executeCommand(
    _ctx: CommandKitPluginRuntime,
    env: CommandKitEnvironment,
    _source: Interaction | Message,
    _command: PreparedAppCommandExecution,
    _execute?: () => Promise<void>,
  ): boolean {
    if (this.#active && this.#i18n) env.variables.set(I18N_INSTANCE_VARIABLE, this.#i18n);
    return false;
  }

  /**
   * Reads the locales directory again when the commands are reloaded in development (not on the
   * first load, which follows the activation), so edited translations apply without a restart.
   * A file that became invalid is logged and the previous translations stay.
   *
   * @param ctx - The plugins of the running bot.
   */
  override onBeforeCommandsLoad(ctx: CommandKitPluginRuntime): void {
    const { commandkit } = ctx;
    if (!this.#i18n || this.#commandkit !== commandkit) return;
    if (this.#loads++ === 0) return;
    try {
      this.reload();
    } catch (error) {
      commandkit.logger.error('I18nPlugin: could not reload the locale files; the previous translations stay.', error);
    }
  }

  /**
   * Reads the locales directory again and replaces the translations of the files it read before
   * with what the files hold now. `$command` changes reach Discord at the next registration.
   *
   * @throws `Error` before activation; `SyntaxError` or `TypeError` for an invalid file, in which
   * case nothing is replaced.
   */
  reload(): void {
    const instance = this.i18n;
    const commandkit = this.#commandkit!;
    const scanned = scanLocales(localesDirectoryOf(commandkit.appDir), commandkit.logger, sourceLocalesDirectory());
    for (const file of this.#scanned?.files ?? []) instance.removeResourceBundle(file.locale, file.namespace);
    for (const file of scanned.files) instance.addResourceBundle(file.locale, file.namespace, file.resources, true, true);
    this.#scanned = scanned;
  }

  /**
   * Adds the `$command` translations of the command's locale files (`<locale>/<command
   * name>.json`) to its definition. Values Discord would refuse are left out with a warning
   * naming the file and locale.
   *
   * @param ctx - The plugins of the running bot, for its logger.
   * @param data - The definition about to be registered: its JSON, or a builder such as a
   * `SlashCommandBuilder` (CommandKit 1.0 passed either), which is read with `toJSON()`.
   * @returns The localized definition as JSON, or `undefined` when no file translates the command
   * (or `data` has no name).
   */
  override prepareCommand(ctx: CommandKitPluginRuntime, data: CommandBuilderLike): CommandData | undefined {
    const { commandkit } = ctx;
    const json = commandJson(data);
    if (!json) return undefined;
    const sources = (this.#scanned?.files ?? []).filter((file) => file.namespace === json.name && file.command !== undefined);
    if (sources.length === 0) return undefined;
    return localizeCommand(json, sources, (message) => commandkit.logger.warn(message));
  }
}

/** A definition as JSON (a builder's `toJSON()`), or `undefined` when it has no name to match a file by. */
function commandJson(data: CommandBuilderLike): CommandData | undefined {
  const json: unknown = typeof data?.toJSON === 'function' ? data.toJSON() : data;
  if (typeof json !== 'object' || json === null || typeof (json as { name?: unknown }).name !== 'string') return undefined;
  return json as CommandData;
}

function toList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * Makes the plugins of localization: put them in the config's `plugins` to translate the bot's
 * commands and replies with the JSON files of `src/app/locales/<Discord locale>/`. The
 * {@link I18nPlugin} does the translating; the {@link I18nCliTemplatePlugin} adds
 * `commandkit create locale <locale> <command>`, which writes a command's locale file.
 *
 * @param options - The default locale (`'en-US'`), i18next options and i18next modules.
 * @returns The two plugins, as a list the config's `plugins` takes as it is.
 * @throws `TypeError` when `defaultLocale` is not a Discord locale code.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { i18n } from '@commandkit/i18n';
 *
 * export default defineConfig({
 *   plugins: [i18n()],
 * });
 * ```
 */
export function i18n(options?: I18nPluginOptions): [I18nPlugin, I18nCliTemplatePlugin] {
  return [new I18nPlugin(options), new I18nCliTemplatePlugin()];
}

/** The locales folder of the project's sources, in the layout of the active config (`src/app/locales` by default). */
function sourceLocalesDirectory(): string {
  return posix.join(getConfig().appDir.split(sep).join('/'), 'locales');
}
