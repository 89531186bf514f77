/**
 * Localization under the `commandkit/i18n` import path CommandKit 1.0 code uses: `locale()`,
 * `getI18n()` and the `CommandLocalizationContext` type of the `@commandkit/i18n` plugin package,
 * re-exported (the same functions, not copies). `@commandkit/i18n` is an optional peer
 * dependency of `commandkit`: install it to use this import path (and add `i18n()` to the
 * config's plugins). Without it, importing `commandkit/i18n` fails with Node's
 * `Cannot find package '@commandkit/i18n'`; the other import paths of `commandkit` never load it.
 *
 * @example
 * ```ts
 * // npm install @commandkit/i18n
 * import { locale, type CommandLocalizationContext } from 'commandkit/i18n';
 *
 * export function farewell(localization: CommandLocalizationContext = locale()): string {
 *   return localization.t('farewell');
 * }
 * ```
 *
 * @module
 */
export { getI18n, locale, type CommandLocalizationContext } from '@commandkit/i18n';
