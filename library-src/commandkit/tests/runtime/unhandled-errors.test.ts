// The process listeners CommandKit adds for errors no handler can catch (config `unhandledErrors`).
// The end-to-end test (e2e/bot.test.ts) lets real rejections and timer throws reach a real bot
// process; here, inside Jest, the listeners are called directly, from the async context the failing
// code would have, which is what Node.js does when it calls them.
import type { ChatInputCommandInteraction } from 'discord.js';
import { defineConfig } from '../../src/index.ts';
import { setActiveConfig } from '../../src/config/active-config.ts';
import { defaultConfig } from '../../src/config/resolve-config.ts';
import { buildInteraction, ids } from './support/discord.ts';
import { importCommandKit } from './support/project.ts';
import { cleanUp, harness, type Harness } from './support/runtime.ts';

type Event = 'uncaughtException' | 'unhandledRejection' | 'uncaughtExceptionMonitor';
type Listener = (error: unknown, origin?: unknown) => void;
const EVENTS: readonly Event[] = ['uncaughtException', 'unhandledRejection', 'uncaughtExceptionMonitor'];
/** The username the test doubles give the user of an interaction (see rawUser). */
const USERNAME = `user${ids.user.slice(-2)}`;

// Node's typings declare listeners() per event name; one cast covers the three.
const listenersOf = (event: Event) => process.listeners(event as 'uncaughtException') as Listener[];

afterEach(async () => {
  await cleanUp();
  setActiveConfig(defaultConfig);
});

// The command leaves a timer behind, as a careless handler would; the timer calls the test's
// `globalThis.inTimer`, so the test acts from the timer's async context.
const files = {
  'commands/late.ts': [
    importCommandKit('type ChatInputCommand'),
    `export const command = { name: 'late', description: 'Leaves a timer behind' };`,
    `export const chatInput: ChatInputCommand = () => {`,
    `  setTimeout(() => (globalThis as any).inTimer(), 0);`,
    `};`,
  ].join('\n'),
};

async function started(): Promise<Harness> {
  const test = await harness(files);
  test.respond('GET', /commands$/, []);
  test.respond('PUT', /commands$/, (request: { body: unknown }) => ({ body: request.body }));
  await test.commandkit.start();
  return test;
}

/** The listeners of each event added by `change`, in the order of {@link EVENTS}. */
async function added(change: () => Promise<unknown>): Promise<Listener[][]> {
  const before = EVENTS.map(listenersOf);
  await change();
  return EVENTS.map((event, index) => listenersOf(event).filter((listener) => !before[index]!.includes(listener)));
}

/** Runs /late, and resolves once `work` has run inside the timer the command left behind. */
async function inLateTimer({ commandkit, client }: Harness, work: () => void): Promise<void> {
  const ran = new Promise<void>((resolve) => {
    (globalThis as { inTimer?: () => void }).inTimer = () => {
      try {
        work();
      } finally {
        resolve();
      }
    };
  });
  await commandkit.handleInteraction(buildInteraction<ChatInputCommandInteraction>(client, { name: 'late' }));
  await ran;
}

describe('the listeners for errors no handler can catch', () => {
  it('are added by start(), once each, and removed by destroy()', async () => {
    let test: Harness | undefined;
    const [exception, rejection, monitor] = await added(async () => (test = await started()));
    expect([exception!.length, rejection!.length, monitor!.length]).toEqual([1, 1, 0]);
    expect(await added(() => test!.commandkit.destroy())).toEqual([[], [], []]);
    for (const event of EVENTS) {
      expect(listenersOf(event)).not.toContain(exception![0]);
      expect(listenersOf(event)).not.toContain(rejection![0]);
    }
  });

  it('come back with the next instance, without doubling', async () => {
    const first = await started();
    await first.commandkit.destroy();
    const [exception, rejection] = await added(() => started());
    expect([exception!.length, rejection!.length]).toEqual([1, 1]);
  });

  it('log an error escaping code a command left behind, naming the command and its user, with the error as the detail', async () => {
    let test: Harness | undefined;
    const [[onException], [onRejection]] = (await added(async () => (test = await started()))) as [[Listener], [Listener]];
    const thrown = new Error('the timer threw');
    await inLateTimer(test!, () => onException(thrown, 'uncaughtException'));
    await inLateTimer(test!, () => onRejection('a plain string'));
    const run = `the command "late" (used by ${USERNAME}, ${ids.user})`;
    expect(test!.logger.lines.filter(([level]) => level === 'error')).toEqual([
      ['error', `Uncaught exception in code started by ${run}.`, thrown],
      ['error', `Unhandled promise rejection in code started by ${run}.`, 'a plain string'],
    ]);
  });

  it('log an error from code outside any run with a generic line', async () => {
    let test: Harness | undefined;
    const [[onException]] = (await added(async () => (test = await started()))) as [[Listener]];
    const thrown = new Error('from a listener of my own');
    onException(thrown, 'uncaughtException');
    expect(test!.logger.lines.at(-1)).toEqual([
      'error',
      'Uncaught exception outside any command, event handler or component handler.',
      thrown,
    ]);
  });

  it("with unhandledErrors: 'exit', leave Node.js its default: only a monitor, which logs the line without the error Node.js prints", async () => {
    setActiveConfig(defineConfig({ unhandledErrors: 'exit' }));
    let test: Harness | undefined;
    const [exception, rejection, monitor] = await added(async () => (test = await started()));
    expect([exception!.length, rejection!.length, monitor!.length]).toEqual([0, 0, 1]);
    await inLateTimer(test!, () => monitor![0]!(new Error('rejected'), 'unhandledRejection'));
    expect(test!.logger.lines.at(-1)).toEqual([
      'error',
      `Unhandled promise rejection in code started by the command "late" (used by ${USERNAME}, ${ids.user}).`,
    ]);
    await test!.commandkit.destroy();
    expect(process.listeners('uncaughtExceptionMonitor')).not.toContain(monitor![0]);
  });
});
