import { CompilerPlugin } from 'commandkit';
import { createLocaleFile, LOCALE_TEMPLATE } from './locale-template.ts';
import { asTemplateRegistrar } from './template-registrar.ts';

/**
 * The compiler plugin that gives `commandkit create` the `locale` template:
 * `commandkit create locale <locale> <command>` writes `src/app/locales/<locale>/<command>.json`
 * (under the config's `appDir`) with the command's `$command` block, ready to translate. It
 * changes no source file when the bot is built.
 *
 * {@link "@commandkit/i18n"!i18n | i18n()} returns it after the {@link I18nPlugin}, so the
 * template is there whenever the config uses `i18n()`.
 *
 * @example
 * ```sh
 * npx commandkit create locale fr ping
 * # [commandkit] Created src/app/locales/fr/ping.json: translate the command's name and description there, ...
 * ```
 */
export class I18nCliTemplatePlugin extends CompilerPlugin {
  /** The plugin's name. */
  readonly name = 'I18nCliTemplatePlugin';
  #registered = false;

  /**
   * Registers the `locale` template when `commandkit create` activates the plugin (it passes its
   * template registry); does nothing when a build does.
   *
   * @param ctx - What activates the plugin: `commandkit create`'s registry, or a build's runtime.
   */
  override activate(ctx?: unknown): void {
    const registrar = asTemplateRegistrar(ctx);
    if (!registrar) return;
    registrar.registerTemplate(LOCALE_TEMPLATE, createLocaleFile);
    this.#registered = true;
  }

  /**
   * Removes the `locale` template it registered.
   *
   * @param ctx - What deactivates the plugin.
   */
  override deactivate(ctx?: unknown): void {
    if (!this.#registered) return;
    this.#registered = false;
    asTemplateRegistrar(ctx)?.unregisterTemplate?.(LOCALE_TEMPLATE);
  }
}
