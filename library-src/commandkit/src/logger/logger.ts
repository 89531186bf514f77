/**
 * Where CommandKit writes what it does: loaded files, registrations, failed commands. Implement it
 * to send these lines to your own logging library, and install it with {@link setLogger}.
 *
 * @example
 * ```ts
 * import pino from 'pino';
 * import { setLogger, type Logger } from 'commandkit';
 *
 * const log = pino();
 * const logger: Logger = {
 *   debug: (message, ...details) => log.debug({ details }, message),
 *   info: (message, ...details) => log.info({ details }, message),
 *   warn: (message, ...details) => log.warn({ details }, message),
 *   error: (message, ...details) => log.error({ details }, message),
 * };
 * setLogger(logger);
 * ```
 */
export interface Logger {
  /**
   * Details useful when tracking down a problem, such as each file loaded.
   *
   * @param message - The line to log.
   * @param details - Extra values, such as an `Error`.
   */
  debug(message: string, ...details: unknown[]): void;
  /**
   * Progress worth seeing in normal operation, such as the number of commands loaded.
   *
   * @param message - The line to log.
   * @param details - Extra values, such as an `Error`.
   */
  info(message: string, ...details: unknown[]): void;
  /**
   * Something that is probably a mistake but does not stop the bot.
   *
   * @param message - The line to log.
   * @param details - Extra values, such as an `Error`.
   */
  warn(message: string, ...details: unknown[]): void;
  /**
   * A failure, such as a command that threw.
   *
   * @param message - The line to log.
   * @param details - Extra values, such as an `Error`.
   */
  error(message: string, ...details: unknown[]): void;
}

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
 * The default {@link Logger}: writes `[CommandKit] LEVEL message` lines to the console, dropping
 * those below its level.
 *
 * @example
 * ```ts
 * import { ConsoleLogger, setLogger } from 'commandkit';
 *
 * setLogger(new ConsoleLogger({ level: 'debug' }));
 * ```
 */
export class ConsoleLogger implements Logger {
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
    this.#console[level](`[CommandKit] ${level.toUpperCase()} ${message}`, ...details);
  }
}

let activeLogger: Logger = new ConsoleLogger();

/**
 * Replaces the logger CommandKit writes to. Call it before the bot starts (at the top of `app.ts`,
 * say) to capture the lines written while loading.
 *
 * @param logger - The logger to use from now on.
 *
 * @example
 * ```ts
 * import { ConsoleLogger, setLogger } from 'commandkit';
 *
 * setLogger(new ConsoleLogger({ level: 'warn' }));
 * ```
 */
export function setLogger(logger: Logger): void {
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
export function getLogger(): Logger {
  return activeLogger;
}
