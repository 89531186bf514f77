import type { ChatInputCommandInteraction, Interaction, Message } from 'discord.js';
import {
  CommandKit,
  CommandKitEnvironment,
  CompilerPlugin,
  RuntimePlugin,
  setLogger,
  type CommandData,
  type CommandKitPluginRuntime,
  type CommandRunOutcome,
  type LoadedCommand,
  type MiddlewareContext,
  type PluginRegisterCommandsEvent,
  type PreparedAppCommandExecution,
} from '../../src/index.ts';
import { removeTempProjects } from '../helpers/temp-project.ts';
import { buildInteraction, buildMessage, createTestClient, makeReady, rawUser } from './support/discord.ts';
import { appProject, importCommandKit } from './support/project.ts';
import { recordingLogger, resetCalls, type RecordingLogger } from './support/runtime.ts';

let active: CommandKit | undefined;
afterEach(async () => {
  await active?.destroy();
  active = undefined;
  removeTempProjects();
});

const record = (value: string) => `(globalThis as any).calls.push(${value});`;

const files = {
  'commands/ping.ts': [
    importCommandKit('after'),
    `export const command = { name: 'ping', description: 'Ping' };`,
    `export const chatInput = async () => { ${record(`'ping'`)} after(() => { ${record(`'after()'`)} }); };`,
    `export const message = async () => { ${record(`'ping'`)} };`,
  ].join('\n'),
  'commands/broken.ts': [
    `export const command = { name: 'broken', description: 'Broken' };`,
    `export const chatInput = async () => { ${record(`'broken'`)} throw new Error('handler broke'); };`,
  ].join('\n'),
  'events/ready/log.ts': `export default () => {};`,
};

/** A plugin recording every hook it gets into `log`, with optional overrides. */
function recorder(name: string, log: string[], overrides: Partial<RuntimePlugin> = {}): RuntimePlugin {
  const plugin = new (class extends RuntimePlugin {
    readonly name = name;
  })();
  const hooks = [
    'activate',
    'deactivate',
    'onBeforeCommandsLoad',
    'onAfterCommandsLoad',
    'onBeforeEventsLoad',
    'onAfterEventsLoad',
    'onBeforeClientLogin',
    'onAfterClientLogin',
    'onAfterRegisterCommands',
  ] as const;
  for (const hook of hooks) (plugin as unknown as Record<string, () => void>)[hook] = () => void log.push(`${name}:${hook}`);
  return Object.assign(plugin, overrides);
}

interface Setup {
  readonly commandkit: CommandKit;
  readonly logger: RecordingLogger;
  readonly client: CommandKit['client'];
  readonly writes: string[];
}

/** A CommandKit on a ready test client over `files`, not loaded yet; Discord's REST is stubbed. */
function setup(plugins: RuntimePlugin[] = []): Setup {
  const logger = recordingLogger();
  setLogger(logger);
  const { client } = createTestClient();
  makeReady(client);
  const writes: string[] = [];
  client.rest.get = async () => [];
  client.rest.put = async (route) => {
    writes.push(route);
    return [];
  };
  const commandkit = new CommandKit({ client, appDir: appProject(files), plugins });
  active = commandkit;
  return { commandkit, logger, client, writes };
}

const slash = (client: CommandKit['client'], name: string) => buildInteraction<ChatInputCommandInteraction>(client, { name });

