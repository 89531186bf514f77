import { SlashCommandBuilder, type RouteLike } from 'discord.js';
import { commandsDiffer, normalizeCommand, syncCommands, type RegistrationRest } from '../../src/commands/registration.ts';
import { RuntimePlugin, type CommandData, type CommandKitPluginRuntime } from '../../src/index.ts';
import { ids } from './support/discord.ts';
import { cleanUp, harness, recordingLogger } from './support/runtime.ts';

afterEach(cleanUp);

/** A stand-in for client.rest that serves registered commands per route and records writes. */
function fakeRest(registered: Record<string, Record<string, unknown>[]> = {}) {
  const calls: { method: string; route: string; query?: string; body?: unknown }[] = [];
  const rest: RegistrationRest = {
    async get(route: RouteLike, options) {
      calls.push({ method: 'GET', route, query: options?.query?.toString() });
      return registered[route] ?? [];
    },
    async put(route: RouteLike, options) {
      calls.push({ method: 'PUT', route, body: options.body });
      registered[route] = options.body as Record<string, unknown>[];
      return options.body;
    },
  };
  return { rest, calls };
}

const ping: CommandData = {
  name: 'ping',
  description: 'Replies with Pong!',
  options: [{ name: 'loud', description: 'Shout', type: 5 }],
};

/** What Discord answers for `ping`: ids, versions, nulls and defaults added. */
const pingAsRegistered = {
  id: '800000000000000001',
  application_id: ids.application,
  version: '800000000000000002',
  type: 1,
  name: 'ping',
  name_localizations: null,
  description: 'Replies with Pong!',
  description_localizations: {},
  default_member_permissions: null,
  dm_permission: true,
  nsfw: false,
  integration_types: [0],
  contexts: null,
  options: [{ type: 5, name: 'loud', name_localizations: null, description: 'Shout', description_localizations: null }],
};

describe('the registration diff', () => {
  it('sees no change between a definition and what Discord returns for it', () => {
    expect(commandsDiffer([ping], [pingAsRegistered])).toBe(false);
    const built = new SlashCommandBuilder()
      .setName('ping')
      .setDescription('Replies with Pong!')
      .addBooleanOption((o) => o.setName('loud').setDescription('Shout'));
    expect(commandsDiffer([built.toJSON()], [pingAsRegistered])).toBe(false);
  });

  it.each([
    ['a changed description', { ...ping, description: 'Pong?' }],
    ['a new option', { ...ping, options: [...ping.options!, { name: 'times', description: 'n', type: 4 }] }],
    ['an option made required', { ...ping, options: [{ name: 'loud', description: 'Shout', type: 5, required: true }] }],
    ['permissions set', { ...ping, default_member_permissions: '8' }],
    ['contexts set differently', { ...ping, contexts: [0, 1] }],
    ['a localization added', { ...ping, name_localizations: { fr: 'ping' } }],
  ] as [string, CommandData][])('sees %s', (_, changed) => {
    expect(commandsDiffer([changed], [pingAsRegistered])).toBe(true);
  });

  it('sees commands added and removed', () => {
    expect(commandsDiffer([ping, { name: 'help', description: 'Help' }], [pingAsRegistered])).toBe(true);
    expect(commandsDiffer([], [pingAsRegistered])).toBe(true);
  });

  it('normalizes option defaults and localization order', () => {
    expect(normalizeCommand({ name: 'x', description: 'd', name_localizations: { fr: 'x', de: 'x' } })).toEqual({
      type: 1,
      name: 'x',
      name_localizations: { de: 'x', fr: 'x' },
      description: 'd',
      description_localizations: null,
      options: [],
      default_member_permissions: null,
      nsfw: false,
      contexts: null,
      integration_types: null,
      dm_permission: null,
    });
  });
});

describe('syncCommands', () => {
  it('fetches with localizations and writes only when the definitions changed', async () => {
    const { rest, calls } = fakeRest({ '/applications/1/commands': [pingAsRegistered] });
    const logger = recordingLogger();
    expect(await syncCommands(rest, '/applications/1/commands', [ping], logger, 'globally')).toBe(false);
    expect(calls).toEqual([{ method: 'GET', route: '/applications/1/commands', query: 'with_localizations=true' }]);
    expect(await syncCommands(rest, '/applications/1/commands', [{ ...ping, description: 'New' }], logger, 'globally')).toBe(true);
    expect(calls[2]).toEqual({ method: 'PUT', route: '/applications/1/commands', body: [{ ...ping, description: 'New' }] });
    expect(logger.messages('info')).toEqual(['Registered 1 application command globally.']);
  });

  it("keeps the application's Entry Point command in a bulk overwrite", async () => {
    const entryPoint = { id: '800000000000000009', type: 4, name: 'launch', description: '', handler: 2 };
    const { rest, calls } = fakeRest({ '/applications/1/commands': [entryPoint] });
    expect(await syncCommands(rest, '/applications/1/commands', [], recordingLogger(), 'globally')).toBe(false);
    await syncCommands(rest, '/applications/1/commands', [ping], recordingLogger(), 'globally');
    expect(calls.at(-1)).toEqual({ method: 'PUT', route: '/applications/1/commands', body: [ping, entryPoint] });
  });
});

