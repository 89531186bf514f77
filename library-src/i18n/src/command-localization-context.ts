import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The shape of what `locale()` and `ctx.locale()` return, by the name CommandKit 1.0 code imports
 * from `commandkit/i18n` and `@commandkit/i18n`: a `t` bound to a namespace and a locale, the
 * locale, and the i18next instance. `LocalizationContext` of `commandkit` fits it.
 *
 * @example
 * ```ts
 * import { locale, type CommandLocalizationContext } from 'commandkit/i18n';
 *
 * export function farewell(localization: CommandLocalizationContext = locale()): string {
 *   return localization.t('farewell');
 * }
 * ```
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
  /**
   * Whether it was made for a file-based event handler (its namespace is then `<event>.event`);
   * `locale()` always sets it, optional as in CommandKit 1.0.
   */
  readonly isEventWorker?: boolean;
}
