import type { MaybeFalsey } from '../helpers/types.ts';
import { CompilerPlugin, type TransformParameters, type TransformResult } from './compiler-plugin.ts';
import { isScriptFile } from './directives/parse-module.ts';
import { wrapDirectiveFunctions } from './directives/wrap-directive-functions.ts';

/** Options of a {@link CommonDirectiveTransformer}: which directive it handles and what it calls. */
export interface CommonDirectiveTransformerOptions {
  /** The directive that marks a function, such as `'use log'`. */
  directive: string;
  /** The module the wrapper is imported from, such as `'my-logging-lib'`. */
  importPath: string;
  /**
   * The wrapper: a named export of {@link CommonDirectiveTransformerOptions.importPath} that takes
   * the marked function and returns the function to use in its place.
   */
  importName: string;
  /**
   * Whether only async functions may carry the directive: a marked function that is not async
   * then fails the build.
   *
   * @defaultValue `true`
   */
  asyncOnly?: boolean;
  /**
   * `false` leaves marked functions as they are, directive included.
   *
   * @defaultValue `true`
   */
  enabled?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The base of compiler plugins that turn a directive into a call of a higher-order function:
 * every function whose body starts with the directive is handed to a wrapper imported from a
 * module, and the build uses what the wrapper returns. The directive at the top of a file marks
 * every top-level function of the file (the async ones with `asyncOnly`). `"use cache"`
 * (`UseCacheDirectivePlugin` of `commandkit/cache`) is built on it.
 *
 * Extend it and give the plugin a `name`. Declarations keep their hoisting (they are reassigned
 * to the wrapped function at the top of their scope), methods of object literals are wrapped on
 * the object, and every line keeps its number; the source map says where each edit came from.
 * Class methods, getters and setters cannot carry the directive (the build fails and says so).
 *
 * @example
 * ```ts
 * // commandkit.config.ts: functions marked 'use timing' are wrapped with timed() from ./timing.
 * import { CommonDirectiveTransformer, defineConfig } from 'commandkit';
 *
 * class UseTiming extends CommonDirectiveTransformer {
 *   readonly name = 'use-timing';
 *
 *   constructor() {
 *     super({ directive: 'use timing', importPath: '#lib/timing', importName: 'timed', asyncOnly: false });
 *   }
 * }
 *
 * export default defineConfig({ plugins: [new UseTiming()] });
 * ```
 */
export abstract class CommonDirectiveTransformer extends CompilerPlugin<CommonDirectiveTransformerOptions> {
  /**
   * @param options - The directive, the wrapper and where it is imported from.
   * @throws `TypeError` when `directive` or `importPath` is not a non-empty string, or
   * `importName` is not a JavaScript identifier.
   */
  constructor(options: CommonDirectiveTransformerOptions) {
    super({ ...options, asyncOnly: options?.asyncOnly ?? true, enabled: options?.enabled ?? true });
    const { directive, importPath, importName } = this.options;
    if (typeof directive !== 'string' || directive.trim() === '') {
      throw new TypeError(`A directive transformer needs a directive such as 'use log', got ${describe(directive)}.`);
    }
    if (typeof importPath !== 'string' || importPath.trim() === '') {
      throw new TypeError(
        `The directive transformer for "${directive}" needs an importPath: the module its wrapper is exported from, got ${describe(importPath)}.`,
      );
    }
    if (typeof importName !== 'string' || !IDENTIFIER.test(importName)) {
      throw new TypeError(
        `The directive transformer for "${directive}" needs an importName that is a JavaScript identifier (the wrapper's export name), got ${describe(importName)}.`,
      );
    }
  }

  /**
   * Rewrites the marked functions of one file. Files that are not TypeScript or JavaScript (JSON),
   * files without the directive, and every file when `enabled` is `false`, are left as they are.
   *
   * @param params - The file's code, path and the project root.
   * @returns A promise of the new code and its source map, or of `null` when nothing changed.
   * @throws `Error` (as a rejected promise) naming `file:line:column` for a marked function the
   * transform cannot wrap.
   */
  override transform(params: TransformParameters): MaybeFalsey<TransformResult> | Promise<MaybeFalsey<TransformResult>> {
    return new Promise((resolve) => resolve(this.rewrite(params)));
  }

  /**
   * The rewrite {@link CommonDirectiveTransformer.transform} runs; subclasses may replace it with
   * a transform of their own and keep the checks around it.
   *
   * @param params - The file's code, path and the project root.
   * @returns The new code and its source map, or `null`.
   */
  protected rewrite(params: TransformParameters): TransformResult | null {
    const { enabled, directive, importPath, importName, asyncOnly } = this.options;
    if (enabled === false || !isScriptFile(params.id) || !params.code.includes(directive)) return null;
    return wrapDirectiveFunctions(params.code, {
      directive,
      importPath,
      importName,
      asyncOnly: asyncOnly !== false,
      id: params.id,
      root: params.root,
    });
  }
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value;
}