describe('CommandKit.registerCommands', () => {
  const files = {
    'commands/ping.ts': `export const command = ${JSON.stringify(ping)};\nexport const chatInput = () => {};\nexport const message = () => {};`,
    'commands/profile.ts': `export const command = { name: 'profile', description: 'Profile', contexts: [0] };\nexport const chatInput = () => {};\nexport const userContextMenu = () => {};`,
    'commands/debug.ts': `export const command = { name: 'debug', description: 'Debug' };\nexport const chatInput = () => {};\nexport const metadata = { devOnly: true };`,
    'commands/say.ts': `export const command = { name: 'say' };\nexport const message = () => {};`,
  };

  it('registers global commands globally and dev-only ones in each dev guild, with context-menu twins', async () => {
    const { commandkit } = await harness(files, { devGuildIds: [ids.devGuild, ids.guild] });
    const { rest, calls } = fakeRest();
    await commandkit.registerCommands(rest);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        route: `/applications/${ids.application}/commands`,
        body: [ping, { name: 'profile', description: 'Profile', contexts: [0] }, { name: 'profile', contexts: [0], type: 2 }],
      },
      {
        method: 'PUT',
        route: `/applications/${ids.application}/guilds/${ids.devGuild}/commands`,
        body: [{ name: 'debug', description: 'Debug' }],
      },
      {
        method: 'PUT',
        route: `/applications/${ids.application}/guilds/${ids.guild}/commands`,
        body: [{ name: 'debug', description: 'Debug' }],
      },
    ]);
    calls.length = 0;
    await commandkit.registerCommands(rest);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('registers a slash and a user context-menu command of one name from two files', async () => {
    const { commandkit } = await harness({
      'commands/info.ts': `export const command = { name: 'info', description: 'Info' };\nexport const chatInput = () => {};`,
      'commands/user-info.ts': `export const command = { name: 'info', type: 2 };\nexport const userContextMenu = () => {};`,
    });
    const { rest, calls } = fakeRest();
    await commandkit.registerCommands(rest);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      [
        { name: 'info', description: 'Info' },
        { name: 'info', type: 2 },
      ],
    ]);
    calls.length = 0;
    await commandkit.registerCommands(rest);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('warns when dev-only commands have no dev guild, and applies prepareCommand hooks', async () => {
    const plugin = new (class extends RuntimePlugin {
      readonly name = 'describe';
      override prepareCommand(_ctx: CommandKitPluginRuntime, data: CommandData) {
        return data.name === 'ping' ? { ...data, description: 'Prepared' } : undefined;
      }
    })();
    const { commandkit, logger } = await harness(files, { plugins: [plugin] });
    const { rest, calls } = fakeRest();
    await commandkit.registerCommands(rest);
    expect(
      calls
        .filter((call) => call.method === 'PUT')
        .map((call) => (call.body as CommandData[]).map((data) => 'description' in data && data.description)),
    ).toEqual([['Prepared', 'Profile', false]]);
    expect(logger.messages('warn')).toEqual([
      '1 dev-only command is not registered anywhere: list your development guilds in devGuildIds (commandkit.config.ts).',
    ]);
  });

  it('syncs the global set and each dev guild on its own, logging each failure and throwing once all were tried', async () => {
    const { commandkit, logger } = await harness(files, { devGuildIds: [ids.devGuild, ids.guild] });
    const { rest, calls } = fakeRest();
    const failing = new Set([
      `/applications/${ids.application}/commands`,
      `/applications/${ids.application}/guilds/${ids.devGuild}/commands`,
    ]);
    const get = rest.get;
    rest.get = async (route, options) => {
      if (failing.has(route)) throw new Error(`Discord said no to ${route}`);
      return get(route, options);
    };
    const error = (await commandkit.registerCommands(rest).catch((caught: unknown) => caught)) as Error;
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.route)).toEqual([
      `/applications/${ids.application}/guilds/${ids.guild}/commands`,
    ]);
    expect(logger.messages('error')).toEqual([
      'Registering the application commands globally failed.',
      `Registering the application commands in the dev guild ${ids.devGuild} failed.`,
    ]);
    expect(error.message).toBe(`Registering the application commands failed globally and in the dev guild ${ids.devGuild}.`);
    expect((error.cause as AggregateError).errors.map((cause: Error) => cause.message)).toEqual(
      [...failing].map((route) => `Discord said no to ${route}`),
    );
  });

  it("goes through the client's REST client by default", async () => {
    const { commandkit, requests, respond } = await harness(files);
    respond('GET', `/applications/${ids.application}/commands`, []);
    respond('PUT', `/applications/${ids.application}/commands`, []);
    await commandkit.registerCommands();
    expect(requests.map((request) => `${request.method} ${request.path}${request.query}`)).toEqual([
      `GET /applications/${ids.application}/commands?with_localizations=true`,
      `PUT /applications/${ids.application}/commands`,
    ]);
  });
});
