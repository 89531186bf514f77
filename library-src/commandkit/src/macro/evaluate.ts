import { createJiti } from 'jiti';
import type { MacroModule } from './find-macros.ts';

/** A file's macros, loaded to run while the project builds. */
export type LoadedMacros = ReadonlyMap<string, (...args: unknown[]) => unknown>;

/**
 * Loads a file's macros so the build can call them. The module it evaluates holds the file's
 * macro definitions and the imports they use, nothing else, so the rest of the file (creating a
 * client, registering listeners...) does not run while building. It is evaluated as if it were
 * the file itself: relative imports, `import.meta.url`, `__dirname` and `require` resolve from the
 * file's directory, TypeScript is compiled on the fly, and nothing is cached, so a rebuild sees
 * edited files.
 *
 * @param code - The file's code.
 * @param module - The file's macros and the imports they use.
 * @param id - The file's absolute path.
 * @param file - The file's path as errors show it.
 * @returns The macro functions, by name.
 * @throws `Error` naming the file when the macros' module fails to load (an import that does not
 * resolve, an error thrown while importing).
 * @internal
 */
export async function loadMacros(code: string, module: MacroModule, id: string, file: string): Promise<LoadedMacros> {
  const jiti = createJiti(id, { moduleCache: false, fsCache: false, interopDefault: false });
  let loaded: unknown;
  try {
    // Synchronous: imports are required (ES modules compiled to CommonJS by jiti when Node cannot
    // require them). jiti's asynchronous mode imports natively, which fails inside a vm context
    // such as a test runner's, and the macros' module needs no top-level await.
    loaded = jiti.evalModule(macroModuleSource(code, module), { filename: id, async: false, forceTranspile: true });
  } catch (error) {
    throw new Error(
      `Loading the macros of ${file} failed: ${firstLine(error)}. Fix: check the imports the macros use; they are loaded while the project builds.`,
      { cause: error },
    );
  }
  const exports = loaded as Record<string, unknown>;
  return new Map([...module.macros.keys()].map((name) => [name, exports[name] as (...args: unknown[]) => unknown]));
}

/**
 * The source of the module {@link loadMacros} evaluates: one import statement per binding the
 * macros use, the macro definitions as written, and an export of each macro.
 *
 * @param code - The file's code.
 * @param module - The file's macros and the imports they use.
 * @returns TypeScript or JavaScript source, as the file's own syntax.
 * @internal
 */
export function macroModuleSource(code: string, module: MacroModule): string {
  const lines: string[] = [];
  for (const { declaration, bindings } of module.imports) {
    // From the source string on: the module name and any `with { type: 'json' }`.
    const from = code.slice(declaration.source.start!, declaration.end!).replace(/;?\s*$/, ';');
    for (const binding of bindings) {
      if (binding.type === 'ImportDefaultSpecifier') lines.push(`import ${binding.local.name} from ${from}`);
      else if (binding.type === 'ImportNamespaceSpecifier') lines.push(`import * as ${binding.local.name} from ${from}`);
      else lines.push(`import { ${code.slice(binding.start!, binding.end!)} } from ${from}`);
    }
  }
  for (const macro of module.macros.values()) lines.push(code.slice(macro.statement.start!, macro.statement.end!));
  lines.push(`export { ${[...module.macros.keys()].join(', ')} };`);
  return `${lines.join('\n')}\n`;
}

/**
 * The first line of an error's message, from whatever realm it was thrown in.
 *
 * @param error - The thrown value.
 * @returns The line, trimmed.
 * @internal
 */
export function firstLine(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' ? message : String(error);
  return text.trim().split('\n')[0]!.trim().replace(/\.$/, '');
}
