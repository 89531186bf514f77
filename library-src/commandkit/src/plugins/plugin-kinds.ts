import type { CompilerPlugin } from './compiler-plugin.ts';
import { pluginBrand } from './plugin-brand.ts';
import type { RuntimePlugin } from './runtime-plugin.ts';

/** Any CommandKit plugin. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandKitPlugin = CompilerPlugin<any> | RuntimePlugin<any>;

/**
 * One entry of the config's `plugins`: a plugin, a list of entries (plugin factories such as
 * `cache()` return lists), or a falsy value, which is skipped (`isDev && devtools()`).
 */
export type PluginEntry = CommandKitPlugin | false | null | undefined | 0 | '' | readonly PluginEntry[];

/**
 * Whether a value is a compiler plugin, also one made with another copy of `commandkit`.
 *
 * @param value - Any value.
 * @returns `true` for an instance of a class that extends {@link CompilerPlugin}.
 */
export function isCompilerPlugin(value: unknown): value is CompilerPlugin<object> {
  return typeof value === 'object' && value !== null && (value as { [pluginBrand]?: unknown })[pluginBrand] === 'compiler';
}

/**
 * Whether a value is a runtime plugin, also one made with another copy of `commandkit`.
 *
 * @param value - Any value.
 * @returns `true` for an instance of a class that extends {@link RuntimePlugin}.
 */
export function isRuntimePlugin(value: unknown): value is RuntimePlugin<object> {
  return typeof value === 'object' && value !== null && (value as { [pluginBrand]?: unknown })[pluginBrand] === 'runtime';
}
