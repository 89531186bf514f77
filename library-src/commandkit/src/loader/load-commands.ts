import { ApplicationCommandType } from 'discord.js';
import { readCommandData, readHandlers, readMetadata } from '../commands/command-data.ts';
import { answeredTypes, commandKey, describeCommandType, typedNameKey } from '../commands/command-keys.ts';
import { scanCommandsLayout, type MiddlewareFileEntry } from '../commands/commands-layout.ts';
import type { CommandData, LoadedCommand, LoadedMiddleware, MiddlewareScope } from '../commands/types.ts';
import { importModule, namedExports } from './import-module.ts';
import { settleInOrder } from './settle-in-order.ts';

/** Imports a file by absolute path and returns its exports. */
export type ModuleImporter = (file: string) => Promise<Record<string, unknown>>;

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
  const layout = await scanCommandsLayout(commandsDir);

  const cache = new Map<string, Promise<LoadedMiddleware>>();
  const middleware = (entry: MiddlewareFileEntry) => {
    let loaded = cache.get(entry.file);
    if (!loaded) cache.set(entry.file, (loaded = loadMiddleware(entry.file, entry.scope, importer)));
    return loaded;
  };
  // Every middleware file is loaded, used or not, so a broken one is reported at once.
  await Promise.all(layout.middleware.filter((entry) => entry.scope === 'global').map(middleware));
  for (const entry of layout.middleware) await middleware(entry);

  const commands = new Map<string, LoadedCommand>();
  const names = new Map<string, string>();
  // Imported side by side (a bot has hundreds of files), then read in scan order so the first
  // error reported is the same on every run.
  const modules = await settleInOrder(layout.commands.map((entry) => importFile(entry.file, 'command', importer, 'command')));
  for (const [index, entry] of layout.commands.entries()) {
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

    const chain = await Promise.all(entry.middleware.map(middleware));
    commands.set(
      commandKey(data),
      Object.freeze({
        name: data.name,
        data,
        file: entry.file,
        category: entry.category,
        metadata,
        handlers,
        middleware: Object.freeze(chain),
        ...guildsOf(data),
      }),
    );
  }
  return commands;
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
  return Object.freeze({
    name: data.name,
    data,
    file,
    category,
    metadata,
    handlers,
    middleware: Object.freeze([...middleware]),
    ...guildsOf(data),
  });
}

/** The `guilds` of a loaded command: those of its definition, when it lists any. */
function guildsOf(data: CommandData): { guilds?: string[] } {
  return data.guilds === undefined ? {} : { guilds: [...data.guilds] };
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
export async function loadMiddlewareFile(
  file: string,
  scope: MiddlewareScope,
  importer: ModuleImporter = importModule,
): Promise<LoadedMiddleware> {
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
