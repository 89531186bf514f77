// The registration hooks of each set (global, dev guilds, each guild) and the `guilds` field of a
// command definition, which registers the command in those guilds instead of globally.
import type { RouteLike } from 'discord.js';
import type { RegistrationRest } from '../../src/commands/registration.ts';
import { RuntimePlugin, type CommandData, type CommandKitPluginRuntime, type PreRegisterCommandsEvent } from '../../src/index.ts';
import { ids } from './support/discord.ts';
import { cleanUp, harness } from './support/runtime.ts';

afterEach(cleanUp);

const otherGuild = '100000000000000003';
const globalRoute = `/applications/${ids.application}/commands`;
const guildRoute = (guildId: string) => `/applications/${ids.application}/guilds/${guildId}/commands`;

/** A stand-in for client.rest: nothing is registered yet, and the writes are recorded by route. */
function recordingRest() {
  const reads: string[] = [];
  const writes: { route: string; names: string[]; body: CommandData[] }[] = [];
  const rest: RegistrationRest = {
    async get(route: RouteLike) {
      reads.push(route);
      return [];
    },
    async put(route: RouteLike, options) {
      const body = options.body as CommandData[];
      writes.push({ route, names: body.map((data) => data.name), body });
      return body;
    },
  };
  return { rest, reads, writes };
}

const slash = (name: string, fields = '') =>
  `export const command = { name: '${name}', description: 'The ${name} command'${fields} };\nexport const chatInput = () => {};`;

const files = {
  'commands/ping.ts': slash('ping'),
  'commands/help.ts': slash('help'),
  'commands/debug.ts': `${slash('debug')}\nexport const metadata = { devOnly: true };`,
};

/** A plugin implementing one set hook with `body`. */
function setHook(
  hook: 'onBeforeRegisterGlobalCommands' | 'onBeforePrepareGuildCommandsRegistration' | 'onBeforeRegisterGuildCommands',
  body: (event: PreRegisterCommandsEvent, ctx: CommandKitPluginRuntime) => void,
): RuntimePlugin {
  const plugin = new (class extends RuntimePlugin {
    readonly name = `${hook}-plugin`;
  })();
  return Object.assign(plugin, { [hook]: (ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent) => body(event, ctx) });
}

