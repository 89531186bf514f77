import { ConsoleLogger, getLogger, setLogger, type CommandKitLogger } from '../../src/index.ts';

function capture() {
  const lines: [string, ...unknown[]][] = [];
  const sink =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push([level, ...args]);
  return { lines, console: { debug: sink('debug'), info: sink('info'), warn: sink('warn'), error: sink('error') } };
}

describe('ConsoleLogger', () => {
  it('writes lines at or above its level, with details', () => {
    const { lines, console } = capture();
    const logger = new ConsoleLogger({ level: 'warn', console });
    const error = new Error('x');
    logger.debug('hidden');
    logger.info('hidden');
    logger.warn('careful');
    logger.error('failed', error);
    expect(lines).toEqual([
      ['warn', '[CommandKit] WARN careful'],
      ['error', '[CommandKit] ERROR failed', error],
    ]);
  });

  it('defaults to info, or the level COMMANDKIT_LOG_LEVEL names; silent shows nothing', () => {
    expect(new ConsoleLogger().level).toBe('info');
    process.env.COMMANDKIT_LOG_LEVEL = 'DEBUG';
    try {
      expect(new ConsoleLogger().level).toBe('debug');
      process.env.COMMANDKIT_LOG_LEVEL = 'loud';
      expect(new ConsoleLogger().level).toBe('info');
    } finally {
      delete process.env.COMMANDKIT_LOG_LEVEL;
    }
    const { lines, console } = capture();
    new ConsoleLogger({ level: 'silent', console }).error('nothing');
    expect(lines).toEqual([]);
  });
});

describe('setLogger', () => {
  it('replaces the logger getLogger returns', () => {
    const previous = getLogger();
    const logger: CommandKitLogger = { debug() {}, info() {}, warn() {}, error() {} };
    setLogger(logger);
    expect(getLogger()).toBe(logger);
    setLogger(previous);
  });
});
