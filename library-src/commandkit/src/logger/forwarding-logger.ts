import { assertLogger } from './check-logger.ts';
import type { CommandKitLogger, CommandKitLoggerOptions, ILogger, LoggerImpl } from './types.ts';

type Provider = ILogger | CommandKitLogger;
type LineMethod = 'log' | 'debug' | 'info' | 'warn' | 'error';

/**
 * Hands one line to a provider. An {@link ILogger} (it has `log`) takes any values, as 1.0's
 * providers did, so it gets the arguments as they are. A {@link CommandKitLogger} expects a string
 * message first: `log` becomes `info`, and values that do not start with a string follow an
 * empty message rather than be turned into text, so an `Error` keeps its stack.
 */
function forwardLine(provider: Provider, method: LineMethod, args: unknown[]): void {
  if (typeof (provider as Partial<ILogger>).log === 'function') {
    (provider as ILogger)[method](...args);
    return;
  }
  const level = method === 'log' ? 'info' : method;
  const [first, ...rest] = args;
  if (typeof first === 'string') provider[level](first, ...rest);
  else provider[level]('', ...args);
}

/**
 * Checks the options of {@link createLogger} and {@link LoggerImpl.configure}.
 *
 * @internal
 */
export function assertLoggerOptions(options: unknown, caller: string): asserts options is CommandKitLoggerOptions {
  if (typeof options !== 'object' || options === null || !('provider' in options)) {
    throw new TypeError(`${caller} expects { provider }: the logger to hand the lines to.`);
  }
  assertLogger((options as CommandKitLoggerOptions).provider, caller);
}

/**
 * A {@link LoggerImpl} whose lines go to whatever `current()` returns at the time of each call, and
 * whose `configure` calls `replace`. The methods are closures, so they work detached
 * (`const { info } = Logger`), as 1.0's did.
 *
 * @internal
 */
export function forwardingLogger(current: () => Provider, replace: (provider: Provider) => void): LoggerImpl {
  const line =
    (method: LineMethod) =>
    (...args: unknown[]) =>
      forwardLine(current(), method, args);
  return {
    log: line('log'),
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    configure(options: CommandKitLoggerOptions): void {
      assertLoggerOptions(options, 'configure()');
      replace(options.provider);
    },
  };
}
