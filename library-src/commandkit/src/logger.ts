/**
 * Logging: the {@link Logger} CommandKit writes to, the console logger it uses by default, and the
 * functions that install and read the logger in use. Import them from `commandkit/logger` (or
 * `commandkit`).
 *
 * @module
 */
export { ConsoleLogger, getLogger, setLogger, type ConsoleLoggerOptions, type Logger, type LogLevel } from './logger/logger.ts';
