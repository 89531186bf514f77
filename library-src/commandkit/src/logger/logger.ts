import { assertLogger } from './check-logger.ts';
import type { CommandKitLogger } from './types.ts';

/**
 * The levels of {@link ConsoleLogger}, from the most to the least verbose. A logger shows the lines
 * of its level and of the levels after it; `'silent'` shows nothing.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/**
 * Options for {@link ConsoleLogger}.
 */
export interface ConsoleLoggerOptions {
  /**
   * The least severe level to show.
   *
   * @defaultValue the `COMMANDKIT_LOG_LEVEL` environment variable when it names a level, else `'info'`
   */
  level?: LogLevel;
  /**
   * Where lines go. Mostly for tests.
   *
   * @defaultValue the global `console`
   */
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * The default {@link CommandKitLogger}: writes `[CommandKit] LEVEL message` lines to the console,
 * dropping those below its level.
 *
 * @example
 * ```ts
 * import { ConsoleLogger, setLogger } from 'commandkit';
 *
 * setLogger(new ConsoleLogger({ level: 'debug' }));
 * ```
 */
export class ConsoleLogger implements CommandKitLogger {
  /** The least severe level this logger shows. */
  readonly level: LogLevel;
  readonly #console: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

  /**
   * Creates a console logger.
   *
   * @param options - The level to show and where to write.
   */
  constructor(options: ConsoleLoggerOptions = {}) {
    const fromEnv = process.env.COMMANDKIT_LOG_LEVEL?.toLowerCase();
    this.level = options.level ?? (LEVELS.includes(fromEnv as LogLevel) ? (fromEnv as LogLevel) : 'info');
    this.#console = options.console ?? console;
  }

  /**
   * Logs at the `debug` level.
   *
   * @param message - The line to log.
   * @param details - Extra values, printed after the line.
   */
  debug(message: string, ...details: unknown[]): void {
    this.#write('debug', message, details);
  }

  /**
   * Logs at the `info` level.
   *
   * @param message - The line to log.
   * @param details - Extra values, printed after the line.
   */
  info(message: string, ...details: unknown[]): void {
    this.#write('info', message, details);
  }

  /**
   * Logs at the `warn` level.
   *
   * @param message - The line to log.
   * @param details - Extra values, printed after the line.
   */
  warn(message: string, ...details: unknown[]): void {
    this.#write('warn', message, details);
  }

  /**
   * Logs at the `error` level.
   *
   * @param message - The line to log.
   * @param details - Extra values, such as the `Error`, printed with its stack.
   */
  error(message: string, ...details: unknown[]): void {
    this.#write('error', message, details);
  }

  #write(level: Exclude<LogLevel, 'silent'>, message: string, details: unknown[]): void {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(this.level)) return;
    // An empty message comes from a line written through `Logger` that started with a value
    // other than a string: the values follow the level alone.
    const line = message === '' ? `[CommandKit] ${level.toUpperCase()}` : `[CommandKit] ${level.toUpperCase()} ${message}`;
    this.#console[level](line, ...details);
  }
}

let activeLogger: CommandKitLogger = new ConsoleLogger();

/**
 * Replaces the logger CommandKit writes to, and that {@link Logger} hands its lines to. Call it
 * before the bot starts (at the top of `app.ts`, say) to capture the lines written while loading.
 * {@link useLogger} is the same, under the name CommandKit 1.0 used.
 *
 * @param logger - The logger to use from now on.
 * @throws `TypeError` when `logger` lacks one of the `debug`, `info`, `warn` and `error` methods.
 *
 * @example
 * ```ts
 * import { ConsoleLogger, setLogger } from 'commandkit';
 *
 * setLogger(new ConsoleLogger({ level: 'warn' }));
 * ```
 */
export function setLogger(logger: CommandKitLogger): void {
  assertLogger(logger, 'setLogger()');
  activeLogger = logger;
}

/**
 * Returns the logger CommandKit writes to: the one given to {@link setLogger}, else a
 * {@link ConsoleLogger}.
 *
 * @returns The active logger.
 *
 * @example
 * ```ts
 * import { getLogger } from 'commandkit';
 *
 * getLogger().info('Connected to the database');
 * ```
 */
export function getLogger(): CommandKitLogger {
  return activeLogger;
}
