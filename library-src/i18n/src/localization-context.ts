import type { i18n as I18n, TFunction } from 'i18next';
import { getContext, type CommandKitEnvironment, type Context } from 'commandkit';
import type { I18nPlugin } from './i18n-plugin.ts';
import { useI18nPlugin } from './use-i18n.ts';

/** What `ctx.locale()` and {@link "@commandkit/i18n"!locale | locale} return: a `t` ready to use, its locale and i18next. */
export interface LocalizationContext {
  /**
   * Translates a key of the current namespace (the command's name in a command, `<event>.event`
   * in an event handler) into {@link LocalizationContext.locale}. Keys missing there are looked
   * up in the default namespace, then in the default locale. `t('other:key')` reads another
   * namespace. All of i18next's features work: `{{value}}` interpolation (not HTML-escaped),
   * plurals with `count`, nested keys with `.`.
   */
  readonly t: TFunction;
  /** The locale `t` translates into. */
  readonly locale: string;
  /** The plugin's i18next instance. */
  readonly i18n: I18n;
  /**
   * Whether the code asking runs in a file-based event handler (the namespace is then
   * `<event>.event`), as CommandKit 1.0's `isEventWorker` said; `false` everywhere else.
   */
  readonly isEventWorker: boolean;
}

/**
 * The localization of a command's context: the namespace is the command's name (whichever alias
 * a message command was called with), the locale the one given, else the user's locale for an
 * interaction (`interaction.locale`) or the guild's preferred locale for a message command, else
 * the default locale.
 *
 * @param ctx - The command's context (a middleware context too).
 * @param requested - A locale to use instead of the detected one.
 * @returns The bound `t`, its locale and i18next.
 * @throws `Error` when the bot has no active I18nPlugin.
 */
export function localizeContext(ctx: Context, requested?: string): LocalizationContext {
  const plugin = useI18nPlugin(ctx.commandkit);
  const detected = ctx.isMessage() ? ctx.message.guild?.preferredLocale : ctx.interaction?.locale;
  return bind(plugin, requested ?? detected ?? plugin.defaultLocale, ctx.commandName);
}

/**
 * A `t` for the code calling it, from wherever it runs:
 *
 * - in a command or its middleware: the same as `ctx.locale(locale)`, the command's namespace
 *   and the user's locale (the guild's for a message command);
 * - in a button, select menu or modal handler: the namespace of the command that set the handler
 *   and the locale of the user who clicked;
 * - in an event handler: the namespace `<event>.event` (the file `<event>.event.json`) and the
 *   locale given, else the default locale;
 * - anywhere else, once the bot has started: the default namespace (`'common'`) and the locale
 *   given, else the default locale.
 *
 * @param locale - A locale to use instead of the detected one, such as
 * `message.guild?.preferredLocale` in a `messageCreate` handler.
 * @returns The bound `t`, its locale and the i18next instance.
 * @throws `Error` when no bot runs, or it has no active I18nPlugin (add `i18n()` to the config).
 *
 * @example
 * ```ts
 * // src/app/events/guildMemberAdd/welcome.ts, with locales/<locale>/guildMemberAdd.event.json
 * import type { EventHandler } from 'commandkit';
 * import { locale } from '@commandkit/i18n';
 *
 * const handler: EventHandler<'guildMemberAdd'> = async (member) => {
 *   const { t } = locale(member.guild.preferredLocale);
 *   await member.guild.systemChannel?.send(t('welcome', { user: member.toString() }));
 * };
 *
 * export default handler;
 * ```
 */
export function locale(locale?: string): LocalizationContext {
  const environment = currentEnvironment();
  if (environment?.kind === 'command' && environment.context) return localizeContext(environment.context, locale);
  const plugin = useI18nPlugin(environment?.commandkit);
  const defaultNamespace = plugin.i18n.options.defaultNS;
  const fallback = typeof defaultNamespace === 'string' ? defaultNamespace : 'common';
  if (environment?.kind === 'component') {
    return bind(plugin, locale ?? environment.interaction?.locale ?? plugin.defaultLocale, environment.command?.name ?? fallback);
  }
  if (environment?.kind === 'event') return bind(plugin, locale ?? plugin.defaultLocale, `${environment.event}.event`, true);
  return bind(plugin, locale ?? plugin.defaultLocale, fallback);
}

function bind(plugin: I18nPlugin, locale: string, namespace: string, isEventWorker = false): LocalizationContext {
  const i18n = plugin.i18n;
  return { t: i18n.getFixedT(locale, namespace) as TFunction, locale, i18n, isEventWorker };
}

/** The environment of the calling code, or `undefined` outside CommandKit's handlers. */
function currentEnvironment(): CommandKitEnvironment | undefined {
  try {
    return getContext();
  } catch {
    return undefined;
  }
}
