// The CommandKit 1.0 shape of the runtime: an instance created before its client (setClient),
// start(false) and the TOKEN fallback, reloading commands and events from disk, the command and
// event handlers, the `commandkit` instance export and the default export.
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { ChatInputCommandInteraction } from 'discord.js';
import CommandKitDefault, {
  AppCommandHandler,
  AppEventsHandler,
  CommandKit,
  commandkit as runningCommandKit,
  RuntimePlugin,
  setLogger,
} from '../../src/index.ts';
import { writeFile } from '../helpers/temp-project.ts';
import { buildInteraction, createTestClient, ids, makeReady, type TestClient } from './support/discord.ts';
import { botProject, commandFile } from './support/project.ts';
import { cleanUp, harness, recordingLogger, resetCalls } from './support/runtime.ts';

afterEach(cleanUp);

// Tests that create a CommandKit without the harness leave it for this to destroy.
afterEach(async () => {
  await CommandKit.instance?.destroy();
});

const NO_CLIENT = 'This CommandKit instance has no client yet: pass { client } to new CommandKit() or call setClient(client).';

/** A bot project with one command, and a test client that is not logged in and records logins. */
function loginSetup(): TestClient & { appDir: string; logins: (string | undefined)[] } {
  setLogger(recordingLogger());
  const test = createTestClient();
  const logins: (string | undefined)[] = [];
  test.client.login = async (token?: string) => {
    logins.push(token);
    makeReady(test.client);
    return token ?? '';
  };
  test.respond('GET', /commands$/, []);
  test.respond('PUT', /commands$/, (request: { body: unknown }) => ({ body: request.body }));
  const appDir = join(botProject({ 'src/app/commands/ping.ts': commandFile('ping') }), 'src', 'app');
  return { ...test, appDir, logins };
}

/** Runs `run` with environment variables set (`undefined` removes one), restoring them after. */
async function withEnv(values: Record<string, string | undefined>, run: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  try {
    await run();
  } finally {
    apply(saved);
  }
}

describe('new CommandKit() without a client', () => {
  it('takes every setting from the config, and says how to give the client when it is read', async () => {
    const commandkit = new CommandKit();
    expect(commandkit.appDir).toBe(join(process.cwd(), 'src', 'app'));
    expect(() => commandkit.client).toThrow(NO_CLIENT);
    await expect(commandkit.start('token')).rejects.toThrow(NO_CLIENT);
    // Destroying an instance that never had a client is fine.
    await commandkit.destroy();
    expect(CommandKit.instance).toBeUndefined();
  });

  it('setClient() gives it the client before start(), and is refused once started', async () => {
    const { client, appDir, logins } = loginSetup();
    const commandkit = new CommandKit({ appDir });
    expect(commandkit.setClient(client)).toBe(commandkit);
    expect(commandkit.client).toBe(client);
    await commandkit.start('secret');
    expect(logins).toEqual(['secret']);
    expect([...commandkit.commands.keys()]).toEqual(['ping']);
    expect(() => commandkit.setClient(createTestClient().client)).toThrow(
      'setClient() must be called before start(): the bot is already running on its client.',
    );
    expect(commandkit.client).toBe(client);
  });
});

describe('start()', () => {
  it('start(false) never logs in: it waits for the client to be ready, then registers', async () => {
    const { client, appDir, logins, requests } = loginSetup();
    const hooks: string[] = [];
    const plugin = new (class extends RuntimePlugin {
      readonly name = 'login-hooks';
      override onBeforeClientLogin() {
        hooks.push('onBeforeClientLogin');
      }
      override onAfterClientLogin() {
        hooks.push(`onAfterClientLogin:${client.isReady()}`);
      }
    })();
    // The caller logs the client in itself; here the client becomes ready as soon as CommandKit
    // waits for it.
    client.on('newListener', (event) => {
      if (event === 'clientReady') queueMicrotask(() => makeReady(client));
    });
    const commandkit = new CommandKit({ client, appDir, plugins: [plugin] });
    await withEnv({ DISCORD_TOKEN: 'must-not-be-used', TOKEN: undefined }, () => commandkit.start(false));
    expect(logins).toEqual([]);
    expect(hooks).toEqual(['onAfterClientLogin:true']);
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual([
      `/applications/${ids.application}/commands`,
    ]);
  });

  it('start(false) goes on at once with a client that is ready already', async () => {
    const { client, appDir, logins } = loginSetup();
    makeReady(client);
    const commandkit = new CommandKit({ client, appDir });
    await commandkit.start(false);
    expect(logins).toEqual([]);
    expect(commandkit.lastRegistration?.outcome).toBe('synced');
  });

  it.each([
    ['TOKEN when DISCORD_TOKEN is not set', { DISCORD_TOKEN: undefined, TOKEN: 'from-token' }, undefined, 'from-token'],
    ['DISCORD_TOKEN over TOKEN', { DISCORD_TOKEN: 'from-discord-token', TOKEN: 'from-token' }, undefined, 'from-discord-token'],
    ['the token passed over both', { DISCORD_TOKEN: 'from-discord-token', TOKEN: 'from-token' }, 'passed', 'passed'],
  ] as const)('logs in with %s', async (_, env, passed, expected) => {
    const { client, appDir, logins } = loginSetup();
    const commandkit = new CommandKit({ client, appDir });
    await withEnv(env, () => commandkit.start(passed));
    expect(logins).toEqual([expected]);
  });

  it('names DISCORD_TOKEN when neither variable is set', async () => {
    const { client, appDir, logins } = loginSetup();
    const commandkit = new CommandKit({ client, appDir });
    await withEnv({ DISCORD_TOKEN: undefined, TOKEN: undefined }, async () => {
      await expect(commandkit.start()).rejects.toThrow(
        'No bot token: set DISCORD_TOKEN in the environment (for example in .env) or pass the token to start().',
      );
    });
    expect(logins).toEqual([]);
  });
});

