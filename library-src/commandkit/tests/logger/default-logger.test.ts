// DefaultLogger: timestamped lines on two streams, naming what CommandKit is running.
import { PassThrough } from 'node:stream';
import { DefaultLogger, setLogger, type ILogger } from '../../src/index.ts';
import * as loggerEntry from '../../src/logger.ts';
import { buildInteraction } from '../runtime/support/discord.ts';
import { cleanUp, harness, recordingLogger } from '../runtime/support/runtime.ts';

/** A stream that keeps what is written to it; `colors` makes it a terminal that shows colours. */
function capture(colors?: boolean) {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  if (colors !== undefined) Object.assign(stream, { hasColors: () => colors });
  return { stream, text: () => chunks.join('') };
}

const TIME = '\\d{2}:\\d{2}:\\d{2}\\.\\d{3}';

afterEach(cleanUp);

describe('DefaultLogger', () => {
  it('is an ILogger class exported by commandkit/logger and commandkit', () => {
    expect(loggerEntry.DefaultLogger).toBe(DefaultLogger);
    const logger: ILogger = new DefaultLogger(capture().stream, capture().stream);
    expect(logger).toBeInstanceOf(DefaultLogger);
  });

  it('writes log, debug and info lines to stdout, warn and error lines to stderr', () => {
    const out = capture();
    const err = capture();
    const logger = new DefaultLogger(out.stream, err.stream);
    expect(logger.stdout).toBe(out.stream);
    expect(logger.stderr).toBe(err.stream);
    logger.log('plain', 1);
    logger.debug({ guild: '1' });
    logger.info('Loaded %d commands', 3);
    logger.warn('careful');
    logger.error('failed:', 'reason');
    expect(out.text()).toMatch(
      new RegExp(`^${TIME} LOG   plain 1\\n${TIME} DEBUG \\{ guild: '1' \\}\\n${TIME} INFO  Loaded 3 commands\\n$`),
    );
    expect(err.text()).toMatch(new RegExp(`^${TIME} WARN  careful\\n${TIME} ERROR failed: reason\\n$`));
  });

  it('shows an Error with its stack', () => {
    const err = capture();
    new DefaultLogger(capture().stream, err.stream).error(new Error('boom'));
    expect(err.text()).toMatch(new RegExp(`^${TIME} ERROR Error: boom\\n    at `));
  });

  it('colours the level on a terminal that shows colours, and nowhere else', () => {
    const colored = capture(true);
    new DefaultLogger(colored.stream, colored.stream).warn('careful');
    expect(colored.text()).toMatch(new RegExp(`^${TIME} \\x1b\\[33mWARN \\x1b\\[39m careful\\n$`));
    const plain = capture(false);
    new DefaultLogger(plain.stream, plain.stream).warn('careful');
    expect(plain.text()).toMatch(new RegExp(`^${TIME} WARN  careful\\n$`));
  });

  it('defaults to the process streams', () => {
    const logger = new DefaultLogger();
    expect(logger.stdout).toBe(process.stdout);
    expect(logger.stderr).toBe(process.stderr);
  });

  it('names the command being run, and CommandKit writes through it once installed', async () => {
    const out = capture();
    (globalThis as { testLogger?: DefaultLogger }).testLogger = new DefaultLogger(out.stream, out.stream);
    const { client, commandkit } = await harness({
      'commands/ping.ts': [
        `export const command = { name: 'ping', description: 'ping' };`,
        `export const chatInput = () => { (globalThis as any).testLogger.info('Pong!'); };`,
      ].join('\n'),
    });
    await commandkit.handleInteraction(buildInteraction(client, { name: 'ping' }));
    expect(out.text()).toMatch(new RegExp(`^${TIME} INFO  command ping │ Pong!\\n$`));

    setLogger((globalThis as { testLogger?: DefaultLogger }).testLogger!);
    try {
      commandkit.logger.warn('From CommandKit');
      expect(out.text()).toMatch(new RegExp(`\\n${TIME} WARN  From CommandKit\\n$`));
    } finally {
      setLogger(recordingLogger());
    }
  });
});
