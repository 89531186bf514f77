import { Collection } from 'discord.js';
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { scanCommandsLayout, type MiddlewareFileEntry } from '../commands/commands-layout.ts';
import { checkCommandData } from './check-command-data.ts';
import type { Command, CommandsRouterOptions, Middleware, ParsedCommandData } from './commands-router-types.ts';
import { recordId } from './record-id.ts';

/**
 * Finds the command and middleware files of a commands directory, by the rules the commands are
 * loaded with (see the file-system conventions guide): `(category)` directories, `_private`
 * names skipped, `+global-middleware`, `+middleware` and `+<command>.middleware` files. It reads
 * the layout only, importing nothing; `ctx.commandkit.commandsRouter` is the bot's router.
 *
 * Each record has an id that stays the same for the same file across scans, and each command
 * lists the ids of its middleware in the order they run.
 *
 * @example
 * ```ts
 * import { CommandsRouter } from 'commandkit';
 *
 * const router = new CommandsRouter({ entrypoint: 'src/app/commands' });
 * const { commands, middlewares } = await router.scan();
 * for (const command of Object.values(commands)) {
 *   const chain = command.middlewares.map((id) => middlewares[id]!.relativePath);
 *   console.log(command.relativePath, command.category, chain);
 * }
 * ```
 */
export class CommandsRouter {
  readonly #entrypoint: string;
  readonly #commands = new Collection<string, Command>();
  readonly #middlewares = new Collection<string, Middleware>();

  /**
   * @param options - The commands directory to scan.
   * @throws `TypeError` when `entrypoint` is not a non-empty string.
   */
  constructor(options: CommandsRouterOptions) {
    const entrypoint: unknown = options?.entrypoint;
    if (typeof entrypoint !== 'string' || entrypoint === '') {
      throw new TypeError(
        `A CommandsRouter needs its commands directory: new CommandsRouter({ entrypoint: '<app>/commands' }), got ${JSON.stringify(entrypoint) ?? typeof entrypoint}.`,
      );
    }
    this.#entrypoint = resolve(entrypoint);
  }

  /** The commands directory, as an absolute path. */
  get entrypoint(): string {
    return this.#entrypoint;
  }

  /**
   * Whether the commands directory exists and is a directory. A missing one scans as empty.
   *
   * @returns `true` for an existing directory.
   */
  isValidPath(): boolean {
    try {
      return statSync(this.#entrypoint).isDirectory();
    } catch {
      return false;
    }
  }

  /** Forgets every record, scanned or populated. */
  clear(): void {
    this.#commands.clear();
    this.#middlewares.clear();
  }

  /**
   * The records, by id, in the router's own collections: a later `scan()`, `populate()` or
   * `clear()` changes them.
   *
   * @returns The command and middleware records.
   */
  getData(): {
    /** The command records, by id. */
    commands: Collection<string, Command>;
    /** The middleware records, by id. */
    middlewares: Collection<string, Middleware>;
  } {
    return { commands: this.#commands, middlewares: this.#middlewares };
  }

  /**
   * Adds records made elsewhere, such as those another router's `toJSON()` returned, replacing
   * records of the same id.
   *
   * @param data - The records, by id.
   * @throws `TypeError` naming the record at fault when a record lacks a field, is not keyed by its
   * id, or (counting the records already here) lists a middleware id there is no record of;
   * nothing is added then.
   */
  populate(data: ParsedCommandData): void {
    const { commands, middlewares } = checkCommandData(data);
    const known = new Set([...this.#middlewares.keys(), ...middlewares.map((middleware) => middleware.id)]);
    for (const command of commands) {
      const missing = command.middlewares.find((id) => !known.has(id));
      if (missing !== undefined) {
        throw new TypeError(
          `CommandsRouter.populate(): the command "${command.id}" (${command.path}) lists the middleware "${missing}", which has no record; add it to "middlewares".`,
        );
      }
    }
    for (const middleware of middlewares) this.#middlewares.set(middleware.id, middleware);
    for (const command of commands) this.#commands.set(command.id, command);
  }

  /**
   * Scans the commands directory and keeps what it finds, replacing all records once the whole
   * scan succeeded.
   *
   * @returns The records found, by id.
   * @throws `Error` naming the file and the fix when the directory is laid out wrongly (an unknown
   * `+` file, a global middleware below the top, two files of one middleware role, a command
   * middleware without its command); the records are kept as they were.
   */
  async scan(): Promise<ParsedCommandData> {
    const layout = await scanCommandsLayout(this.#entrypoint);
    const middlewareIds = new Map<MiddlewareFileEntry, string>();
    const middlewares = layout.middleware.map((entry): Middleware => {
      const id = recordId('middleware', entry.file);
      middlewareIds.set(entry, id);
      return Object.freeze({
        id,
        name: entry.base,
        path: entry.file,
        relativePath: this.#relative(entry.file),
        parentPath: entry.directory,
        global: entry.scope === 'global',
        command: entry.command ?? null,
      });
    });
    const commands = layout.commands.map((entry): Command =>
      Object.freeze({
        id: recordId('command', entry.file),
        name: entry.base,
        path: entry.file,
        relativePath: this.#relative(entry.file),
        parentPath: entry.directory,
        category: entry.category ?? null,
        middlewares: Object.freeze(entry.middleware.map((middleware) => middlewareIds.get(middleware)!)) as string[],
      }),
    );
    this.clear();
    for (const middleware of middlewares) this.#middlewares.set(middleware.id, middleware);
    for (const command of commands) this.#commands.set(command.id, command);
    return this.toJSON();
  }

  /**
   * The records as plain objects, by id, in scan order.
   *
   * @returns The command and middleware records.
   */
  toJSON(): ParsedCommandData {
    return { commands: Object.fromEntries(this.#commands), middlewares: Object.fromEntries(this.#middlewares) };
  }

  #relative(file: string): string {
    return relative(this.#entrypoint, file).split(sep).join('/');
  }
}
