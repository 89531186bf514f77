import type { i18n as I18n, TFunction } from 'i18next';
import { getCommandKit, type CommandKit } from 'commandkit';
import type { I18nPlugin } from './i18n-plugin.ts';

/**
 * The active {@link I18nPlugin} of a CommandKit.
 *
 * @param commandkit - The CommandKit; the running instance unless given.
 * @returns The plugin.
 * @throws `Error` when no CommandKit runs, or when it has no active I18nPlugin.
 */
export function useI18nPlugin(commandkit: CommandKit = getCommandKit(true)): I18nPlugin {
  // Found by name on the CommandKit rather than in a module-level variable: the config (which
  // creates the plugin) and the bot's files may each load their own copy of this package.
  const candidate = commandkit.plugins.getPlugin('I18nPlugin') as I18nPlugin | null;
  const plugin = candidate?.active === true ? candidate : undefined;
  if (!plugin) {
    throw new Error(
      'No active I18nPlugin: add i18n() to the plugins of commandkit.config.ts, and use translations once the bot has started.',
    );
  }
  return plugin;
}

/**
 * The i18next instance of the running bot's {@link I18nPlugin}: for what `t` alone does not do,
 * such as `i18n.exists(key)`, `i18n.languages` or formatting. It works anywhere once the bot has
 * started, inside handlers or not.
 *
 * @param commandkit - The CommandKit; the running instance unless given.
 * @returns The plugin's i18next instance (not the global `i18next` singleton).
 * @throws `Error` when no CommandKit runs, or when it has no active I18nPlugin.
 *
 * @example
 * ```ts
 * import { useI18n } from '@commandkit/i18n';
 *
 * const i18n = useI18n();
 * if (i18n.exists('ping:reply', { lng: 'fr' })) console.log('French is covered');
 * ```
 */
export function useI18n(commandkit?: CommandKit): I18n {
  return useI18nPlugin(commandkit).i18n;
}

/**
 * Another name of `useI18n()`, for code written for earlier versions of the plugin.
 *
 * @param commandkit - The CommandKit; the running instance unless given.
 * @returns The plugin's i18next instance.
 * @throws `Error` when no CommandKit runs, or when it has no active I18nPlugin.
 *
 * @example
 * ```ts
 * import { getI18n } from '@commandkit/i18n';
 *
 * const languages = getI18n().languages;
 * ```
 */
export function getI18n(commandkit?: CommandKit): I18n {
  return useI18n(commandkit);
}

/**
 * A `t` function for any locale and namespace, usable anywhere once the bot has started: in
 * scheduled jobs, in discord.js listeners of your own, or to answer in another locale than the
 * user's.
 *
 * @param locale - The locale (or locales, the first that has the key wins), such as `'fr'`.
 * @param namespace - The namespace: a command's name, `<event>.event`, or another file's name.
 * Unless given, the default namespace (`'common'`).
 * @param keyPrefix - Put in front of every key, such as `'errors'` to write `t('notFound')` for
 * `errors.notFound`.
 * @returns The bound `t`.
 * @throws `Error` when no CommandKit runs, or when it has no active I18nPlugin.
 *
 * @example
 * ```ts
 * import { fetchT } from '@commandkit/i18n';
 *
 * const t = fetchT('de', 'reminders');
 * await channel.send(t('due', { what: reminder.text }));
 * ```
 */
export function fetchT(locale: string | readonly string[], namespace?: string | null, keyPrefix?: string): TFunction {
  return useI18n().getFixedT(locale as string | string[], namespace ?? null, keyPrefix) as TFunction;
}
