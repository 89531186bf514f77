// CommandKit.addCommands() and addEventHandlers(): plugins add commands and event handlers from
// their loading hooks; load() merges them with the file-based ones.
import { RuntimePlugin, type CommandKitPluginRuntime, type LoadedCommand, type LoadedEventHandler } from '../../src/index.ts';
import { emitInteraction, ids, replyContent } from './support/discord.ts';
import { cleanUp, harness } from './support/runtime.ts';

afterEach(cleanUp);

function added(name: string, reply: string, extra: Partial<LoadedCommand> = {}): LoadedCommand {
  return {
    name,
    data: { name, description: `The ${name} command` },
    file: `/plugin/${name}.js`,
    category: undefined,
    metadata: { devOnly: false, aliases: [] },
    handlers: { chatInput: (ctx) => ctx.reply(reply) },
    middleware: [],
    ...extra,
  };
}

class Adder extends RuntimePlugin {
  readonly name = 'adder';
  loads = 0;
  constructor(
    readonly commands: () => LoadedCommand[],
    readonly handlers: () => LoadedEventHandler[] = () => [],
  ) {
    super();
  }
  override onBeforeCommandsLoad(ctx: CommandKitPluginRuntime) {
    this.loads++;
    ctx.commandkit.addCommands(this.commands());
  }
  override onBeforeEventsLoad(ctx: CommandKitPluginRuntime) {
    ctx.commandkit.addEventHandlers(this.handlers());
  }
}

const fileCommand = `export const command = { name: 'ping', description: 'Ping' };\nexport const chatInput = (ctx) => ctx.reply('Pong!');`;

describe('CommandKit.addCommands', () => {
  it('loads the added commands next to the file-based ones, runs them and keeps them over reloads', async () => {
    const plugin = new Adder(() => [added('hello', 'Hi!')]);
    const { commandkit, client, waitForRequest } = await harness({ 'commands/ping.ts': fileCommand }, { plugins: [plugin] });
    expect([...commandkit.commands.keys()]).toEqual(['ping', 'hello']);
    expect(commandkit.getCommand('hello')?.file).toBe('/plugin/hello.js');

    const data = emitInteraction(client, { name: 'hello' });
    const request = await waitForRequest(
      (candidate) => candidate.path === `/interactions/${data.id as string}/${data.token as string}/callback`,
    );
    expect(replyContent(request)).toEqual({ content: 'Hi!' });

    await commandkit.load();
    expect(plugin.loads).toBe(2);
    expect([...commandkit.commands.keys()]).toEqual(['ping', 'hello']);
  });

  it('runs the middleware of an added command before its handler', async () => {
    const steps: string[] = [];
    const command = added('guarded', 'ran', {
      handlers: {
        chatInput: async (ctx) => {
          steps.push('handler');
          await ctx.reply('ran');
        },
      },
      middleware: [
        { file: '/plugin/check.js', scope: 'command', beforeExecute: () => void steps.push('middleware'), afterExecute: undefined },
      ],
    });
    const { client, waitForRequest } = await harness({}, { plugins: [new Adder(() => [command])] });
    const data = emitInteraction(client, { name: 'guarded' });
    await waitForRequest((candidate) => candidate.path === `/interactions/${data.id as string}/${data.token as string}/callback`);
    expect(steps).toEqual(['middleware', 'handler']);
  });

  it('registers added dev-only commands in the dev guilds only', async () => {
    const plugin = new Adder(() => [added('secret', 'shh', { metadata: { devOnly: true, aliases: [] } }), added('open', 'hi')]);
    const { commandkit } = await harness({}, { plugins: [plugin], devGuildIds: [ids.devGuild] });
    const puts: { route: string; body: unknown }[] = [];
    await commandkit.registerCommands({
      get: async () => [],
      put: async (route, options) => {
        puts.push({ route: String(route), body: options.body });
        return options.body;
      },
    });
    expect(puts).toEqual([
      { route: `/applications/${ids.application}/commands`, body: [{ name: 'open', description: 'The open command' }] },
      {
        route: `/applications/${ids.application}/guilds/${ids.devGuild}/commands`,
        body: [{ name: 'secret', description: 'The secret command' }],
      },
    ]);
  });

  it("registers an added command in the guilds of its 1.0 guilds field; a file command's guilds come from its definition", async () => {
    const plugin = new Adder(() => [added('local', 'hi', { guilds: [ids.guild] })]);
    const files = {
      'commands/ping.ts': `export const command = { name: 'ping', description: 'Ping', guilds: ['${ids.devGuild}'] };\nexport const chatInput = (ctx) => ctx.reply('Pong!');`,
    };
    const { commandkit } = await harness(files, { plugins: [plugin] });
    expect(commandkit.commands.get('ping')?.guilds).toEqual([ids.devGuild]);
    const puts: { route: string; body: unknown }[] = [];
    await commandkit.registerCommands({
      get: async () => [],
      put: async (route, options) => {
        puts.push({ route: String(route), body: options.body });
        return options.body;
      },
    });
    expect(puts).toEqual(
      expect.arrayContaining([
        {
          route: `/applications/${ids.application}/guilds/${ids.guild}/commands`,
          body: [{ name: 'local', description: 'The local command' }],
        },
        { route: `/applications/${ids.application}/guilds/${ids.devGuild}/commands`, body: [expect.objectContaining({ name: 'ping' })] },
      ]),
    );
    expect(puts.map((put) => put.route)).not.toContain(`/applications/${ids.application}/commands`);
  });

  it('fails the load naming both files when an added command takes the name of a command file', async () => {
    const plugin = new Adder(() => [added('ping', 'clash')]);
    await expect(harness({ 'commands/ping.ts': fileCommand }, { plugins: [plugin] })).rejects.toThrow(
      /^Two command files define the command "ping": \/.+commands\/ping\.ts and \/plugin\/ping\.js\. Rename one of them\.$/,
    );
  });

  it('fails the load when two added commands clash, aliases included', async () => {
    const plugin = new Adder(() => [added('one', 'a', { metadata: { devOnly: false, aliases: ['two'] } }), added('two', 'b')]);
    await expect(harness({}, { plugins: [plugin] })).rejects.toThrow(
      'Two command files define the command "two": /plugin/one.js and /plugin/two.js. Rename one of them.',
    );
  });

  it('throws outside onBeforeCommandsLoad, naming the hook', async () => {
    const { commandkit } = await harness({});
    expect(() => commandkit.addCommands([added('late', 'x')])).toThrow(
      "addCommands() can only be called from a plugin's onBeforeCommandsLoad hook; call it there, on every load.",
    );
  });

  it('rejects malformed commands with a one-line TypeError, logged in one line as the plugin failing', async () => {
    const plugin = new Adder(() => [{ ...added('bad', 'x'), handlers: {} }]);
    const { commandkit, logger } = await harness({}, { plugins: [plugin] });
    expect(commandkit.commands.size).toBe(0);
    expect(logger.lines.filter(([level]) => level === 'error')).toEqual([
      [
        'error',
        'The plugin "adder" failed in onBeforeCommandsLoad, so its commands are left out of this load: The command "bad" (/plugin/bad.js) given to addCommands() has no handler.',
      ],
    ]);
  });
});

