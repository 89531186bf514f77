import { CompilerPlugin, type CompilerPluginRuntime } from 'commandkit';
import { createLocaleFile, LOCALE_TEMPLATE } from './locale-template.ts';

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
   * Registers the `locale` template on the runtime that activates the plugin: `commandkit create`
   * runs it from there. A build's runtime gets it too, unused, as in CommandKit 1.0.
   *
   * @param ctx - The runtime activating the compiler plugins; without one (a caller that passes
   * nothing), nothing is registered.
   */
  override activate(ctx?: CompilerPluginRuntime): void {
    if (!ctx) return;
    ctx.registerTemplate(LOCALE_TEMPLATE, createLocaleFile);
    this.#registered = true;
  }

  /**
   * Removes the `locale` template it registered.
   *
   * @param ctx - The runtime deactivating the compiler plugins.
   */
  override deactivate(ctx?: CompilerPluginRuntime): void {
    if (!this.#registered) return;
    this.#registered = false;
    ctx?.unregisterTemplate(LOCALE_TEMPLATE);
  }
}
