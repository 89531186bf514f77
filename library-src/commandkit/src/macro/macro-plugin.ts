import { CompilerPlugin, type TransformParameters, type TransformResult } from '../plugins/compiler-plugin.ts';
import { transformMacros } from './transform.ts';

/** Options of {@link MacroPlugin}. */
export interface MacroPluginOptions {
  /**
   * `false` leaves `"use macro"` functions as they are: normal functions that run with the bot.
   *
   * @defaultValue `true`
   */
  readonly enabled?: boolean;
}

/**
 * The `"use macro"` compiler plugin, which every build runs unless the config sets
 * `macro: false`. A macro is a function whose body starts with `'use macro'`: while the project
 * builds, each call of it is run and replaced by the value it returned, and the function itself
 * is left out of the build.
 *
 * @example
 * ```ts
 * // src/app/commands/version.ts
 * import { execSync } from 'node:child_process';
 *
 * function commit(): string {
 *   'use macro';
 *   return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
 * }
 *
 * // The build holds the commit's hash instead of the call: const builtFrom = ("1a2b3c4");
 * const builtFrom = commit();
 * ```
 *
 * @internal
 */
export class MacroPlugin extends CompilerPlugin<MacroPluginOptions> {
  readonly name = 'MacroPlugin';

  /**
   * Runs one file's macros and writes their results into it.
   *
   * @param params - The file's code, path and the project root.
   * @returns The new code and its source map, or `null` when the file has no macro.
   * @throws `Error` naming `file:line:column` and the fix for a macro that breaks a rule, throws,
   * or returns a value that cannot be written as code.
   */
  override async transform(params: TransformParameters): Promise<TransformResult | null> {
    if (this.options.enabled === false) return null;
    return transformMacros(params.code, { id: params.id, root: params.root });
  }
}