describe('CommandKit.addEventHandlers', () => {
  it('runs added handlers after the file-based ones of their event, with the client and CommandKit last', async () => {
    const calls: unknown[][] = [];
    (globalThis as { eventCalls?: unknown[][] }).eventCalls = calls;
    const plugin = new Adder(
      () => [],
      () => [
        { event: 'custom', file: '/plugin/custom.js', handler: (...args) => void calls.push(['plugin', ...args]) },
        { event: 'other', file: '/plugin/other.js', handler: (...args) => void calls.push(['other', ...args]) },
      ],
    );
    const { commandkit, client } = await harness(
      { 'events/custom/file.ts': `export default (value) => { (globalThis as any).eventCalls.push(['file', value]); };` },
      { plugins: [plugin] },
    );
    expect(commandkit.eventHandlers.get('custom')?.map((entry) => entry.file)).toEqual([
      expect.stringMatching(/events\/custom\/file\.ts$/),
      '/plugin/custom.js',
    ]);
    await commandkit.dispatchEvent('custom', [42]);
    expect(calls).toEqual([
      ['file', 42],
      ['plugin', 42, client, commandkit],
    ]);
    // The added event is listened to on the client too.
    client.emit('other' as never, 7 as never);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.at(-1)).toEqual(['other', 7, client, commandkit]);
  });

  it('throws outside onBeforeEventsLoad, naming the hook', async () => {
    const { commandkit } = await harness({});
    expect(() => commandkit.addEventHandlers([{ event: 'x', file: '/x.js', handler: () => {} }])).toThrow(
      "addEventHandlers() can only be called from a plugin's onBeforeEventsLoad hook; call it there, on every load.",
    );
  });
});