describe('runtime plugins: life cycle', () => {
  it('calls the start, loading and registration hooks in order, and deactivate on destroy', async () => {
    const log: string[] = [];
    const { commandkit } = setup([recorder('a', log), recorder('b', log)]);
    await commandkit.start();
    await commandkit.destroy();
    const of = (plugin: string) => log.filter((entry) => entry.startsWith(`${plugin}:`)).map((entry) => entry.slice(2));
    // The client was ready already: no login, so no onBeforeClientLogin.
    expect(of('a')).toEqual([
      'activate',
      'onBeforeCommandsLoad',
      'onAfterCommandsLoad',
      'onBeforeEventsLoad',
      'onAfterEventsLoad',
      'onAfterClientLogin',
      'onAfterRegisterCommands',
      'deactivate',
    ]);
    expect(of('b')).toEqual(of('a'));
    expect(log.slice(0, 2)).toEqual(['a:activate', 'b:activate']);
  });

  it('hands every hook the plugin runtime first, whose commandkit is the bot', async () => {
    const received: unknown[] = [];
    const { commandkit } = setup([
      recorder('runtime', [], {
        activate: (ctx: CommandKitPluginRuntime) => void received.push(ctx),
        onAfterClientLogin: (ctx: CommandKitPluginRuntime) => void received.push(ctx),
        deactivate: (ctx: CommandKitPluginRuntime) => void received.push(ctx),
      }),
    ]);
    await commandkit.start();
    await commandkit.destroy();
    expect(received).toHaveLength(3);
    for (const ctx of received) expect(ctx).toBe(commandkit.plugins);
    expect(commandkit.plugins.commandkit).toBe(commandkit);
  });

  it('sees what loaded in the after-load hooks, through ctx.commandkit', async () => {
    const seen: number[] = [];
    const { commandkit } = setup([
      recorder('count', [], {
        onAfterCommandsLoad: (ctx: CommandKitPluginRuntime) => void seen.push(ctx.commandkit.commands.size),
        onAfterEventsLoad: (ctx: CommandKitPluginRuntime) => void seen.push(ctx.commandkit.eventHandlers.size),
      }),
    ]);
    await commandkit.load();
    expect(seen).toEqual([2, 1]);
  });

  it('runs the routers-init hooks before the loading hooks of the same files', async () => {
    const log: string[] = [];
    const { commandkit } = setup([
      recorder('routers', log, {
        onCommandsRouterInit: () => void log.push('onCommandsRouterInit'),
        onEventsRouterInit: () => void log.push('onEventsRouterInit'),
      }),
    ]);
    await commandkit.load();
    expect(log).toEqual([
      'onCommandsRouterInit',
      'routers:onBeforeCommandsLoad',
      'routers:onAfterCommandsLoad',
      'onEventsRouterInit',
      'routers:onBeforeEventsLoad',
      'routers:onAfterEventsLoad',
    ]);
  });

  it('stops start() when activate throws, naming the plugin', async () => {
    const log: string[] = [];
    const { commandkit } = setup([
      recorder('bad', log, { activate: () => Promise.reject(new Error('no database')) }),
      recorder('next', log),
    ]);
    await expect(commandkit.start()).rejects.toThrow('Failed to activate the plugin "bad": no database');
    expect(log).toEqual([]);
  });

  it('logs a failing hook with the plugin and hook, and goes on', async () => {
    const log: string[] = [];
    const { commandkit, logger } = setup([
      recorder('bad', log, {
        onAfterCommandsLoad: () => {
          throw new Error('oops');
        },
      }),
      recorder('good', log),
    ]);
    await commandkit.start();
    expect(logger.messages('error')).toEqual(['The plugin "bad" failed in onAfterCommandsLoad.']);
    expect(log).toContain('good:onAfterCommandsLoad');
    expect(log).toContain('good:onAfterRegisterCommands');
  });
});

