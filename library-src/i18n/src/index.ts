/**
 * `@commandkit/i18n`: localization for CommandKit bots on i18next. Translated command names,
 * descriptions, options and choices are registered with Discord from the `$command` key of
 * `src/app/locales/<Discord locale>/<command>.json`, and `ctx.locale()` gives commands a `t`
 * bound to their namespace and the user's locale.
 *
 * Importing the package adds `locale()` to CommandKit's `Context`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { i18n } from '@commandkit/i18n';
 *
 * export default defineConfig({ plugins: [i18n()] });
 * ```
 *
 * @packageDocumentation
 */
import './context-augmentation.ts';

export { I18nPlugin, i18n, DEFAULT_NAMESPACE, I18N_INSTANCE_VARIABLE, type I18nPluginOptions, type I18nextModule } from './i18n-plugin.ts';
export { I18nCliTemplatePlugin } from './i18n-cli-template-plugin.ts';
export { locale, type LocalizationContext } from './localization-context.ts';
export type { CommandLocalizationContext } from './command-localization-context.ts';
export { fetchT, getI18n, useI18n } from './use-i18n.ts';
export { DISCORD_LOCALES, isDiscordLocale } from './discord-locales.ts';
export { COMMAND_METADATA_KEY, scanLocales, type LocaleFile, type ScannedLocales } from './locale-scan.ts';
export {
  localizeCommand,
  type ChoiceTranslation,
  type CommandTranslation,
  type CommandTranslationSource,
  type OptionTranslation,
} from './command-localizations.ts';
