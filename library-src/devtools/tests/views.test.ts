// What devtools reads of a running CommandKit: the plugins (commandkit.plugins), the event handlers
// (commandkit.eventHandlers), where each command is registered (globally, in the dev guilds, or in
// the guilds its definition lists), and the runs onAfterCommand records.
import type { ChatInputCommandInteraction, RouteLike } from 'discord.js';
import {
  RuntimePlugin,
  type CommandKitPluginRuntime,
  type PluginRegisterCommandsEvent,
  type PreRegisterCommandsEvent,
  type RegistrationRest,
} from 'commandkit';
import { buildInteraction, ids } from '../../commandkit/tests/runtime/support/discord.ts';
import { cleanUp, harness } from '../../commandkit/tests/runtime/support/runtime.ts';
import { devtools } from '../src/devtools-plugin.ts';
import type { CommandRun } from '../src/protocol.ts';
import { commandsInfo, eventsInfo, pluginsInfo } from '../src/server/views.ts';
import { freePort } from './e2e/devtools-bot.ts';

afterEach(cleanUp);

const otherGuild = '100000000000000003';

const files = {
  'commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport const chatInput = async (ctx: any) => { await ctx.reply('Pong!'); };`,
  'commands/event.ts': `export const command = { name: 'event', description: 'Event', guilds: ['${otherGuild}'] };\nexport const chatInput = () => {};`,
  'commands/debug.ts': `export const command = { name: 'debug', description: 'Debug' };\nexport const chatInput = () => {};\nexport const metadata = { devOnly: true };`,
  'events/guildCreate/log.ts': `export default () => {};`,
};

/** A REST stand-in on which nothing is registered yet. */
const emptyRest: RegistrationRest = {
  get: async () => [],
  put: async (_route: RouteLike, options) => options.body,
};

class Registrar extends RuntimePlugin {
  readonly name = 'registrar';
  override onCommandsRouterInit() {}
  override onBeforeRegisterGuildCommands() {}
  override onBeforeInteraction() {}
}

describe('devtools views', () => {
  it('list the runtime plugins of commandkit.plugins with the hooks they implement, in call order', async () => {
    const { commandkit } = await harness({}, { plugins: [new Registrar(), devtools()] });
    expect(pluginsInfo(commandkit).filter((plugin) => plugin.type === 'runtime')).toEqual([
      { name: 'registrar', type: 'runtime', hooks: ['onCommandsRouterInit', 'onBeforeRegisterGuildCommands', 'onBeforeInteraction'] },
      {
        name: 'DevtoolsPlugin',
        type: 'runtime',
        hooks: ['activate', 'onAfterCommandsLoad', 'onAfterEventsLoad', 'onAfterRegisterCommands', 'onAfterCommand', 'deactivate'],
      },
    ]);
  });

  it('list the event handlers of commandkit.eventHandlers', async () => {
    const { commandkit } = await harness(files);
    expect(eventsInfo(commandkit, '/', new Map([['guildCreate', 3]]))).toEqual([
      { event: 'guildCreate', handlers: [{ file: expect.stringMatching(/events\/guildCreate\/log\.ts$/) }], emitted: 3 },
    ]);
  });

  it('tell where each command is registered: globally, in the dev guilds, or in the guilds its definition lists', async () => {
    const { commandkit } = await harness(files, { devGuildIds: [ids.devGuild] });
    const pending = commandsInfo(commandkit, '/').commands.map(({ name, registration }) => [name, registration.status, registration.scope]);
    expect(pending).toEqual([
      ['debug', 'pending', [ids.devGuild]],
      ['event', 'pending', [otherGuild]],
      ['ping', 'pending', 'global'],
    ]);
    await commandkit.registerCommands(emptyRest);
    const registered = commandsInfo(commandkit, '/').commands.map(({ name, registration }) => [
      name,
      registration.status,
      registration.scope,
    ]);
    expect(registered).toEqual([
      ['debug', 'registered', [ids.devGuild]],
      ['event', 'registered', [otherGuild]],
      ['ping', 'registered', 'global'],
    ]);
  });

  it('tell where a plugin really sent a command, as the legacy plugin does with its dev-only ones', async () => {
    class ToDevGuilds extends RuntimePlugin {
      readonly name = 'to-dev-guilds';
      override onBeforeRegisterCommands(_ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent | PluginRegisterCommandsEvent) {
        if (!('global' in event)) return;
        const index = event.global.findIndex((data) => data.name === 'ping');
        event.guild.push(...event.global.splice(index, 1));
      }
    }
    const { commandkit } = await harness(files, { devGuildIds: [ids.devGuild], plugins: [new ToDevGuilds()] });
    await commandkit.registerCommands(emptyRest);
    const ping = commandsInfo(commandkit, '/').commands.find(({ name }) => name === 'ping');
    expect(ping?.registration).toEqual({ status: 'registered', scope: [ids.devGuild], error: null });
  });
});

describe('DevtoolsPlugin.onAfterCommand', () => {
  let mode: string | undefined;
  beforeEach(() => {
    mode = process.env.COMMANDKIT_MODE;
    process.env.COMMANDKIT_MODE = 'development';
  });
  afterEach(() => {
    if (mode === undefined) delete process.env.COMMANDKIT_MODE;
    else process.env.COMMANDKIT_MODE = mode;
  });

  it('records the run of the command in the environment it is given', async () => {
    const plugin = devtools({ port: await freePort() });
    const { commandkit, client, respond } = await harness(files, { plugins: [plugin] });
    respond('GET', /commands$/, []);
    respond('PUT', /commands$/, (request: { body: unknown }) => ({ body: request.body }));
    await commandkit.start();
    await commandkit.handleInteraction(buildInteraction<ChatInputCommandInteraction>(client, { name: 'ping' }));
    const { runs } = (await (await fetch(`${plugin.url}/api/runs`)).json()) as { runs: CommandRun[] };
    expect(runs).toEqual([
      expect.objectContaining({
        command: 'ping',
        kind: 'chatInput',
        user: { id: ids.user, username: expect.any(String) },
        status: 'succeeded',
      }),
    ]);
  });

  it("called with 1.0's two arguments, reads the outcome from the environment", async () => {
    const plugin = devtools({ port: await freePort() });
    const seen = jest.spyOn(plugin, 'onAfterCommand');
    const { commandkit, client, respond } = await harness(files, { plugins: [plugin] });
    respond('GET', /commands$/, []);
    respond('PUT', /commands$/, (request: { body: unknown }) => ({ body: request.body }));
    await commandkit.start();
    await commandkit.handleInteraction(buildInteraction<ChatInputCommandInteraction>(client, { name: 'ping' }));
    const env = seen.mock.calls[0]![1];

    plugin.onAfterCommand(commandkit.plugins, env);
    env.setExecutionError(new Error('boom'));
    plugin.onAfterCommand(commandkit.plugins, env);

    const { runs } = (await (await fetch(`${plugin.url}/api/runs`)).json()) as { runs: CommandRun[] };
    const duration = Math.round(env.getExecutionTime() * 10) / 10;
    expect(runs.slice(0, 2)).toEqual([
      expect.objectContaining({
        command: 'ping',
        status: 'failed',
        durationMs: duration,
        error: expect.objectContaining({ name: 'Error', message: 'boom' }),
      }),
      expect.objectContaining({ command: 'ping', status: 'succeeded', durationMs: duration, error: null }),
    ]);
  });
});
