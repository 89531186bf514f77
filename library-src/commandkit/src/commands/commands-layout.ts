// The layout rules of a commands directory, read without importing any file: which files are
// commands, which are middleware and for which commands, and what category each command has.
// Both the CommandsRouter and the command loader read a directory through scanCommandsLayout, so
// they cannot disagree about a layout, nor about what is wrong with one.
import { dirname, extname, join, relative, sep } from 'node:path';
import { isModuleFile, stripModuleExtension } from '../loader/import-module.ts';
import { listDirectory } from '../loader/walk.ts';
import type { MiddlewareScope } from './types.ts';

/** A middleware file of a commands directory. */
export interface MiddlewareFileEntry {
  /** The file's absolute path. */
  readonly file: string;
  /** The absolute path of its directory. */
  readonly directory: string;
  /** Its name without the extension: `+global-middleware`, `+middleware` or `+<command>.middleware`. */
  readonly base: string;
  /** Which commands it applies to. */
  readonly scope: MiddlewareScope;
  /** For scope `'command'`, the base name of the command file it is for. */
  readonly command: string | undefined;
}

/** A command file of a commands directory. */
export interface CommandFileEntry {
  /** The file's absolute path. */
  readonly file: string;
  /** The absolute path of its directory. */
  readonly directory: string;
  /** Its name without the extension. */
  readonly base: string;
  /** The innermost `(category)` directory holding it, without the parentheses. */
  readonly category: string | undefined;
  /**
   * The middleware that runs around it, in order: the global middleware, the `+middleware` of
   * each directory from the commands directory down to the file's, then its own
   * `+<command>.middleware`.
   */
  readonly middleware: readonly MiddlewareFileEntry[];
}

/** What {@link scanCommandsLayout} found. */
export interface CommandsLayout {
  /** The commands directory. */
  readonly root: string;
  /** The command files, in scan order (directories and files by name, in code-point order). */
  readonly commands: readonly CommandFileEntry[];
  /** Every middleware file: the global one, then the `+middleware` files, then the command-specific ones, each in scan order. */
  readonly middleware: readonly MiddlewareFileEntry[];
}

const CATEGORY = /^\((.+)\)$/;
const SPECIFIC_MIDDLEWARE = /^\+(.+)\.middleware$/;

interface Scan {
  readonly root: string;
  readonly commands: Omit<CommandFileEntry, 'middleware'>[];
  readonly global: Map<string, MiddlewareFileEntry>;
  readonly directory: Map<string, MiddlewareFileEntry>;
  readonly specific: Map<string, MiddlewareFileEntry>;
}

/**
 * Reads the layout of a commands directory. Directories nest freely; a `(name)` directory sets
 * the category of the commands inside it and changes nothing else. Names starting with `_` or `.`
 * are skipped, and so are files that are not modules. Files whose names start with `+` are
 * middleware: `+global-middleware` (only directly in the commands directory), `+middleware` and
 * `+<command file>.middleware`. A missing directory reads as empty.
 *
 * @param root - The commands directory (absolute).
 * @returns The command and middleware files.
 * @throws `Error` naming the file and the fix for an unknown `+` file, a global middleware below
 * the commands directory, two files of one middleware role (such as `+middleware.ts` and
 * `+middleware.js`), and a command middleware whose command file is missing.
 */
export async function scanCommandsLayout(root: string): Promise<CommandsLayout> {
  const scan: Scan = { root, commands: [], global: new Map(), directory: new Map(), specific: new Map() };
  await scanDirectory(root, undefined, scan);

  const commandFileKeys = new Set(scan.commands.map((command) => specificKey(command.directory, command.base)));
  for (const [key, entry] of scan.specific) {
    if (!commandFileKeys.has(key)) {
      throw new Error(
        `The middleware file ${entry.file} is for the command file "${entry.command}", but ${dirname(entry.file)} has no such command file. Rename it to +<command file name>.middleware.ts.`,
      );
    }
  }

  const commands = scan.commands.map((command): CommandFileEntry => {
    const chain = [...scan.global.values()];
    for (const directory of ancestors(root, command.directory)) {
      const middleware = scan.directory.get(directory);
      if (middleware) chain.push(middleware);
    }
    const specific = scan.specific.get(specificKey(command.directory, command.base));
    if (specific) chain.push(specific);
    return Object.freeze({ ...command, middleware: Object.freeze(chain) });
  });
  const middleware = [...scan.global.values(), ...scan.directory.values(), ...scan.specific.values()];
  return Object.freeze({ root, commands: Object.freeze(commands), middleware: Object.freeze(middleware) });
}

async function scanDirectory(directory: string, category: string | undefined, scan: Scan): Promise<void> {
  const top = directory === scan.root;
  for (const entry of await listDirectory(directory)) {
    if (entry.directory) {
      await scanDirectory(entry.path, CATEGORY.exec(entry.name)?.[1] ?? category, scan);
      continue;
    }
    if (!isModuleFile(entry.name)) continue;
    const base = stripModuleExtension(entry.name);
    const middleware = (scope: MiddlewareScope, command?: string): MiddlewareFileEntry =>
      Object.freeze({ file: entry.path, directory, base, scope, command });
    if (!base.startsWith('+')) {
      scan.commands.push({ file: entry.path, directory, base, category });
    } else if (base === '+global-middleware') {
      if (!top) {
        throw new Error(
          `The global middleware file ${entry.path} must be directly in ${scan.root}: it runs for every command, wherever it is. Move it to ${join(scan.root, entry.name)}, or rename it to +middleware${extname(entry.name)} to run it for the commands of ${directory} only.`,
        );
      }
      claim(scan.global, directory, middleware('global'));
    } else if (base === '+middleware') {
      claim(scan.directory, directory, middleware('directory'));
    } else if (SPECIFIC_MIDDLEWARE.test(base)) {
      const command = SPECIFIC_MIDDLEWARE.exec(base)![1]!;
      claim(scan.specific, specificKey(directory, command), middleware('command', command));
    } else {
      throw new Error(
        `Unknown special file ${entry.path}. Names starting with + are middleware: +global-middleware.ts, +middleware.ts or +<command>.middleware.ts.`,
      );
    }
  }
}

function claim(map: Map<string, MiddlewareFileEntry>, key: string, entry: MiddlewareFileEntry): void {
  const existing = map.get(key);
  if (existing) throw new Error(`Two files play the same middleware role: ${existing.file} and ${entry.file}. Keep one of them.`);
  map.set(key, entry);
}

function specificKey(directory: string, base: string): string {
  return `${directory}\0${base}`;
}

/** `root`, then each directory down to `directory`. */
function ancestors(root: string, directory: string): string[] {
  const parts = relative(root, directory).split(sep).filter(Boolean);
  const chain = [root];
  let current = root;
  for (const part of parts) chain.push((current = `${current}${sep}${part}`));
  return chain;
}