describe('onBeforeRegisterGlobalCommands', () => {
  it('receives the global list with the plugin runtime; the list it leaves is what is written', async () => {
    const seen: string[][] = [];
    let runtime: unknown;
    const plugin = setHook('onBeforeRegisterGlobalCommands', (event, ctx) => {
      runtime = ctx;
      seen.push(event.commands.map((data) => data.name));
      event.commands = event.commands.filter((data) => data.name !== 'help');
    });
    const { commandkit } = await harness(files, { plugins: [plugin], devGuildIds: [ids.devGuild] });
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(runtime).toBe(commandkit.plugins);
    expect(seen).toEqual([['help', 'ping']]);
    expect(writes.map(({ route, names }) => [route, names])).toEqual([
      [globalRoute, ['ping']],
      [guildRoute(ids.devGuild), ['debug']],
    ]);
  });

  it('preventDefault leaves the global commands alone; the dev guilds are still written', async () => {
    const plugin = setHook('onBeforeRegisterGlobalCommands', (event) => event.preventDefault());
    const { commandkit } = await harness(files, { plugins: [plugin], devGuildIds: [ids.devGuild] });
    const { rest, reads, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(reads).toEqual([guildRoute(ids.devGuild)]);
    expect(writes.map(({ route }) => route)).toEqual([guildRoute(ids.devGuild)]);
    expect(commandkit.lastRegistration?.sets.map((set) => set.guildId)).toEqual([ids.devGuild]);
  });
});

describe('onBeforePrepareGuildCommandsRegistration', () => {
  it('is called once with the dev-only list, however many dev guilds there are', async () => {
    const seen: string[][] = [];
    const plugin = setHook('onBeforePrepareGuildCommandsRegistration', (event) => void seen.push(event.commands.map((data) => data.name)));
    const { commandkit } = await harness(files, { plugins: [plugin], devGuildIds: [ids.devGuild, ids.guild] });
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(seen).toEqual([['debug']]);
    expect(writes.map(({ route }) => route)).toEqual([globalRoute, guildRoute(ids.devGuild), guildRoute(ids.guild)]);
  });

  it('preventDefault writes no dev guild; commands that list their guilds are still written there', async () => {
    const plugin = setHook('onBeforePrepareGuildCommandsRegistration', (event) => event.preventDefault());
    const { commandkit } = await harness(
      { ...files, 'commands/event.ts': slash('event', `, guilds: ['${otherGuild}']`) },
      { plugins: [plugin], devGuildIds: [ids.devGuild] },
    );
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(writes.map(({ route, names }) => [route, names])).toEqual([
      [globalRoute, ['help', 'ping']],
      [guildRoute(otherGuild), ['event']],
    ]);
  });
});

describe('onBeforeRegisterGuildCommands', () => {
  it("is called for each guild with that guild's list; preventDefault skips that guild only", async () => {
    const seen: string[][] = [];
    const plugin = setHook('onBeforeRegisterGuildCommands', (event) => {
      seen.push(event.commands.map((data) => data.name));
      // Skips the guild whose list holds the "event" command.
      if (event.commands.some((data) => data.name === 'event')) event.preventDefault();
    });
    const { commandkit } = await harness(
      { ...files, 'commands/event.ts': slash('event', `, guilds: ['${otherGuild}']`) },
      { plugins: [plugin], devGuildIds: [ids.devGuild] },
    );
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(seen).toEqual([['debug'], ['event']]);
    expect(writes.map(({ route }) => route)).toEqual([globalRoute, guildRoute(ids.devGuild)]);
  });

  it('may change the list it is given', async () => {
    const plugin = setHook('onBeforeRegisterGuildCommands', (event) => {
      event.commands = event.commands.map(
        (data) => ({ ...data, description: `[dev] ${'description' in data ? data.description : ''}` }) as CommandData,
      );
    });
    const { commandkit } = await harness(files, { plugins: [plugin], devGuildIds: [ids.devGuild] });
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(writes.find(({ route }) => route === guildRoute(ids.devGuild))?.body).toEqual([
      { name: 'debug', description: '[dev] The debug command' },
    ]);
  });
});

describe('a command definition with guilds', () => {
  it('is registered in those guilds only, without the guilds field, next to the dev-only commands of a dev guild', async () => {
    const { commandkit } = await harness(
      { ...files, 'commands/event.ts': slash('event', `, guilds: ['${otherGuild}', '${ids.devGuild}', '${otherGuild}']`) },
      { devGuildIds: [ids.devGuild] },
    );
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(writes.map(({ route, body }) => [route, body])).toEqual([
      [
        globalRoute,
        [
          { name: 'help', description: 'The help command' },
          { name: 'ping', description: 'The ping command' },
        ],
      ],
      [
        guildRoute(ids.devGuild),
        [
          { name: 'debug', description: 'The debug command' },
          { name: 'event', description: 'The event command' },
        ],
      ],
      [guildRoute(otherGuild), [{ name: 'event', description: 'The event command' }]],
    ]);
    expect(commandkit.lastRegistration?.sets.map((set) => [set.guildId, set.status])).toEqual([
      [null, 'registered'],
      [ids.devGuild, 'registered'],
      [otherGuild, 'registered'],
    ]);
  });

  it('is written once per guild: a second registration finds every set up to date', async () => {
    const { commandkit } = await harness({ 'commands/event.ts': slash('event', `, guilds: ['${otherGuild}']`) });
    const registered = new Map<string, unknown>();
    const writes: string[] = [];
    const rest: RegistrationRest = {
      get: async (route: RouteLike) => registered.get(route) ?? [],
      put: async (route: RouteLike, options) => {
        writes.push(route);
        registered.set(route, options.body);
        return options.body;
      },
    };
    await commandkit.registerCommands(rest);
    await commandkit.registerCommands(rest);
    expect(writes).toEqual([guildRoute(otherGuild)]);
    expect(commandkit.lastRegistration?.sets.map((set) => [set.guildId, set.status])).toEqual([
      [null, 'up-to-date'],
      [otherGuild, 'up-to-date'],
    ]);
  });

  it('is ignored for a dev-only command, which goes to the dev guilds', async () => {
    const { commandkit } = await harness(
      { 'commands/debug.ts': `${slash('debug', `, guilds: ['${otherGuild}']`)}\nexport const metadata = { devOnly: true };` },
      { devGuildIds: [ids.devGuild] },
    );
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    // No global command: Discord's empty list matches, so only the dev guild is written.
    expect(writes.map(({ route, names }) => [route, names])).toEqual([[guildRoute(ids.devGuild), ['debug']]]);
  });

  it('may be set by a prepareCommand hook', async () => {
    const plugin = new (class extends RuntimePlugin {
      readonly name = 'guild-only-help';
      override prepareCommand(_ctx: CommandKitPluginRuntime, data: CommandData) {
        return data.name === 'help' ? { ...data, guilds: [otherGuild] } : undefined;
      }
    })();
    const { commandkit } = await harness(files, { plugins: [plugin] });
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(writes.map(({ route, names }) => [route, names])).toEqual([
      [globalRoute, ['ping']],
      [guildRoute(otherGuild), ['help']],
    ]);
  });

  it('takes the context-menu twin of a slash command file to the same guilds', async () => {
    const { commandkit } = await harness({
      'commands/profile.ts': `${slash('profile', `, guilds: ['${otherGuild}']`)}\nexport const userContextMenu = () => {};`,
    });
    const { rest, writes } = recordingRest();
    await commandkit.registerCommands(rest);
    expect(writes.map(({ route, body }) => [route, body])).toEqual([
      [
        guildRoute(otherGuild),
        [
          { name: 'profile', description: 'The profile command' },
          { name: 'profile', type: 2 },
        ],
      ],
    ]);
  });
});

describe('a malformed guilds field', () => {
  it('is refused with an error naming the command and the field, and no guild is written', async () => {
    // A string where a list belongs: iterating it would make one "guild" of each digit.
    const outcome = await harness({ 'commands/event.ts': slash('event', `, guilds: '${otherGuild}'`) }).then(
      async ({ commandkit }) => {
        const { rest, writes } = recordingRest();
        const error: unknown = await commandkit.registerCommands(rest).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        return { error, writes: writes.map(({ route }) => route) };
      },
      (error: unknown) => ({ error, writes: [] as string[] }),
    );
    expect(outcome.writes.filter((route) => route !== globalRoute)).toEqual([]);
    expect(outcome.error).toBeInstanceOf(Error);
    expect((outcome.error as Error).message).toMatch(/"event".*guilds/);
  });
});
