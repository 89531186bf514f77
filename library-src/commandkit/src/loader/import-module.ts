import { pathToFileURL } from 'node:url';

/** The file extensions CommandKit loads as modules, in the order it prefers them. */
export const MODULE_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.jsx'];

/** Whether a file name is one CommandKit loads: a module extension, not a declaration file. */
export function isModuleFile(fileName: string): boolean {
  if (/\.d\.[mc]?ts$/.test(fileName)) return false;
  return MODULE_EXTENSIONS.some((extension) => fileName.endsWith(extension));
}

/** A file name without its module extension: `ping.ts` → `ping`. */
export function stripModuleExtension(fileName: string): string {
  const extension = MODULE_EXTENSIONS.find((candidate) => fileName.endsWith(candidate));
  return extension ? fileName.slice(0, -extension.length) : fileName;
}

// When this file runs as CommonJS (Jest's ts-jest transform), TypeScript compiles import() to
// require(), which takes a path and lets Jest load .ts files; as an ES module (a built bot, which
// `commandkit dev` runs too, or sources run under a loader such as tsx) import() is native and
// needs a file URL to be correct on every platform.
const runsAsCommonJs = typeof module === 'object' && typeof require === 'function';

/**
 * Imports a command, event, middleware or app file by absolute path with the host's own module
 * system, so the file shares module instances (CommandKit's, discord.js's) with the bot.
 */
export async function importModule(file: string): Promise<Record<string, unknown>> {
  const specifier = runsAsCommonJs ? file : pathToFileURL(file).href;
  const loaded: unknown = await import(specifier);
  return typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : {};
}

/**
 * The exports of a loaded module, looking through a CommonJS `module.exports` object that Node
 * hands over as `default`, so `module.exports = { command, chatInput }` works like named exports.
 */
export function namedExports(module: Record<string, unknown>, marker: string): Record<string, unknown> {
  if (marker in module) return module;
  const fallback = module.default;
  if (typeof fallback === 'object' && fallback !== null && marker in fallback) return fallback as Record<string, unknown>;
  return module;
}