describe('reloadCommands() and reloadEvents()', () => {
  it('reloadCommands() loads a command file added on disk and registers it', async () => {
    const { commandkit, appDir, respond, requests } = await harness({ 'commands/ping.ts': commandFile('ping') });
    respond('GET', /commands$/, []);
    respond('PUT', /commands$/, (request: { body: unknown }) => ({ body: request.body }));
    writeFile(appDir, 'commands/pong.ts', commandFile('pong'));
    await commandkit.reloadCommands();
    expect([...commandkit.commands.keys()].sort()).toEqual(['ping', 'pong']);
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => [request.path, (request.body as { name: string }[]).map((data) => data.name).sort()])).toEqual([
      [`/applications/${ids.application}/commands`, ['ping', 'pong']],
    ]);

    // The added command runs.
    const calls = resetCalls();
    await commandkit.handleInteraction(buildInteraction<ChatInputCommandInteraction>(commandkit.client, { name: 'pong' }));
    expect(calls).toEqual(['pong']);
  });

  it('reloadCommands() keeps what was loaded when a file fails, and does not register', async () => {
    const { commandkit, appDir, requests } = await harness({ 'commands/ping.ts': commandFile('ping') });
    writeFile(appDir, 'commands/broken.ts', `export const command = { name: 'broken', description: 'Broken' };`);
    await expect(commandkit.reloadCommands()).rejects.toThrow(/broken\.ts/);
    expect([...commandkit.commands.keys()]).toEqual(['ping']);
    expect(requests).toEqual([]);
  });

  it('reloadCommands() only loads while the client is not logged in', async () => {
    setLogger(recordingLogger());
    const test = createTestClient();
    const root = botProject({ 'src/app/commands/ping.ts': commandFile('ping') });
    const commandkit = new CommandKit({ client: test.client, appDir: join(root, 'src', 'app') });
    await commandkit.reloadCommands();
    expect([...commandkit.commands.keys()]).toEqual(['ping']);
    expect(test.requests).toEqual([]);
  });

  it('reloadCommands() before a client is given only loads the files', async () => {
    setLogger(recordingLogger());
    const root = botProject({ 'src/app/commands/ping.ts': commandFile('ping') });
    const commandkit = new CommandKit({ appDir: join(root, 'src', 'app') });
    await commandkit.reloadCommands();
    expect([...commandkit.commands.keys()]).toEqual(['ping']);
  });

  it('reloadEvents() loads an event file added on disk and listens for its event', async () => {
    const { commandkit, client, appDir } = await harness({});
    expect(commandkit.eventHandlers.size).toBe(0);
    writeFile(appDir, 'events/guildCreate/log.ts', `export default (guild: any) => { (globalThis as any).heard(guild); };`);
    await commandkit.reloadEvents();
    expect([...commandkit.eventHandlers.keys()]).toEqual(['guildCreate']);
    expect(commandkit.eventHandlers.get('guildCreate')?.map((handler) => handler.file)).toEqual([
      join(appDir, 'events/guildCreate/log.ts'),
    ]);

    const heard = new Promise<unknown>((resolve) => ((globalThis as { heard?: (value: unknown) => void }).heard = resolve));
    client.emit('guildCreate', 'a guild' as never);
    expect(await heard).toBe('a guild');
  });
});

describe('the parts of the instance', () => {
  it('is an EventEmitter with a command handler and an events handler of its own', async () => {
    const { commandkit, client } = await harness({ 'commands/ping.ts': commandFile('ping') });
    expect(commandkit).toBeInstanceOf(EventEmitter);
    expect(commandkit.commandHandler).toBeInstanceOf(AppCommandHandler);
    expect(commandkit.commandHandler.commandkit).toBe(commandkit);
    expect(commandkit.eventHandler).toBeInstanceOf(AppEventsHandler);
    expect(commandkit.eventHandlers).toBe(commandkit.eventHandler.handlers);
    expect(commandkit.commandHandler.getCommandsArray().map((command) => command.name)).toEqual(['ping']);
    const prepared = await commandkit.commandHandler.prepareCommandRun(
      buildInteraction<ChatInputCommandInteraction>(client, { name: 'ping' }),
    );
    expect(prepared?.command).toBe(commandkit.getCommand('ping'));
  });
});

describe('the commandkit export', () => {
  it('throws the instance error while no bot runs', () => {
    expect(() => runningCommandKit.appDir).toThrow('No CommandKit instance is running.');
  });

  it('reads and calls the running instance, and follows a new one after destroy()', async () => {
    const first = await harness({ 'commands/ping.ts': commandFile('ping') });
    expect(runningCommandKit.appDir).toBe(first.commandkit.appDir);
    expect(runningCommandKit.plugins).toBe(first.commandkit.plugins);
    // Methods run on the instance, whose private fields a proxy could not read.
    expect(runningCommandKit.getCommand('ping')).toBe(first.commandkit.getCommand('ping'));
    expect(runningCommandKit.client).toBe(first.client);
    expect('reloadCommands' in runningCommandKit).toBe(true);
    runningCommandKit.setMaxListeners(42);
    expect(first.commandkit.getMaxListeners()).toBe(42);
    await first.commandkit.destroy();

    const second = new CommandKit({ appDir: first.appDir });
    expect(runningCommandKit.plugins).toBe(second.plugins);
  });
});

describe('the default export', () => {
  it('is the CommandKit class', () => {
    expect(CommandKitDefault).toBe(CommandKit);
  });
});
