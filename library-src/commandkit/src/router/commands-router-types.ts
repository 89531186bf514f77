// The records a CommandsRouter keeps, in CommandKit 1.0's shape. Types only: nothing here runs.

/** What {@link CommandsRouter} is created with. */
export interface CommandsRouterOptions {
  /** The commands directory to scan, usually `<app>/commands` (absolute, or relative to the current directory). */
  entrypoint: string;
}

/**
 * A command file found by a {@link CommandsRouter}: where it is, and the middleware that runs
 * around it. The router reads the layout only; the command's registered name comes from the
 * file's `command` export when the commands load.
 */
export interface Command {
  /** The record's id: the same for the same file on every scan. */
  id: string;
  /** The file's name without its extension, such as `ping`. */
  name: string;
  /** The file's absolute path. */
  path: string;
  /** The path from the commands directory, with `/` separators, such as `(fun)/ping.ts`. */
  relativePath: string;
  /** The absolute path of the directory holding the file. */
  parentPath: string;
  /** The innermost `(category)` directory holding the file, without its parentheses; `null` outside any. */
  category: string | null;
  /** The ids of the {@link Middleware} records that run around the command, in the order they run. */
  middlewares: string[];
}

/**
 * A middleware file found by a {@link CommandsRouter}: `+global-middleware`, `+middleware` or
 * `+<command>.middleware`.
 */
export interface Middleware {
  /** The record's id: the same for the same file on every scan. */
  id: string;
  /** The file's name without its extension, such as `+middleware` or `+ban.middleware`. */
  name: string;
  /** The file's absolute path. */
  path: string;
  /** The path from the commands directory, with `/` separators. */
  relativePath: string;
  /** The absolute path of the directory holding the file. */
  parentPath: string;
  /** Whether it runs for every command: the `+global-middleware` file. */
  global: boolean;
  /** For a `+<command>.middleware` file, the name of the command file it is for; `null` otherwise. */
  command: string | null;
}

/** A {@link CommandsRouter}'s records as plain objects, by id: what `scan()` and `toJSON()` return and `populate()` takes. */
export interface ParsedCommandData {
  /** The command records, by id. */
  commands: Record<string, Command>;
  /** The middleware records, by id. */
  middlewares: Record<string, Middleware>;
}
