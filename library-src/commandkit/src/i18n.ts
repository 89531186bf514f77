/**
 * The shape of translations from the `@commandkit/i18n` plugin, under the `commandkit/i18n`
 * import path CommandKit 1.0 code uses. The functions that return it, `locale()` and
 * `getI18n()`, are imported from `@commandkit/i18n`.
 *
 * @example
 * ```ts
 * import type { CommandLocalizationContext } from 'commandkit/i18n';
 * import { locale } from '@commandkit/i18n';
 *
 * export function farewell(localization: CommandLocalizationContext = locale()): string {
 *   return localization.t('farewell');
 * }
 * ```
 *
 * @module
 */
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * What `locale()` and `ctx.locale()` of `@commandkit/i18n` return: a `t` bound to a namespace and
 * a locale, the locale, and the i18next instance. Declared here, where the plugin package can
 * import it, rather than in the plugin, which `commandkit` must not import.
 */
export interface CommandLocalizationContext {
  /**
   * Translates a key of the namespace that fits where it was asked for (the command's name in a
   * command, `<event>.event` in an event handler) into {@link CommandLocalizationContext.locale},
   * with i18next's fallbacks, interpolation and plurals.
   */
  readonly t: TFunction;
  /** The locale `t` translates into. */
  readonly locale: string;
  /** The i18next instance of the bot's I18nPlugin. */
  readonly i18n: I18n;
}
