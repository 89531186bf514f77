import type { CommandKitLogger } from './types.ts';

const REQUIRED = ['debug', 'info', 'warn', 'error'] as const;

/**
 * Checks that `value` can receive CommandKit's lines before it is installed, so a wrong logger
 * fails where it is given rather than at the first line logged, possibly deep inside a command.
 * `log` is optional (a {@link CommandKitLogger} has none) but must be a function when present.
 *
 * @internal
 */
export function assertLogger(value: unknown, caller: string): asserts value is CommandKitLogger {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(
      `${caller} expects a logger object with debug, info, warn and error methods, got ${value === null ? 'null' : typeof value}.`,
    );
  }
  const logger = value as Record<string, unknown>;
  const missing = REQUIRED.filter((method) => typeof logger[method] !== 'function');
  if (missing.length > 0) {
    const names = missing.map((method) => `${method}()`);
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    throw new TypeError(`${caller} was given a logger without the ${list} method${missing.length === 1 ? '' : 's'}.`);
  }
  if (logger.log !== undefined && typeof logger.log !== 'function') {
    throw new TypeError(`${caller} was given a logger whose "log" is not a function.`);
  }
}
