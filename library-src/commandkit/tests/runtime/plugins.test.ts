import type { ChatInputCommandInteraction } from 'discord.js';
import {
  CommandKit,
  CompilerPlugin,
  RuntimePlugin,
  setLogger,
  type CommandData,
  type MiddlewareContext,
  type PluginInteractionEvent,
  type PluginMessageEvent,
  type PluginRegisterCommandsEvent,
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

  it('sees what loaded in the after-load hooks', async () => {
    const seen: number[] = [];
    const { commandkit } = setup([
      recorder('count', [], {
        onAfterCommandsLoad: (ck: CommandKit) => void seen.push(ck.commands.size),
        onAfterEventsLoad: (ck: CommandKit) => void seen.push(ck.events.size),
      }),
    ]);
    await commandkit.load();
    expect(seen).toEqual([2, 1]);
  });

  it('stops start() when activate throws, naming the plugin', async () => {
    const log: string[] = [];
    const { commandkit } = setup([recorder('bad', log, { activate: () => Promise.reject(new Error('no database')) }), recorder('next', log)]);
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

describe('runtime plugins: use() and options', () => {
  it('keeps the plugins in order and refuses non-runtime plugins and duplicate names', () => {
    const first = recorder('first', []);
    const { commandkit } = setup([first]);
    const second = recorder('second', []);
    expect(commandkit.use(second)).toBe(commandkit);
    expect(commandkit.plugins).toEqual([first, second]);
    const compiler = new (class extends CompilerPlugin {
      readonly name = 'compile-me';
    })();
    expect(() => commandkit.use(compiler as unknown as RuntimePlugin)).toThrow(
      `The compiler plugin "compile-me" cannot be added to a running CommandKit: compiler plugins run during the build. List it in the config's plugins.`,
    );
    expect(() => commandkit.use({ name: 'object', setup() {} } as unknown as RuntimePlugin)).toThrow(
      'A CommandKit runtime plugin must be an instance of a class that extends RuntimePlugin, got a plain object.',
    );
    expect(() => commandkit.use(recorder('first', []))).toThrow('A plugin named "first" is already installed; plugin names must be unique.');
    expect(commandkit.plugins).toHaveLength(2);
  });
});

describe('runtime plugins: interactions and messages', () => {
  it('preventDefault keeps CommandKit from the interaction; the next plugins still see it', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    const { commandkit, client } = setup([
      recorder('first', [], {
        onBeforeInteraction: (event: PluginInteractionEvent) => {
          event.preventDefault();
          seen.push(`first:${String(event.defaultPrevented)}`);
        },
      }),
      recorder('second', [], { onBeforeInteraction: (event: PluginInteractionEvent) => void seen.push(`second:${String(event.defaultPrevented)}`) }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(seen).toEqual(['first:true', 'second:true']);
    expect(calls).toEqual([]);
  });

  it('accept stops the round: later plugins and CommandKit do not see it', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    const { commandkit, client } = setup([
      recorder('taker', [], {
        onBeforeInteraction: (event: PluginInteractionEvent) => {
          seen.push(`taker:${event.interaction.isChatInputCommand() ? event.interaction.commandName : '?'}`);
          event.accept();
        },
      }),
      recorder('later', [], { onBeforeInteraction: () => void seen.push('later') }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(seen).toEqual(['taker:ping']);
    expect(calls).toEqual([]);
  });

  it('a throwing onBeforeInteraction is logged and the command still runs', async () => {
    const calls = resetCalls();
    const { commandkit, client, logger } = setup([
      recorder('bad', [], {
        onBeforeInteraction: () => {
          throw new Error('nope');
        },
      }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'ping'));
    expect(calls).toEqual(['ping', 'after()']);
    expect(logger.messages('error')).toEqual(['The plugin "bad" failed in onBeforeInteraction.']);
  });

  it('onBeforeMessageCommand sees every message, bots included, and can keep it from CommandKit', async () => {
    const calls = resetCalls();
    const seen: string[] = [];
    let block = false;
    const { commandkit, client } = setup([
      recorder('messages', [], {
        onBeforeMessageCommand: (event: PluginMessageEvent) => {
          seen.push(event.message.content);
          if (block) event.preventDefault();
        },
      }),
    ]);
    await commandkit.load();
    await commandkit.handleMessage(buildMessage(client, { content: 'hello from a bot', author: rawUser('300000000000000009', { bot: true }) }));
    await commandkit.handleMessage(buildMessage(client, { content: '!ping' }));
    block = true;
    await commandkit.handleMessage(buildMessage(client, { content: '!ping' }));
    expect(seen).toEqual(['hello from a bot', '!ping', '!ping']);
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
        onAfterCommand: (ctx: MiddlewareContext) => void calls.push(`onAfterCommand:${ctx.commandName}`),
      }),
      recorder('wrapper', [], {
        executeCommand: async (_ctx: MiddlewareContext, execute: () => Promise<void>) => {
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
    expect(calls).toEqual(['before:ping', 'outer:declines', 'wrapper:start', 'ping', 'wrapper:end', 'afterExecute', 'after()', 'onAfterCommand:ping']);
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

  it("reports the handler's error as the command's, also when a plugin ran it, and still calls onAfterCommand", async () => {
    const calls = resetCalls();
    const { commandkit, client, logger } = setup([
      recorder('wrapper', [], {
        executeCommand: async (_ctx: MiddlewareContext, execute: () => Promise<void>) => {
          await execute();
          return true;
        },
        onAfterCommand: () => void calls.push('onAfterCommand'),
      }),
    ]);
    await commandkit.load();
    await commandkit.handleInteraction(slash(client, 'broken'));
    expect(calls).toEqual(['broken', 'onAfterCommand']);
    expect(logger.messages('error')).toHaveLength(1);
    expect(logger.messages('error')[0]).toMatch(/^The command "broken" \(.*broken\.ts\) failed\.$/);
  });
});

describe('runtime plugins: registration', () => {
  it('prepareCommand chains with the commandkit, onBeforeRegisterCommands may edit the lists', async () => {
    const received: unknown[] = [];
    const { commandkit, client } = setup([
      recorder('one', [], {
        prepareCommand: (data: CommandData, _command, ck: CommandKit) => {
          received.push(ck);
          return { ...data, description: `${'description' in data ? data.description : ''}!` } as CommandData;
        },
      }),
      recorder('two', [], { prepareCommand: (data: CommandData) => ({ ...data, description: `${'description' in data ? data.description : ''}?` }) as CommandData }),
      recorder('three', [], {
        onBeforeRegisterCommands: (event: PluginRegisterCommandsEvent) => {
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
    expect(received).toEqual([commandkit, commandkit]);
    expect(bodies).toEqual([[expect.objectContaining({ name: 'ping', description: 'Ping!?' })]]);
  });

  it('preventDefault registers nothing; later plugins see defaultPrevented; onAfterRegisterCommands still runs', async () => {
    const log: string[] = [];
    const { commandkit, writes } = setup([
      recorder('cancel', log, { onBeforeRegisterCommands: (event: PluginRegisterCommandsEvent) => event.preventDefault() }),
      recorder('watch', log, { onBeforeRegisterCommands: (event: PluginRegisterCommandsEvent) => void log.push(`prevented:${String(event.defaultPrevented)}`) }),
    ]);
    await commandkit.load();
    await commandkit.registerCommands();
    expect(writes).toEqual([]);
    expect(log).toContain('prevented:true');
    expect(log.filter((entry) => entry.endsWith('onAfterRegisterCommands'))).toEqual(['cancel:onAfterRegisterCommands', 'watch:onAfterRegisterCommands']);
  });
});
