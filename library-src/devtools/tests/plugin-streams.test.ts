// The live stream as the plugin feeds it, on a CommandKit whose client never logs in: one session
// holding a thousand streams, as a script could open them. Opening streams must not make the
// plugin resend the bot to every stream already open (a thousand streams were once 296 MB of
// frames), and each refresh of the bot is written once to each stream.
import { Client } from 'discord.js';
import { CommandKit, getLogger, setLogger, type CommandKitLogger } from 'commandkit';
import { devtools, type DevtoolsPlugin } from '../src/devtools-plugin.ts';
import { freePort } from './e2e/devtools-bot.ts';
import { openEventStream, waitForEnd, type EventStream } from './support/event-stream.ts';

const STREAMS = 1_000;
// The plugin refreshes the bot this often while a stream is open (BOT_REFRESH_MS).
const BOT_REFRESH_MS = 5_000;
const LOGIN = { username: 'admin', password: 'correct horse' };

const quiet: CommandKitLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
let logger: CommandKitLogger;
let mode: string | undefined;
let commandkit: CommandKit;
let plugin: DevtoolsPlugin;

beforeEach(async () => {
  // Only the plugin's refresh interval is faked, so the test decides when the bot changes;
  // sockets and the test's own deadlines run on real time.
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });
  logger = getLogger();
  setLogger(quiet);
  mode = process.env.COMMANDKIT_MODE;
  process.env.COMMANDKIT_MODE = 'development';
  commandkit = new CommandKit({ client: new Client({ intents: [] }) });
  plugin = devtools({ port: await freePort(), credentials: LOGIN });
  await plugin.activate(commandkit.plugins);
});

afterEach(async () => {
  await plugin.deactivate(commandkit.plugins);
  await commandkit.destroy();
  if (mode === undefined) delete process.env.COMMANDKIT_MODE;
  else process.env.COMMANDKIT_MODE = mode;
  setLogger(logger);
  jest.useRealTimers();
});

it('sends the bot once to each new stream, and each refresh once to each stream, for 1,000 streams of one session', async () => {
  const login = await fetch(`${plugin.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  expect(login.status).toBe(204);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  const streams: EventStream[] = [];
  for (let index = 0; index < STREAMS; index++) {
    const stream = await openEventStream(`${plugin.url}/api/stream`, { cookie });
    expect(stream.status).toBe(200);
    await stream.waitForEvents('bot', 1);
    streams.push(stream);
    // Opening a stream is not a change of the bot: the first stream hears nothing of the others.
    expect(streams[0]!.count('bot')).toBe(1);
  }

  jest.advanceTimersByTime(BOT_REFRESH_MS);
  await Promise.all(streams.map((stream) => stream.waitForEvents('bot', 2)));

  // Stopping the plugin ends every stream: what each received is then complete.
  await plugin.deactivate(commandkit.plugins);
  await Promise.all(streams.map(waitForEnd));
  const frames = streams.map((stream) => stream.count('bot'));
  expect(frames.reduce((sum, count) => sum + count, 0)).toBe(2 * STREAMS);
  expect(new Set(frames)).toEqual(new Set([2]));
});
