// The shapes of loggers, apart from the code that implements them: the runtime modules and the
// 1.0-style helpers all depend on these, and this file depends on nothing.

/**
 * Where CommandKit writes what it does: loaded files, registrations, failed commands. Implement it
 * to send these lines to your own logging library, and install it with {@link setLogger}. Lines
 * written by CommandKit always start with a string message; lines written through
 * {@link Logger} may start with any value (see {@link LoggerImpl}).
 *
 * @example
 * ```ts
 * import pino from 'pino';
 * import { setLogger, type CommandKitLogger } from 'commandkit';
 *
 * const log = pino();
 * const logger: CommandKitLogger = {
 *   debug: (message, ...details) => log.debug({ details }, message),
 *   info: (message, ...details) => log.info({ details }, message),
 *   warn: (message, ...details) => log.warn({ details }, message),
 *   error: (message, ...details) => log.error({ details }, message),
 * };
 * setLogger(logger);
 * ```
 */
export interface CommandKitLogger {
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
 * A logger in the shape CommandKit 1.0 used: five methods that take any values, as `console`'s
 * do. {@link DefaultLogger} is one; wrap your logging library in one and install it with
 * {@link useLogger}. Any `ILogger` is also a {@link CommandKitLogger}, so {@link setLogger}
 * accepts it too.
 *
 * @example
 * ```ts
 * import { useLogger, type ILogger } from 'commandkit/logger';
 *
 * const tagged: ILogger = {
 *   log: (...args) => console.log('[bot]', ...args),
 *   debug: (...args) => console.debug('[bot]', ...args),
 *   info: (...args) => console.info('[bot]', ...args),
 *   warn: (...args) => console.warn('[bot]', ...args),
 *   error: (...args) => console.error('[bot]', ...args),
 * };
 * useLogger(tagged);
 * ```
 */
export interface ILogger {
  /**
   * A plain line, with no particular severity.
   *
   * @param args - The values to log, as `console.log` takes them.
   */
  log(...args: unknown[]): void;
  /**
   * Details useful when tracking down a problem.
   *
   * @param args - The values to log.
   */
  debug(...args: unknown[]): void;
  /**
   * Progress worth seeing in normal operation.
   *
   * @param args - The values to log.
   */
  info(...args: unknown[]): void;
  /**
   * Something that is probably a mistake but does not stop the bot.
   *
   * @param args - The values to log.
   */
  warn(...args: unknown[]): void;
  /**
   * A failure.
   *
   * @param args - The values to log, such as a message and an `Error`.
   */
  error(...args: unknown[]): void;
}

/**
 * What {@link createLogger} and {@link LoggerImpl.configure} take.
 */
export interface CommandKitLoggerOptions {
  /**
   * The logger that receives the lines. An {@link ILogger} (it has a `log` method) receives each
   * call's arguments unchanged. A {@link CommandKitLogger} without `log` receives `log` lines as
   * `info` lines, and a line whose first value is not a string as an empty message followed by
   * the values, since its methods expect a message first.
   */
  provider: ILogger | CommandKitLogger;
}

/**
 * A logger you write to, which hands every line to a provider that can be replaced at any time:
 * what {@link createLogger} returns, and the type of {@link Logger}.
 */
export interface LoggerImpl extends ILogger {
  /**
   * Replaces the provider that receives the lines from now on.
   *
   * @param options - The new provider.
   * @throws `TypeError` when the provider lacks one of the `debug`, `info`, `warn` and `error`
   * methods.
   */
  configure(options: CommandKitLoggerOptions): void;
}
