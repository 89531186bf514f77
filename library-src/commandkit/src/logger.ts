/**
 * Logging: {@link Logger}, the logger your bot writes its own lines with; the
 * {@link CommandKitLogger} CommandKit writes to, the console logger it uses by default and the
 * functions that install and read the logger in use; and CommandKit 1.0's {@link DefaultLogger},
 * {@link createLogger} and {@link useLogger}. Import them from `commandkit/logger` (or
 * `commandkit`).
 *
 * @module
 */
export { ConsoleLogger, getLogger, setLogger, type ConsoleLoggerOptions, type LogLevel } from './logger/logger.ts';
export type { CommandKitLogger, CommandKitLoggerOptions, ILogger, LoggerImpl } from './logger/types.ts';
export { DefaultLogger } from './logger/default-logger.ts';
export { createLogger } from './logger/create-logger.ts';
export { Logger, useLogger } from './logger/global-logger.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
