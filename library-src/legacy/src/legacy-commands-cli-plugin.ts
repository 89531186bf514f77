import { CompilerPlugin, type CompilerPluginRuntime } from 'commandkit';
import type { LegacyPluginOptions } from './plugin-options.ts';
import { createLegacyFile, LEGACY_TEMPLATE } from './legacy-templates.ts';

/**
 * The compiler plugin that gives `commandkit create` the `legacy` template, which writes 0.1.x
 * files where the {@link LegacyPlugin} reads them:
 *
 * - `commandkit create legacy command <name>`: a slash command in `src/commands/<name>.ts`;
 * - `commandkit create legacy event <name>`: an event function in `src/events/<name>/`.
 *
 * The folders follow its options' `commandsPath` and `eventsPath` (the same options as the
 * LegacyPlugin's); `.js` files are written in a project without `tsconfig.json`. It changes no
 * source file when the bot is built. {@link legacy} returns it after the LegacyPlugin, with the
 * same options.
 *
 * @example
 * ```sh
 * npx commandkit create legacy command ping
 * # [commandkit] Created src/commands/ping.ts: a 0.1.x slash command; change its data and run.
 * ```
 */
export class LegacyCommandsCLIPlugin extends CompilerPlugin<LegacyPluginOptions> {
  /** The plugin's name. */
  readonly name = 'LegacyCommandsCLIPlugin';
  #registered = false;

  /**
   * Registers the `legacy` template on the runtime that activates the plugin: `commandkit create`
   * runs it from there. A build's runtime gets it too, unused, as in CommandKit 1.0.
   *
   * @param ctx - The runtime activating the compiler plugins; without one (a caller that passes
   * nothing), nothing is registered.
   */
  override activate(ctx?: CompilerPluginRuntime): void {
    if (!ctx) return;
    ctx.registerTemplate(LEGACY_TEMPLATE, (args, project) => createLegacyFile(this.options, args, project));
    this.#registered = true;
  }

  /**
   * Removes the `legacy` template it registered.
   *
   * @param ctx - The runtime deactivating the compiler plugins.
   */
  override deactivate(ctx?: CompilerPluginRuntime): void {
    if (!this.#registered) return;
    this.#registered = false;
    ctx?.unregisterTemplate(LEGACY_TEMPLATE);
  }
}
