import type { ResolvedCommandKitConfig } from '../../config/types.ts';
import { MacroPlugin } from '../../macro/macro-plugin.ts';
import type { CompilerPlugin } from '../../plugins/compiler-plugin.ts';
import { isCompilerPlugin } from '../../plugins/plugin-kinds.ts';

/**
 * The compiler plugins a build runs, in order: the config's own, then the built-in ones, as
 * CommandKit 1.0 orders them. The built-in `"use macro"` plugin ({@link MacroPlugin}) is added
 * unless the config sets `macro: false` or already lists a plugin of that name.
 *
 * @param config - The project's config.
 * @returns The plugins, for a {@link CompilerPluginRuntime}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function buildCompilerPlugins(config: ResolvedCommandKitConfig): CompilerPlugin<any>[] {
  const plugins = config.plugins.filter(isCompilerPlugin);
  if (config.macro && !plugins.some((plugin) => plugin.name === 'MacroPlugin')) plugins.push(new MacroPlugin({ enabled: true }));
  return plugins;
}