describe('runtime plugins: default hooks', () => {
  it('has every 1.0 hook as a method that does nothing: executeCommand does not handle, prepareCommand keeps', async () => {
    const plugin = new (class extends RuntimePlugin {
      readonly name = 'bare';
    })();
    const ctx = {} as CommandKitPluginRuntime;
    const event = { commands: [], preventDefault: () => undefined };
    for (const hook of [
      'activate',
      'deactivate',
      'onCommandsRouterInit',
      'onBeforeCommandsLoad',
      'onAfterCommandsLoad',
      'onEventsRouterInit',
      'onBeforeEventsLoad',
      'onAfterEventsLoad',
      'onBeforeClientLogin',
      'onAfterClientLogin',
    ] as const) {
      expect(plugin[hook](ctx)).toBeUndefined();
    }
    expect(plugin.onBeforeRegisterCommands(ctx, event)).toBeUndefined();
    expect(plugin.onBeforeRegisterGlobalCommands(ctx, event)).toBeUndefined();
    expect(
      plugin.executeCommand(ctx, {} as CommandKitEnvironment, {} as Message, {} as PreparedAppCommandExecution, async () => undefined),
    ).toBe(false);
    expect(plugin.prepareCommand(ctx, { name: 'ping' })).toBeNull();
    expect(plugin.beforeExecute).toBeUndefined();
  });

  it('a plugin with only the defaults changes nothing: the definitions register as they are', async () => {
    const bare = new (class extends RuntimePlugin {
      readonly name = 'bare';
    })();
    const { commandkit, client } = setup([bare]);
    await commandkit.load();
    const bodies: unknown[] = [];
    client.rest.put = async (_route, options) => {
      bodies.push(options?.body);
      return [];
    };
    await commandkit.registerCommands();
    expect(bodies).toEqual([
      [expect.objectContaining({ name: 'broken', description: 'Broken' }), expect.objectContaining({ name: 'ping', description: 'Ping' })],
    ]);
  });
});

describe('runtime plugins: use() and options', () => {
  it('keeps the plugins in order and refuses non-runtime plugins and duplicate names', () => {
    const first = recorder('first', []);
    const { commandkit } = setup([first]);
    const second = recorder('second', []);
    expect(commandkit.use(second)).toBe(commandkit);
    expect([...commandkit.plugins.getPlugins().values()]).toEqual([first, second]);
    const compiler = new (class extends CompilerPlugin {
      readonly name = 'compile-me';
    })();
    expect(() => commandkit.use(compiler as unknown as RuntimePlugin)).toThrow(
      `The compiler plugin "compile-me" cannot be added to a running CommandKit: compiler plugins run during the build. List it in the config's plugins.`,
    );
    expect(() => commandkit.use({ name: 'object', setup() {} } as unknown as RuntimePlugin)).toThrow(
      'A CommandKit runtime plugin must be an instance of a class that extends RuntimePlugin, got a plain object.',
    );
    expect(() => commandkit.use(recorder('first', []))).toThrow(
      'A plugin named "first" is already installed; plugin names must be unique.',
    );
    expect([...commandkit.plugins.getPlugins().keys()]).toEqual(['first', 'second']);
  });
});

