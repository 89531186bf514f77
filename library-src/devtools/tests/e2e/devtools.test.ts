// End to end, devtools: the devtools bot (./devtools-bot.ts) built and run by `commandkit dev`
// against the fake Discord, its API read over HTTP as the web UI reads it; command runs sent
// through the fake appear on the live stream. Then the production rules with `commandkit start`.
import { createServer } from 'node:net';
import {
  chatInputInteraction,
  createFakeDiscord,
  member,
  user,
  type FakeDiscord,
} from '../../../commandkit/tests/support/fake-discord/index.ts';
import { removeTempDirs, runCli, spawnCli, tempProject, type CliProcess } from '../../../commandkit/tests/cli/support/cli-harness.ts';
import { buildBot, commandId, interact } from '../../../commandkit/tests/e2e/support/harness.ts';
import { DEV_GUILD_ID, MAIN_GUILD_ID } from '../../../commandkit/tests/e2e/support/fixture-bot.ts';
import type { BotInfo, CommandRun, CommandsInfo, EventInfo, FlagInfo, PluginInfo } from '../../src/protocol.ts';
import { openEventStream, waitForEnd } from '../support/event-stream.ts';
import { DEVTOOLS_BOT_READY, DEVTOOLS_LISTENING, devtoolsBot, freePort } from './devtools-bot.ts';

function fixtureDiscord(): Promise<FakeDiscord> {
  return createFakeDiscord({
    guilds: [
      { id: MAIN_GUILD_ID, name: 'Main Guild', members: [member(user({ username: 'alice' }))] },
      { id: DEV_GUILD_ID, name: 'Dev Guild', members: [member(user({ username: 'dev' }))] },
    ],
  });
}

function startCli(command: 'dev' | 'start', root: string, fake: FakeDiscord, env: NodeJS.ProcessEnv = {}): CliProcess {
  return spawnCli([command], {
    cwd: root,
    env: { DISCORD_TOKEN: fake.token, FAKE_DISCORD_REST: fake.restUrl, COMMANDKIT_LOG_LEVEL: 'debug', ...env },
  });
}

async function stopCli(cli: CliProcess | undefined): Promise<void> {
  if (cli && cli.child.exitCode === null && cli.child.signalCode === null) {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }
}

describe('devtools in a bot run by commandkit dev', () => {
  let fake: FakeDiscord;
  let cli: CliProcess;
  let url: string;
  let blocker: ReturnType<typeof createServer>;
  let configuredPort: number;

  beforeAll(async () => {
    // Hold the configured port, so devtools must move to the next one.
    configuredPort = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(configuredPort, '127.0.0.1', resolve));
    fake = await fixtureDiscord();
    const root = tempProject(devtoolsBot({ devtoolsOptions: `{ port: ${configuredPort} }` }), { devtools: true });
    cli = startCli('dev', root, fake);
    url = (await cli.waitFor(DEVTOOLS_LISTENING, { timeoutMs: 60_000 }))[1]!;
    await cli.waitFor(DEVTOOLS_BOT_READY);
    await cli.waitFor(/Registered 1 application command in the dev guild/);
  }, 90_000);

  afterAll(async () => {
    await stopCli(cli);
    await fake?.close();
    await new Promise((resolve) => blocker?.close(resolve));
    removeTempDirs();
  }, 30_000);

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  it('prints its address in the output of commandkit dev, on the next port when the configured one is taken', () => {
    expect(new URL(url).port).not.toBe(String(configuredPort));
    expect(Number(new URL(url).port)).toBeGreaterThan(configuredPort);
    expect(cli.stdout()).toContain(`Devtools: ${url} (port ${configuredPort} was in use)`);
  });

  it('opens without a login in development on loopback', async () => {
    expect(await api('/api/session')).toEqual({ authRequired: false, authenticated: true, username: null, expiresAt: null });
  });

  it('shows the bot: user, guilds, latency and mode', async () => {
    const bot = await api<BotInfo>('/api/bot');
    expect(bot.user).toMatchObject({ tag: 'FakeBot#0001', id: fake.botUser.id });
    expect(bot.ready).toBe(true);
    expect(bot.mode).toBe('development');
    expect(bot.guilds.map((guild) => guild.name)).toEqual(['Dev Guild', 'Main Guild']);
    expect(bot.shards).toHaveLength(1);
  });

  it('lists the commands with their category, middleware chain and registration', async () => {
    const { commands, registeredAt } = await api<CommandsInfo>('/api/commands');
    expect(registeredAt).not.toBeNull();
    const byName = new Map(commands.map((command) => [command.name, command]));
    expect([...byName.keys()].sort()).toEqual(['crash', 'greet', 'reload']);
    const greet = byName.get('greet')!;
    expect(greet).toMatchObject({
      category: 'fun',
      file: 'dist/app/commands/(fun)/greet.js',
      handlers: ['chatInput'],
      devOnly: false,
      options: [{ name: 'name', type: 3, required: false }],
      registration: { status: 'registered', scope: 'global', error: null },
    });
    expect(greet.middleware).toEqual([
      { kind: 'global', label: 'dist/app/commands/+global-middleware.js', hasAfterExecute: true },
      { kind: 'directory', label: 'dist/app/commands/(fun)/+middleware.js', hasAfterExecute: false },
    ]);
    expect(byName.get('reload')).toMatchObject({
      category: 'admin',
      devOnly: true,
      registration: { status: 'registered', scope: [DEV_GUILD_ID] },
    });
  });

  it('lists the events, plugins and feature flags', async () => {
    const events = await api<EventInfo[]>('/api/events');
    expect(events).toEqual([{ event: 'clientReady', handlers: [{ file: 'dist/app/events/clientReady/ready.js' }], emitted: 1 }]);
    expect(await api<PluginInfo[]>('/api/plugins')).toEqual([
      {
        name: 'DevtoolsPlugin',
        type: 'runtime',
        hooks: ['activate', 'onAfterCommandsLoad', 'onAfterEventsLoad', 'onAfterRegisterCommands', 'onAfterCommand', 'deactivate'],
      },
    ]);
    expect(await api<FlagInfo[]>('/api/flags')).toEqual([
      { key: 'beta-greeting', description: 'Greets with the new wording', hasIdentify: true },
    ]);
  });

  it('streams each command run live, with its timing and error', async () => {
    const stream = await fetch(`${url}/api/stream`);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const nextRun = async (): Promise<CommandRun> => {
      for (;;) {
        const match = /event: run\ndata: (.*)\n\n/.exec(received);
        if (match) {
          received = received.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as CommandRun;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('The stream ended.');
        received += value;
      }
    };
    const main = fake.scene({ guildId: MAIN_GUILD_ID });
    expect((await interact(fake, chatInputInteraction(main, { name: 'greet', commandId: commandId(fake, 'greet') }))).data?.content).toBe(
      'Hey there!',
    );
    const greet = await nextRun();
    expect(greet).toMatchObject({
      command: 'greet',
      kind: 'chatInput',
      user: { username: 'alice' },
      guildId: MAIN_GUILD_ID,
      shardId: 0,
      status: 'succeeded',
      error: null,
    });
    expect(greet.durationMs).toBeGreaterThan(0);

    await interact(fake, chatInputInteraction(main, { name: 'crash', commandId: commandId(fake, 'crash') }));
    const crash = await nextRun();
    expect(crash).toMatchObject({
      command: 'crash',
      status: 'failed',
      error: { name: 'TypeError', message: 'the database is unreachable' },
    });
    expect(crash.error?.stack).toMatch(/crash/);
    await reader.cancel();

    const { runs } = await api<{ runs: CommandRun[] }>('/api/runs');
    expect(runs.map((run) => run.command)).toEqual(['crash', 'greet']);
  });
});

