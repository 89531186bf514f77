import { parse, type ParserPlugin } from '@babel/parser';
import type { Program } from '@babel/types';
import { extname, relative, sep } from 'node:path';

const typescript = new Set(['.ts', '.tsx', '.mts', '.cts']);
const javascript = new Set(['.js', '.jsx', '.mjs', '.cjs']);

/**
 * Whether a file is one the directive transforms read: TypeScript or JavaScript, not JSON and not
 * a declaration file.
 *
 * @param id - The file's path.
 * @returns `true` for `.ts`, `.tsx`, `.mts`, `.cts`, `.js`, `.jsx`, `.mjs` and `.cjs` files.
 * @internal
 */
export function isScriptFile(id: string): boolean {
  const extension = extname(id);
  return (typescript.has(extension) || javascript.has(extension)) && !/\.d\.[mc]?ts$/.test(id);
}

/**
 * Parses a TypeScript or JavaScript module with the syntax its extension allows (types in `.ts`
 * files, JSX in `.tsx` and `.jsx` files).
 *
 * @param code - The module's code.
 * @param id - The module's path: its extension picks the syntax.
 * @returns The program, or `undefined` when the code does not parse: esbuild then reports the
 * syntax error, with a better message than a transform could give.
 * @internal
 */
export function parseModule(code: string, id: string): Program | undefined {
  const extension = extname(id);
  const plugins: ParserPlugin[] = [];
  if (typescript.has(extension)) plugins.push('typescript');
  if (extension === '.tsx' || extension === '.jsx') plugins.push('jsx');
  try {
    return parse(code, { sourceType: 'module', plugins }).program;
  } catch {
    return undefined;
  }
}

/**
 * A file's path relative to the project root with `/` separators, as errors show it.
 *
 * @param root - The project root.
 * @param id - The file's absolute path.
 * @returns The relative path, or `id` itself when the file is outside the root.
 * @internal
 */
export function displayFile(root: string, id: string): string {
  const path = relative(root, id);
  return (path === '' || path.startsWith('..') ? id : path).split(sep).join('/');
}
