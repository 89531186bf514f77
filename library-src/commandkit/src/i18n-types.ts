import type { Locale } from 'discord.js';
import type { i18n as I18n } from 'i18next';

/**
 * The translation helpers of the `@commandkit/i18n` plugin in CommandKit 1.0's shape: a `t`
 * bound to one locale and namespace, the locale, and the i18next instance. Declared here as a
 * type only, so `commandkit` loads without the plugin installed; the plugin's own values fit it.
 */
export interface LocalizationContext {
  /**
   * Translates a key into {@link LocalizationContext.locale}.
   *
   * @param key - The key, such as `'reply'` or `'common:yes'`.
   * @param options - Values to interpolate, `count` for plurals, and the other i18next options.
   * @returns The translation.
   */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The locale `t` translates into. */
  locale: Locale;
  /** The i18next instance of the bot's I18nPlugin. */
  i18n: I18n;
  /** Whether the helpers were made in an event handler rather than a command. */
  isEventWorker?: boolean;
}