describe('runtime plugins: interactions and messages', () => {
  it('a plugin that does not capture lets the next plugins and CommandKit see the interaction', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    const { commandkit, client } = setup([
      recorder('first', [], {
        onBeforeInteraction: (_ctx: CommandKitPluginRuntime, interaction: Interaction) => void seen.push(`first:${interaction.id}`),
      }),
      recorder('second', [], {
        onBeforeInteraction: (_ctx: CommandKitPluginRuntime, interaction: Interaction) => void seen.push(`second:${interaction.id}`),
      }),
    ]);
    await commandkit.load();
    const interaction = slash(client, 'ping');
    await commandkit.handleInteraction(interaction);
    expect(seen).toEqual([`first:${interaction.id}`, `second:${interaction.id}`]);
    expect(calls).toEqual(['ping', 'after()']);
  });

  it('ctx.capture() ends the round: the later plugins and CommandKit leave the interaction alone', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    const { commandkit, client } = setup([
      recorder('watcher', [], { onBeforeInteraction: () => void seen.push('watcher') }),
      recorder('taker', [], {
        onBeforeInteraction: async (ctx: CommandKitPluginRuntime, interaction: Interaction) => {
          // Awaiting before capturing is fine: the signal is caught whenever the hook throws it.
          await Promise.resolve();
          seen.push(`taker:${interaction.isChatInputCommand() ? interaction.commandName : '?'}`);
          ctx.capture();
        },
      }),
      recorder('later', [], { onBeforeInteraction: () => void seen.push('later') }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(seen).toEqual(['watcher', 'taker:ping']);
    expect(calls).toEqual([]);
  });

  it('a throwing onBeforeInteraction is logged with the plugin and the command still runs', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    const { commandkit, client, logger } = setup([
      recorder('bad', [], {
        onBeforeInteraction: () => {
          throw new Error('nope');
        },
      }),
      recorder('next', [], { onBeforeInteraction: () => void seen.push('next') }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(calls).toEqual(['ping', 'after()']);
    expect(seen).toEqual(['next']);
    const failure = logger.lines.find(([level]) => level === 'error');
    expect(failure?.[1]).toBe('The plugin "bad" failed.');
    expect((failure?.[2] as Error).message).toBe('nope');
  });

  it('onBeforeMessageCommand sees every message, bots included, and ctx.capture() keeps it from CommandKit', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    let block = false;
    const { commandkit, client } = setup([
      recorder('messages', [], {
        onBeforeMessageCommand: (ctx: CommandKitPluginRuntime, message: Message) => {
          seen.push(message.content);
          if (block) ctx.capture();
        },
      }),
      recorder('after-capture', [], {
        onBeforeMessageCommand: (_ctx: CommandKitPluginRuntime, message: Message) => void seen.push(`later:${message.content}`),
      }),
    ]);
    await commandkit.load();
    await commandkit.handleMessage(
      buildMessage(client, { content: 'hello from a bot', author: rawUser('300000000000000009', { bot: true }) }),
    );
    await commandkit.handleMessage(buildMessage(client, { content: '!ping' }));
    block = true;
    await commandkit.handleMessage(buildMessage(client, { content: '!ping' }));
    expect(seen).toEqual(['hello from a bot', 'later:hello from a bot', '!ping', 'later:!ping', '!ping']);
    expect(calls).toEqual(['ping']);
  });
});

describe('runtime plugins: commands', () => {
  it('runs beforeExecute, executeCommand (first true wins), afterExecute, after(), then onAfterCommand', async () => {
    const calls = resetCalls();
    const { commandkit, client } = setup([
      recorder('outer', [], {
        beforeExecute: (ctx: MiddlewareContext) => void calls.push(`before:${ctx.commandName}`),
        executeCommand: () => void calls.push('outer:declines') as undefined,
        afterExecute: () => void calls.push('afterExecute'),
        onAfterCommand: (_ctx: CommandKitPluginRuntime, env: CommandKitEnvironment) =>
          void calls.push(`onAfterCommand:${env.context?.commandName}`),
      }),
      recorder('wrapper', [], {
        executeCommand: async (
          _ctx: CommandKitPluginRuntime,
          _env: CommandKitEnvironment,
          _source: Interaction | Message,
          _prepared: PreparedAppCommandExecution,
          execute: () => Promise<void>,
        ) => {
          calls.push('wrapper:start');
          await execute();
          await execute(); // a second call does not run the handler again
          calls.push('wrapper:end');
          return true;
        },
      }),
      recorder('never-asked', [], { executeCommand: () => void calls.push('never-asked') as undefined }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(calls).toEqual([
      'before:ping',
      'outer:declines',
      'wrapper:start',
      'ping',
      'wrapper:end',
      'afterExecute',
      'after()',
      'onAfterCommand:ping',
    ]);
  });

  it('executeCommand receives the plugin runtime, the environment, the source and the prepared command', async () => {
    resetCalls();
    const received: unknown[][] = [];
    const { commandkit, client } = setup([
      recorder('inspect', [], {
        executeCommand: (
          ctx: CommandKitPluginRuntime,
          env: CommandKitEnvironment,
          source: Interaction | Message,
          prepared: PreparedAppCommandExecution,
        ) => {
          received.push([ctx, env, source, prepared]);
          return false;
        },
      }),
    ]);
    await commandkit.load();
    const interaction = slash(client, 'ping');
    await commandkit.handleInteraction(interaction);
    expect(received).toHaveLength(1);
    const [ctx, env, source, prepared] = received[0] as [
      CommandKitPluginRuntime,
      CommandKitEnvironment,
      Interaction,
      PreparedAppCommandExecution,
    ];
    expect(ctx).toBe(commandkit.plugins);
    expect(env).toBeInstanceOf(CommandKitEnvironment);
    expect(env.commandkit).toBe(commandkit);
    expect(env.context?.commandName).toBe('ping');
    expect(source).toBe(interaction);
    expect(prepared.command).toBe(commandkit.getCommand('ping'));
    expect(prepared.middlewares).toEqual([]);
  });

  it('a plugin that returns true without calling execute skips the command', async () => {
    const calls = resetCalls();
    const { commandkit, client } = setup([recorder('skip', [], { executeCommand: () => true })]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(calls).toEqual([]);
  });

  it('a throwing executeCommand is logged and CommandKit runs the command', async () => {
    const calls = resetCalls();
    const { commandkit, client, logger } = setup([
      recorder('bad', [], {
        executeCommand: () => {
          throw new Error('broken wrapper');
        },
      }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(calls).toEqual(['ping', 'after()']);
    expect(logger.messages('error')).toEqual(['The plugin "bad" failed in executeCommand.']);
  });

  it("reports the handler's error as the command's, also when a plugin ran it, and hands onAfterCommand the outcome", async () => {
    const calls = resetCalls();
    const outcomes: CommandRunOutcome[] = [];
    const { commandkit, client, logger } = setup([
      recorder('wrapper', [], {
        executeCommand: async (
          _ctx: CommandKitPluginRuntime,
          _env: CommandKitEnvironment,
          _source: Interaction | Message,
          _prepared: PreparedAppCommandExecution,
          execute: () => Promise<void>,
        ) => {
          await execute();
          return true;
        },
        onAfterCommand: (_ctx: CommandKitPluginRuntime, env: CommandKitEnvironment, outcome: CommandRunOutcome) => {
          calls.push(`onAfterCommand:${env.context?.commandName}`);
          outcomes.push(outcome);
        },
      }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'broken'));
    expect(calls).toEqual(['broken', 'onAfterCommand:broken']);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'failed', error: new Error('handler broke') })]);
    expect(logger.messages('error')).toHaveLength(1);
    expect(logger.messages('error')[0]).toMatch(/^The command "broken" \(.*broken\.ts\) failed\.$/);
  });
});

describe('runtime plugins: registration', () => {
  it('prepareCommand chains with the runtime and the loaded command; null or undefined keeps the definition', async () => {
    const received: [unknown, string][] = [];
    const { commandkit, client } = setup([
      recorder('one', [], {
        prepareCommand: (ctx: CommandKitPluginRuntime, data: CommandData, command: LoadedCommand) => {
          received.push([ctx, command.name]);
          return { ...data, description: `${'description' in data ? data.description : ''}!` } as CommandData;
        },
      }),
      recorder('keeps', [], { prepareCommand: () => null }),
      recorder('two', [], {
        prepareCommand: (_ctx: CommandKitPluginRuntime, data: CommandData) =>
          ({ ...data, description: `${'description' in data ? data.description : ''}?` }) as CommandData,
      }),
      recorder('three', [], {
        onBeforeRegisterCommands: (_ctx: CommandKitPluginRuntime, event: PluginRegisterCommandsEvent) => {
          event.global.splice(0, event.global.length, ...event.global.filter((data) => data.name !== 'broken'));
        },
      }),
    ]);
    await commandkit.load();
    const bodies: unknown[] = [];
    client.rest.put = async (_route, options) => {
      bodies.push(options?.body);
      return [];
    };
    await commandkit.registerCommands();
    // Compared by identity: a deep comparison would walk the whole bot.
    expect(received.map(([ctx, name]) => [ctx === commandkit.plugins, name])).toEqual([
      [true, 'broken'],
      [true, 'ping'],
    ]);
    expect(bodies).toEqual([[expect.objectContaining({ name: 'ping', description: 'Ping!?' })]]);
  });

  it('prepareCommand may return a builder, read with toJSON(); a result without a name is logged and the definition kept', async () => {
    const { commandkit, client, logger } = setup([
      recorder('builder', [], {
        prepareCommand: (_ctx: CommandKitPluginRuntime, data: CommandData) => ({
          toJSON: () => ({ ...data, description: 'From a builder' }),
        }),
      }),
      recorder('invalid', [], { prepareCommand: () => ({ description: 'no name' }) }),
    ]);
    await commandkit.load();
    const bodies: unknown[] = [];
    client.rest.put = async (_route, options) => {
      bodies.push(options?.body);
      return [];
    };
    await commandkit.registerCommands();
    expect(bodies).toEqual([
      [
        expect.objectContaining({ name: 'broken', description: 'From a builder' }),
        expect.objectContaining({ name: 'ping', description: 'From a builder' }),
      ],
    ]);
    const failures = logger.lines.filter(([level]) => level === 'error');
    expect(failures.map(([, message]) => message)).toEqual([
      'The plugin "invalid" failed in prepareCommand.',
      'The plugin "invalid" failed in prepareCommand.',
    ]);
    expect(failures[0]![2]).toEqual(expect.objectContaining({ message: expect.stringContaining('not a command definition') }));
  });

  it('onBeforeRegisterCommands sees the bot, both lists and a copy of all definitions', async () => {
    const seen: { commandkit: unknown; global: string[]; guild: string[]; commands: string[]; copy: boolean }[] = [];
    const { commandkit } = setup([
      recorder('look', [], {
        onBeforeRegisterCommands: (_ctx: CommandKitPluginRuntime, event: PluginRegisterCommandsEvent) => {
          seen.push({
            commandkit: event.commandkit,
            global: event.global.map((data) => data.name),
            guild: event.guild.map((data) => data.name),
            commands: event.commands.map((data) => data.name),
            copy: event.commands !== event.global,
          });
          // Emptying the copy changes nothing: the lists are event.global and event.guild.
          event.commands.length = 0;
        },
      }),
    ]);
    await commandkit.load();
    await commandkit.registerCommands();
    expect(seen.map(({ commandkit: bot, ...lists }) => ({ ...lists, sameBot: bot === commandkit }))).toEqual([
      { global: ['broken', 'ping'], guild: [], commands: ['broken', 'ping'], copy: true, sameBot: true },
    ]);
    expect(commandkit.lastRegistration?.sets.map((set) => set.commands.map((data) => data.name))).toEqual([['broken', 'ping']]);
  });

  it('preventDefault registers nothing; later plugins see defaultPrevented; onAfterRegisterCommands still runs', async () => {
    const log: string[] = [];
    const { commandkit, writes } = setup([
      recorder('cancel', log, {
        onBeforeRegisterCommands: (_ctx: CommandKitPluginRuntime, event: PluginRegisterCommandsEvent) => event.preventDefault(),
      }),
      recorder('watch', log, {
        onBeforeRegisterCommands: (_ctx: CommandKitPluginRuntime, event: PluginRegisterCommandsEvent) =>
          void log.push(`prevented:${String(event.defaultPrevented)}`),
      }),
    ]);
    await commandkit.load();
    await commandkit.registerCommands();
    expect(writes).toEqual([]);
    expect(log).toContain('prevented:true');
    expect(commandkit.lastRegistration?.outcome).toBe('cancelled');
    expect(log.filter((entry) => entry.endsWith('onAfterRegisterCommands'))).toEqual([
      'cancel:onAfterRegisterCommands',
      'watch:onAfterRegisterCommands',
    ]);
  });
});