describe('devtools in production', () => {
  afterAll(() => removeTempDirs());

  it('stays off under commandkit start', async () => {
    const fake = await fixtureDiscord();
    const root = tempProject(devtoolsBot({ devtoolsOptions: `{ port: ${await freePort()} }` }), { devtools: true });
    await buildBot(root);
    const cli = startCli('start', root, fake);
    try {
      await cli.waitFor(DEVTOOLS_BOT_READY, { timeoutMs: 60_000 });
      await cli.waitFor(/Devtools is off in production; set devtools\(\{ enableOnProduction: true \}\) to serve it\./);
      expect(cli.stdout()).not.toMatch(DEVTOOLS_LISTENING);
    } finally {
      await stopCli(cli);
      await fake.close();
    }
  }, 90_000);

  it('refuses to start the bot with enableOnProduction but no credentials', async () => {
    const root = tempProject(devtoolsBot({ devtoolsOptions: '{ enableOnProduction: true }' }), { devtools: true });
    await buildBot(root);
    const fake = await fixtureDiscord();
    try {
      const result = await runCli(['start'], { cwd: root, env: { DISCORD_TOKEN: fake.token, FAKE_DISCORD_REST: fake.restUrl } });
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).toContain(
        'Failed to activate the plugin "DevtoolsPlugin": Devtools runs in production, so it needs a login: set devtools({ credentials: { username, password } }) or the COMMANDKIT_DEVTOOLS_USERNAME and COMMANDKIT_DEVTOOLS_PASSWORD environment variables.',
      );
    } finally {
      await fake.close();
    }
  }, 90_000);

  it('requires the login from the environment with enableOnProduction', async () => {
    const port = await freePort();
    const root = tempProject(devtoolsBot({ devtoolsOptions: `{ enableOnProduction: true, port: ${port} }` }), { devtools: true });
    await buildBot(root);
    const fake = await fixtureDiscord();
    const cli = startCli('start', root, fake, { COMMANDKIT_DEVTOOLS_USERNAME: 'ops', COMMANDKIT_DEVTOOLS_PASSWORD: 'hunter2hunter2' });
    try {
      const url = (await cli.waitFor(DEVTOOLS_LISTENING, { timeoutMs: 60_000 }))[1]!;
      expect(cli.stdout()).toContain(`Devtools: ${url}, login required`);
      expect((await fetch(`${url}/api/bot`)).status).toBe(401);
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ops', password: 'hunter2hunter2' }),
      });
      expect(login.status).toBe(204);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      expect(((await (await fetch(`${url}/api/bot`, { headers: { cookie } })).json()) as BotInfo).mode).toBe('production');
      // Signing out ends the session's live stream at once.
      const stream = await openEventStream(`${url}/api/stream`, { cookie });
      expect(stream.status).toBe(200);
      expect((await fetch(`${url}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
      await waitForEnd(stream);
    } finally {
      await stopCli(cli);
      await fake.close();
    }
  }, 90_000);
});
