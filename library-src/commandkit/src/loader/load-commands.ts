import { ApplicationCommandType } from 'discord.js';
import { dirname, extname, join, relative, sep } from 'node:path';
import { readCommandData, readHandlers, readMetadata } from '../commands/command-data.ts';
import { answeredTypes, commandKey, describeCommandType, typedNameKey } from '../commands/command-keys.ts';
import type { LoadedCommand, LoadedMiddleware, MiddlewareScope } from '../commands/types.ts';
import { importModule, isModuleFile, namedExports, stripModuleExtension } from './import-module.ts';
import { listDirectory } from './walk.ts';
import { settleInOrder } from './settle-in-order.ts';

/** Imports a file by absolute path and returns its exports. */
export type ModuleImporter = (file: string) => Promise<Record<string, unknown>>;

interface CommandFile {
  readonly file: string;
  readonly directory: string;
  readonly base: string;
  readonly category: string | undefined;
}

interface Scan {
  readonly root: string;
  readonly commands: CommandFile[];
  readonly global: Map<string, string>;
  readonly directory: Map<string, string>;
  readonly specific: Map<string, string>;
}

const CATEGORY = /^\((.+)\)$/;
const SPECIFIC_MIDDLEWARE = /^\+(.+)\.middleware$/;

/**
 * Loads every command under `commandsDir` and the middleware that applies to each.
 *
 * Directories nest freely; a `(name)` directory sets the category of the commands inside it and
 * changes nothing else. Files and directories whose names start with `_` or `.` are skipped.
 * Files whose names start with `+` are middleware: `+global-middleware` (only directly in
 * `commandsDir`), `+middleware` and `+<command file>.middleware`; any other `+` name is an error.
 *
 * Command names are unique per command type, as on Discord: a slash command and a context-menu
 * command may share a name, two commands of one type may not (compared without regard to case;
 * a slash command file's context-menu twins count as context-menu commands, and message-command
 * aliases share the namespace of slash command names).
 *
 * @returns The commands by key: see {@link commandKey}.
 */
export async function loadCommands(commandsDir: string, importer: ModuleImporter = importModule): Promise<Map<string, LoadedCommand>> {
  const scan: Scan = { root: commandsDir, commands: [], global: new Map(), directory: new Map(), specific: new Map() };
  await scanDirectory(commandsDir, undefined, scan);

  const commandFileKeys = new Set(scan.commands.map((command) => specificKey(command.directory, command.base)));
  for (const [key, file] of scan.specific) {
    if (!commandFileKeys.has(key)) {
      const expected = key.split('\0')[1];
      throw new Error(
        `The middleware file ${file} is for the command file "${expected}", but ${dirname(file)} has no such command file. Rename it to +<command file name>.middleware.ts.`,
      );
    }
  }

  const cache = new Map<string, Promise<LoadedMiddleware>>();
  const middleware = (file: string, scope: MiddlewareScope) => {
    let loaded = cache.get(file);
    if (!loaded) cache.set(file, (loaded = loadMiddleware(file, scope, importer)));
    return loaded;
  };
  // Every middleware file is loaded, used or not, so a broken one is reported at once.
  const global = await Promise.all([...scan.global.values()].map((file) => middleware(file, 'global')));
  for (const file of scan.directory.values()) await middleware(file, 'directory');
  for (const file of scan.specific.values()) await middleware(file, 'command');

  const commands = new Map<string, LoadedCommand>();
  const names = new Map<string, string>();
  // Imported side by side (a bot has hundreds of files), then read in scan order so the first
  // error reported is the same on every run.
  const modules = await settleInOrder(scan.commands.map((entry) => importFile(entry.file, 'command', importer, 'command')));
  for (const [index, entry] of scan.commands.entries()) {
    const exports = modules[index];
    const handlers = readHandlers(exports, entry.file);
    const data = readCommandData(exports, handlers, entry.file);
    const metadata = readMetadata(exports, entry.file);

    // One namespace per command type, as on Discord; aliases are names of message commands,
    // which are slash command files.
    const claims: [key: string, what: string][] = answeredTypes({ data, handlers }).map((type) => [
      typedNameKey(type, data.name.toLowerCase()),
      `the ${describeCommandType(type)} "${data.name}"`,
    ]);
    for (const alias of metadata.aliases) claims.push([typedNameKey(ApplicationCommandType.ChatInput, alias), `"${alias}" (as an alias)`]);
    for (const [key, what] of claims) {
      const other = names.get(key);
      if (other !== undefined) throw new Error(`Two command files define ${what}: ${other} and ${entry.file}. Rename one of them.`);
      names.set(key, entry.file);
    }

    const chain: LoadedMiddleware[] = [...global];
    for (const directory of ancestors(commandsDir, entry.directory)) {
      const file = scan.directory.get(directory);
      if (file) chain.push(await middleware(file, 'directory'));
    }
    const specific = scan.specific.get(specificKey(entry.directory, entry.base));
    if (specific) chain.push(await middleware(specific, 'command'));

    commands.set(commandKey(data), Object.freeze({
      name: data.name,
      data,
      file: entry.file,
      category: entry.category,
      metadata,
      handlers,
      middleware: Object.freeze(chain),
    }));
  }
  return commands;
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
    if (!base.startsWith('+')) {
      scan.commands.push({ file: entry.path, directory, base, category });
    } else if (base === '+global-middleware') {
      if (!top) {
        throw new Error(
          `The global middleware file ${entry.path} must be directly in ${scan.root}: it runs for every command, wherever it is. Move it to ${join(scan.root, entry.name)}, or rename it to +middleware${extname(entry.name)} to run it for the commands of ${directory} only.`,
        );
      }
      claim(scan.global, directory, entry.path);
    } else if (base === '+middleware') {
      claim(scan.directory, directory, entry.path);
    } else if (SPECIFIC_MIDDLEWARE.test(base)) {
      claim(scan.specific, specificKey(directory, SPECIFIC_MIDDLEWARE.exec(base)![1]!), entry.path);
    } else {
      throw new Error(
        `Unknown special file ${entry.path}. Names starting with + are middleware: +global-middleware.ts, +middleware.ts or +<command>.middleware.ts.`,
      );
    }
  }
}

