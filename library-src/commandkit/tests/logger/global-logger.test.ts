// The 1.0 logger API over the one active logger: Logger, useLogger and Logger.configure, beside
// setLogger and getLogger.
import * as root from '../../src/index.ts';
import * as loggerEntry from '../../src/logger.ts';
import { ConsoleLogger, getLogger, Logger, setLogger, type CommandKitLogger, type ILogger } from '../../src/index.ts';
import { useLogger } from '../../src/logger.ts';
import { recordingLogger } from '../runtime/support/runtime.ts';

/** An ILogger (it has log) that records every call as it was made. */
function recordingILogger() {
  const calls: [method: string, ...args: unknown[]][] = [];
  const method =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const logger: ILogger = {
    log: method('log'),
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
  };
  return { logger, calls };
}

let previous: CommandKitLogger;
beforeEach(() => {
  previous = getLogger();
});
afterEach(() => setLogger(previous));

describe('Logger', () => {
  it('is one object, exported as a value by commandkit/logger and commandkit', () => {
    expect(loggerEntry.Logger).toBe(Logger);
    expect(root.Logger).toBe(Logger);
    expect(Object.keys(Logger).sort()).toEqual(['configure', 'debug', 'error', 'info', 'log', 'warn']);
  });

  it('writes to the logger installed at the time of each line, whichever way it was installed', () => {
    const first = recordingLogger();
    setLogger(first);
    Logger.info('one');
    const second = recordingILogger();
    useLogger(second.logger);
    Logger.info('two');
    const third = recordingLogger();
    Logger.configure({ provider: third });
    Logger.warn('three');
    expect(first.lines).toEqual([['info', 'one']]);
    expect(second.calls).toEqual([['info', 'two']]);
    expect(third.lines).toEqual([['warn', 'three']]);
    // All three install the logger CommandKit itself writes to.
    expect(getLogger()).toBe(third);
  });

  it('passes an ILogger every call unchanged, log included', () => {
    const { logger, calls } = recordingILogger();
    useLogger(logger);
    const error = new Error('boom');
    const details = { guild: '1' };
    Logger.log('plain', 1);
    Logger.debug(details);
    Logger.info('Loaded', 3, 'commands');
    Logger.warn();
    Logger.error(error);
    expect(calls).toEqual([['log', 'plain', 1], ['debug', details], ['info', 'Loaded', 3, 'commands'], ['warn'], ['error', error]]);
  });

  it('gives a CommandKitLogger a string message first: log lines are info lines, other values follow an empty message', () => {
    const logger = recordingLogger();
    setLogger(logger);
    const error = new Error('boom');
    Logger.log('plain', 1);
    Logger.error(error);
    Logger.debug({ a: 1 }, 'text');
    Logger.info();
    expect(logger.lines).toEqual([
      ['info', 'plain', 1],
      ['error', '', error],
      ['debug', '', { a: 1 }, 'text'],
      ['info', ''],
    ]);
  });

  it('with the default console logger, prints a line without a message as the level and the values', () => {
    const lines: unknown[][] = [];
    const sink =
      (level: string) =>
      (...args: unknown[]) =>
        void lines.push([level, ...args]);
    setLogger(
      new ConsoleLogger({
        level: 'debug',
        console: { debug: sink('debug'), info: sink('info'), warn: sink('warn'), error: sink('error') },
      }),
    );
    const error = new Error('boom');
    Logger.error(error);
    Logger.log('Ready in', 12, 'ms');
    expect(lines).toEqual([
      ['error', '[CommandKit] ERROR', error],
      ['info', '[CommandKit] INFO Ready in', 12, 'ms'],
    ]);
  });

  it('has methods that work detached from the object', () => {
    const logger = recordingLogger();
    setLogger(logger);
    const { info, error } = Logger;
    info('detached');
    error('also');
    expect(logger.lines).toEqual([
      ['info', 'detached'],
      ['error', 'also'],
    ]);
  });

  it('refuses to install something that is not a logger, and keeps the one in use', () => {
    const logger = recordingLogger();
    setLogger(logger);
    expect(() => Logger.configure(undefined as never)).toThrow(
      new TypeError('configure() expects { provider }: the logger to hand the lines to.'),
    );
    expect(() => Logger.configure({ provider: { info() {} } as never })).toThrow(
      new TypeError('configure() was given a logger without the debug(), warn() and error() methods.'),
    );
    expect(() => useLogger(null as never)).toThrow(
      new TypeError('useLogger() expects a logger object with debug, info, warn and error methods, got null.'),
    );
    expect(() => useLogger({ ...recordingILogger().logger, log: 'loud' } as never)).toThrow(
      new TypeError('useLogger() was given a logger whose "log" is not a function.'),
    );
    expect(() => setLogger({ debug() {}, info() {}, warn() {} } as never)).toThrow(
      new TypeError('setLogger() was given a logger without the error() method.'),
    );
    expect(getLogger()).toBe(logger);
  });
});

describe('useLogger', () => {
  it('is exported by commandkit/logger (and commandkit) and installs the logger CommandKit writes to', () => {
    expect(root.useLogger).toBe(useLogger);
    const { logger, calls } = recordingILogger();
    useLogger(logger);
    expect(getLogger()).toBe(logger);
    getLogger().warn('from CommandKit', 1);
    expect(calls).toEqual([['warn', 'from CommandKit', 1]]);
  });

  it('accepts a CommandKitLogger too', () => {
    const logger = recordingLogger();
    useLogger(logger);
    expect(getLogger()).toBe(logger);
  });
});
