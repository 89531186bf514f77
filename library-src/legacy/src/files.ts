import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The extensions of the module files the legacy plugin loads, one by one: the templates of
 * `commandkit create legacy` check each of them before writing a file of the same name.
 */
export const MODULE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.jsx'] as const;

/**
 * Matches a file name ending with an extension the legacy plugin loads: `.js`, `.mjs`, `.cjs`,
 * `.ts`, `.mts`, `.cts`, `.jsx` or `.tsx`, as CommandKit 1.0's constant of this name did. It
 * looks at the extension only: declaration files (`types.d.ts`) match it, and the loaders leave
 * them out separately. It has no `g` flag, so `test()` keeps no state between calls.
 *
 * @example
 * ```ts
 * import { FILE_EXTENSIONS } from '@commandkit/legacy';
 *
 * FILE_EXTENSIONS.test('ping.ts'); // true
 * FILE_EXTENSIONS.test('notes.md'); // false
 * ```
 */
export const FILE_EXTENSIONS: RegExp = new RegExp(`(?:${MODULE_EXTENSIONS.map((extension) => extension.replace('.', '\\.')).join('|')})$`);

/**
 * Whether a file name is a module the plugin loads: a known extension and not a declaration file.
 *
 * @param name - A file name.
 * @returns `true` for `ping.js`, `ping.ts`...; `false` for `ping.d.ts` and `notes.md`.
 */
export function isModuleFile(name: string): boolean {
  return !/\.d\.[mc]?ts$/.test(name) && FILE_EXTENSIONS.test(name);
}

/** An entry of {@link listEntries}. */
export interface Entry {
  /** The entry's name. */
  readonly name: string;
  /** Its absolute path. */
  readonly path: string;
  /** Whether it is a directory. */
  readonly directory: boolean;
}

/**
 * The entries of a directory in code-point order of their names, the order files are loaded and
 * run in. Names starting with `_` or `.` are left out, as CommandKit does (helpers, hidden
 * files). A missing directory lists as empty.
 *
 * @param directory - An absolute path.
 * @returns The entries.
 * @throws What `readdir` throws for anything but a missing directory.
 */
export async function listEntries(directory: string): Promise<Entry[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.') && (entry.isDirectory() || entry.isFile()))
    .map((entry) => ({ name: entry.name, path: join(directory, entry.name), directory: entry.isDirectory() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Every module file below a directory, depth first in name order (each sub-folder completely
 * before the next entry of its folder, as 0.1.x ran validations and event functions).
 *
 * @param directory - An absolute path; missing means no files.
 * @returns Absolute paths.
 */
export async function findModuleFiles(directory: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await listEntries(directory)) {
    if (entry.directory) files.push(...(await findModuleFiles(entry.path)));
    else if (isModuleFile(entry.name)) files.push(entry.path);
  }
  return files;
}

// Under Jest (ts-jest compiles to CommonJS) import() becomes require(), which takes a path; as an
// ES module (a built bot) import() needs a file URL on every platform. Same rule as CommandKit's.
const runsAsCommonJs = typeof module === 'object' && typeof require === 'function';

/** Imports a file by absolute path and returns its exports. */
export type ModuleImporter = (file: string) => Promise<Record<string, unknown>>;

/**
 * Imports a file with the host's module system, so it shares discord.js and CommandKit with the bot.
 *
 * @param file - An absolute path.
 * @returns The module's exports.
 * @throws What the import throws, such as a syntax error in the file.
 */
export async function importFile(file: string): Promise<Record<string, unknown>> {
  const loaded: unknown = await import(runsAsCommonJs ? file : pathToFileURL(file).href);
  return typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : {};
}

/**
 * The exports of a 0.1.x file: the named exports, or the properties of a default-exported object
 * holding `key` (`export default { data, run }`, `module.exports = { data, run }`).
 *
 * @param exports - What the import returned.
 * @param key - An export the file is expected to have, such as `data`.
 * @returns The object to read the exports from.
 */
export function exportsOf(exports: Record<string, unknown>, key: string): Record<string, unknown> {
  if (key in exports) return exports;
  const fallback = exports.default;
  if (typeof fallback === 'object' && fallback !== null) return fallback as Record<string, unknown>;
  return exports;
}
