// createLogger: a logger of your own, with a provider you can replace.
import { createLogger, getLogger, Logger, setLogger, type ILogger, type LoggerImpl } from '../../src/index.ts';
import * as loggerEntry from '../../src/logger.ts';
import { recordingLogger } from '../runtime/support/runtime.ts';

function recordingILogger() {
  const calls: unknown[][] = [];
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

describe('createLogger', () => {
  it('is exported by commandkit/logger and commandkit', () => {
    expect(loggerEntry.createLogger).toBe(createLogger);
  });

  it('hands every line to its provider until configure() replaces it', () => {
    const first = recordingILogger();
    const logger: LoggerImpl = createLogger({ provider: first.logger });
    logger.log('a', 1);
    logger.error('b', { code: 2 });
    const second = recordingLogger();
    logger.configure({ provider: second });
    logger.log('c');
    logger.debug(42);
    expect(first.calls).toEqual([
      ['log', 'a', 1],
      ['error', 'b', { code: 2 }],
    ]);
    expect(second.lines).toEqual([
      ['info', 'c'],
      ['debug', '', 42],
    ]);
  });

  it('is independent of Logger and of the logger CommandKit writes to', () => {
    const previous = getLogger();
    const global = recordingLogger();
    setLogger(global);
    try {
      const own = recordingILogger();
      const logger = createLogger({ provider: own.logger });
      logger.info('mine');
      Logger.info('global');
      logger.configure({ provider: recordingILogger().logger });
      expect(getLogger()).toBe(global);
      expect(own.calls).toEqual([['info', 'mine']]);
      expect(global.lines).toEqual([['info', 'global']]);
    } finally {
      setLogger(previous);
    }
  });

  it('calls the provider as a method, so class-based providers keep their this', () => {
    class Prefixed implements ILogger {
      readonly lines: string[] = [];
      constructor(private readonly prefix: string) {}
      log(...args: unknown[]) {
        this.lines.push(`${this.prefix} ${args.join(' ')}`);
      }
      debug(...args: unknown[]) {
        this.log(...args);
      }
      info(...args: unknown[]) {
        this.log(...args);
      }
      warn(...args: unknown[]) {
        this.log(...args);
      }
      error(...args: unknown[]) {
        this.log(...args);
      }
    }
    const provider = new Prefixed('[jobs]');
    createLogger({ provider }).warn('queue', 'full');
    expect(provider.lines).toEqual(['[jobs] queue full']);
  });

  it('needs a provider with the logging methods', () => {
    expect(() => createLogger(undefined as never)).toThrow(
      new TypeError('createLogger() expects { provider }: the logger to hand the lines to.'),
    );
    expect(() => createLogger({} as never)).toThrow(new TypeError('createLogger() expects { provider }: the logger to hand the lines to.'));
    expect(() => createLogger({ provider: 'console' as never })).toThrow(
      new TypeError('createLogger() expects a logger object with debug, info, warn and error methods, got string.'),
    );
    const logger = createLogger({ provider: recordingILogger().logger });
    expect(() => logger.configure({ provider: { debug() {}, info() {}, warn() {} } as never })).toThrow(
      new TypeError('configure() was given a logger without the error() method.'),
    );
  });
});