function claim(map: Map<string, string>, key: string, file: string): void {
  const existing = map.get(key);
  if (existing) throw new Error(`Two files play the same middleware role: ${existing} and ${file}. Keep one of them.`);
  map.set(key, file);
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

/**
 * Loads one command file outside a commands directory scan, with the middleware given: what
 * `commandHandler.addExternalCommands()` uses for files a plugin found.
 *
 * @param file - The command file's absolute path.
 * @param category - The command's category, if any.
 * @param middleware - The middleware that runs around it, in order.
 * @param importer - Imports the file.
 * @returns The loaded command.
 * @throws `Error` naming the file when it cannot be imported or exports no valid command.
 */
export async function loadCommandFile(
  file: string,
  category: string | undefined,
  middleware: readonly LoadedMiddleware[],
  importer: ModuleImporter = importModule,
): Promise<LoadedCommand> {
  const exports = await importFile(file, 'command', importer, 'command');
  const handlers = readHandlers(exports, file);
  const data = readCommandData(exports, handlers, file);
  const metadata = readMetadata(exports, file);
  return Object.freeze({ name: data.name, data, file, category, metadata, handlers, middleware: Object.freeze([...middleware]) });
}

/**
 * Loads one middleware file outside a commands directory scan.
 *
 * @param file - The middleware file's absolute path.
 * @param scope - Where it applies.
 * @param importer - Imports the file.
 * @returns The loaded middleware.
 * @throws `Error` naming the file when it cannot be imported or exports no `beforeExecute`.
 */
export async function loadMiddlewareFile(file: string, scope: MiddlewareScope, importer: ModuleImporter = importModule): Promise<LoadedMiddleware> {
  return loadMiddleware(file, scope, importer);
}

async function loadMiddleware(file: string, scope: MiddlewareScope, importer: ModuleImporter): Promise<LoadedMiddleware> {
  const exports = await importFile(file, 'middleware', importer, 'beforeExecute');
  const { beforeExecute, afterExecute } = exports;
  if (typeof beforeExecute !== 'function') {
    throw new Error(
      `The middleware file ${file} must export a "beforeExecute" function: export function beforeExecute(ctx: MiddlewareContext) { ... }`,
    );
  }
  if (afterExecute !== undefined && typeof afterExecute !== 'function') {
    throw new Error(`The "afterExecute" export of the middleware file ${file} must be a function.`);
  }
  return Object.freeze({
    file,
    scope,
    beforeExecute: beforeExecute as LoadedMiddleware['beforeExecute'],
    afterExecute: afterExecute as LoadedMiddleware['afterExecute'],
  });
}

/** Imports a file, wrapping a failure in an error that names it. */
export async function importFile(
  file: string,
  role: 'command' | 'middleware' | 'event',
  importer: ModuleImporter,
  marker: string,
): Promise<Record<string, unknown>> {
  try {
    return namedExports(await importer(file), marker);
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    throw new Error(`Failed to load the ${role} file ${file}: ${typeof message === 'string' ? message : String(error)}`, { cause: error });
  }
}
