import { assertLogger } from './check-logger.ts';
import { forwardingLogger } from './forwarding-logger.ts';
import { getLogger, setLogger } from './logger.ts';
import type { CommandKitLogger, ILogger, LoggerImpl } from './types.ts';

/**
 * The logger to write your bot's own lines with, as in CommandKit 1.0: `Logger.info(...)`,
 * `Logger.error(...)` and the rest take any values, as `console`'s methods do. Each line goes to
 * the logger CommandKit itself writes to at that moment ({@link getLogger}), so installing one
 * with {@link setLogger}, {@link useLogger} or `Logger.configure({ provider })` (all three do the
 * same) sends both CommandKit's lines and yours to it.
 *
 * With the default {@link ConsoleLogger}, `Logger.log` lines are `info` lines, and lines below the
 * console logger's level are dropped like CommandKit's.
 *
 * @example
 * ```ts
 * import { Logger } from 'commandkit/logger';
 *
 * Logger.info('Connected to the database in', 42, 'ms');
 * try {
 *   await loadSettings();
 * } catch (error) {
 *   Logger.error('Could not load the settings:', error);
 * }
 * ```
 */
export const Logger: LoggerImpl = forwardingLogger(getLogger, setLogger);

/**
 * Installs the logger that CommandKit and {@link Logger} write to: the name CommandKit 1.0 used
 * for {@link setLogger}, which does the same.
 *
 * @param logger - The logger to use from now on: an {@link ILogger}, such as {@link DefaultLogger},
 * or a {@link CommandKitLogger}.
 * @throws `TypeError` when `logger` lacks one of the `debug`, `info`, `warn` and `error` methods.
 *
 * @example
 * ```ts
 * // src/app.ts
 * import { DefaultLogger, useLogger } from 'commandkit/logger';
 *
 * useLogger(new DefaultLogger());
 * ```
 */
export function useLogger(logger: ILogger | CommandKitLogger): void {
  assertLogger(logger, 'useLogger()');
  setLogger(logger);
}
