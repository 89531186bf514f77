// CommandKitPluginRuntime (commandkit.plugins): looking plugins up, registering them before and
// after the start, removing them, and the execute()/capture() round every per-interaction hook
// goes through.
import { Collection } from 'discord.js';
import { CommandKitPluginRuntime, RuntimePlugin, type CommandKit } from '../../src/index.ts';
import { cleanUp, harness, type Harness } from './support/runtime.ts';

afterEach(cleanUp);

/** A plugin that records its activate and deactivate calls, with the runtime they got, in `log`. */
class Tracked extends RuntimePlugin {
  readonly name: string;
  constructor(
    name: string,
    readonly log: string[],
    readonly received: unknown[] = [],
  ) {
    super();
    this.name = name;
  }
  override activate(ctx: CommandKitPluginRuntime) {
    this.received.push(ctx);
    this.log.push(`${this.name}:activate`);
  }
  override deactivate(ctx: CommandKitPluginRuntime) {
    this.received.push(ctx);
    this.log.push(`${this.name}:deactivate`);
  }
}

/** A harness bot, started: its client is ready and the registration finds nothing on Discord. */
async function startedBot(plugins: RuntimePlugin[] = []): Promise<Harness> {
  const bot = await harness({}, { plugins });
  bot.respond('GET', /commands$/, []);
  await bot.commandkit.start();
  return bot;
}

describe('CommandKitPluginRuntime: looking plugins up', () => {
  it('is commandkit.plugins, bound to the bot', async () => {
    const { commandkit } = await harness({});
    expect(commandkit.plugins).toBeInstanceOf(CommandKitPluginRuntime);
    expect(commandkit.plugins.commandkit).toBe(commandkit);
  });

  it('getPlugins() is a collection by name in hook order, a copy; getPlugin() finds one or gives null', async () => {
    const first = new Tracked('first', []);
    const second = new Tracked('second', []);
    const { commandkit } = await harness({}, { plugins: [first, second] });
    const plugins = commandkit.plugins.getPlugins();
    expect(plugins).toBeInstanceOf(Collection);
    expect([...plugins.entries()]).toEqual([
      ['first', first],
      ['second', second],
    ]);
    plugins.delete('first');
    expect(commandkit.plugins.getPlugins().size).toBe(2);
    expect(commandkit.plugins.getPlugin('second')).toBe(second);
    expect(commandkit.plugins.getPlugin('missing')).toBeNull();
  });
});

describe('CommandKitPluginRuntime: registering', () => {
  it('registerPlugin before the start only adds: activate runs in start()', async () => {
    const log: string[] = [];
    const { commandkit, respond } = await harness({});
    await commandkit.plugins.registerPlugin(new Tracked('early', log));
    expect(log).toEqual([]);
    expect(commandkit.plugins.getPlugin('early')).not.toBeNull();
    respond('GET', /commands$/, []);
    await commandkit.start();
    expect(log).toEqual(['early:activate']);
  });

  it('registerPlugin on a started bot activates the plugin with the runtime, then adds it last', async () => {
    const log: string[] = [];
    const received: unknown[] = [];
    const { commandkit } = await startedBot([new Tracked('first', log)]);
    log.length = 0;
    const late = new Tracked('late', log, received);
    await commandkit.plugins.registerPlugin(late);
    expect(log).toEqual(['late:activate']);
    expect(received[0]).toBe(commandkit.plugins);
    expect([...commandkit.plugins.getPlugins().keys()]).toEqual(['first', 'late']);
  });

  it('registerPlugin on a started bot leaves out a plugin whose activate throws, naming it', async () => {
    const { commandkit } = await startedBot();
    const failing = new (class extends RuntimePlugin {
      readonly name = 'no-database';
      override activate() {
        throw new Error('connect ECONNREFUSED');
      }
    })();
    await expect(commandkit.plugins.registerPlugin(failing)).rejects.toThrow(
      'Failed to activate the plugin "no-database": connect ECONNREFUSED',
    );
    expect(commandkit.plugins.getPlugin('no-database')).toBeNull();
  });

  it('registerPlugin refuses a taken name and what is not a runtime plugin', async () => {
    const { commandkit } = await harness({}, { plugins: [new Tracked('taken', [])] });
    await expect(commandkit.plugins.registerPlugin(new Tracked('taken', []))).rejects.toThrow(
      'A plugin named "taken" is already installed; plugin names must be unique.',
    );
    await expect(commandkit.plugins.registerPlugin({ name: 'object' } as unknown as RuntimePlugin)).rejects.toThrow(
      'A CommandKit runtime plugin must be an instance of a class that extends RuntimePlugin, got a plain object.',
    );
  });

  it('softRegisterPlugin skips a plugin whose name is taken: the first one stays and nothing is activated', async () => {
    const log: string[] = [];
    const original = new Tracked('shared-name', log);
    const { commandkit } = await startedBot([original]);
    log.length = 0;
    await commandkit.plugins.softRegisterPlugin(new Tracked('shared-name', log));
    expect(log).toEqual([]);
    expect(commandkit.plugins.getPlugin('shared-name')).toBe(original);
    expect(commandkit.plugins.getPlugins().size).toBe(1);

    await commandkit.plugins.softRegisterPlugin(new Tracked('fresh', log));
    expect(log).toEqual(['fresh:activate']);
    expect([...commandkit.plugins.getPlugins().keys()]).toEqual(['shared-name', 'fresh']);
  });
});

describe('CommandKitPluginRuntime: unregistering', () => {
  it('unregisterPlugin removes the plugin and runs its deactivate with the runtime; an unknown plugin is ignored', async () => {
    const log: string[] = [];
    const received: unknown[] = [];
    const leaving = new Tracked('leaving', log, received);
    const { commandkit } = await harness({}, { plugins: [leaving, new Tracked('staying', log)] });
    await commandkit.plugins.unregisterPlugin(leaving);
    expect(log).toEqual(['leaving:deactivate']);
    expect(received[0]).toBe(commandkit.plugins);
    expect([...commandkit.plugins.getPlugins().keys()]).toEqual(['staying']);

    await commandkit.plugins.unregisterPlugin(leaving);
    expect(log).toEqual(['leaving:deactivate']);
  });

  it('unregisterAllPlugins deactivates every plugin in order, logging a failing deactivate and going on', async () => {
    const log: string[] = [];
    const broken = new (class extends RuntimePlugin {
      readonly name = 'broken';
      override deactivate() {
        log.push('broken:deactivate');
        throw new Error('socket already closed');
      }
    })();
    const { commandkit, logger } = await harness({}, { plugins: [new Tracked('a', log), broken, new Tracked('b', log)] });
    await commandkit.plugins.unregisterAllPlugins();
    expect(log).toEqual(['a:deactivate', 'broken:deactivate', 'b:deactivate']);
    expect(commandkit.plugins.getPlugins().size).toBe(0);
    expect(logger.messages('error')).toEqual(['The plugin "broken" failed in deactivate.']);
  });
});

describe('CommandKitPluginRuntime: execute and capture', () => {
  let commandkit: CommandKit;
  let logger: Harness['logger'];
  const names = ['a', 'b', 'c'];

  beforeEach(async () => {
    ({ commandkit, logger } = await harness({}, { plugins: names.map((name) => new Tracked(name, [])) }));
  });

  it('calls the function for each plugin in order with the runtime, and gives undefined when none answers', async () => {
    const seen: string[] = [];
    const result = await commandkit.plugins.execute(async (ctx, plugin) => {
      expect(ctx).toBe(commandkit.plugins);
      seen.push(plugin.name);
      return undefined;
    });
    expect(result).toBeUndefined();
    expect(seen).toEqual(names);
  });

  it('ends the round with the first value other than undefined', async () => {
    const seen: string[] = [];
    const result = await commandkit.plugins.execute(async (_ctx, plugin) => {
      seen.push(plugin.name);
      return plugin.name === 'b' ? `answered by ${plugin.name}` : undefined;
    });
    expect(result).toBe('answered by b');
    expect(seen).toEqual(['a', 'b']);
  });

  it('gives true when a plugin calls capture(), and asks no plugin after it', async () => {
    const seen: string[] = [];
    const result = await commandkit.plugins.execute(async (ctx, plugin) => {
      seen.push(plugin.name);
      if (plugin.name === 'a') ctx.capture();
      return undefined;
    });
    expect(result).toBe(true);
    expect(seen).toEqual(['a']);
  });

  it('logs a failing plugin with its name and goes on to the next', async () => {
    const seen: string[] = [];
    const result = await commandkit.plugins.execute(async (_ctx, plugin) => {
      seen.push(plugin.name);
      if (plugin.name === 'a') throw new Error('a broke');
      return undefined;
    });
    expect(result).toBeUndefined();
    expect(seen).toEqual(names);
    expect(logger.messages('error')).toEqual(['The plugin "a" failed.']);
  });

  it('capture() throws its signal: what a hook does after it does not run', () => {
    expect(() => commandkit.plugins.capture()).toThrow();
  });

  it("a hook's own catch sees the signal: a plugin that swallows it captures nothing", async () => {
    const seen: string[] = [];
    const result = await commandkit.plugins.execute(async (ctx, plugin) => {
      seen.push(plugin.name);
      try {
        if (plugin.name === 'a') ctx.capture();
      } catch {
        // Swallowed by mistake: the round goes on.
      }
      return undefined;
    });
    expect(result).toBeUndefined();
    expect(seen).toEqual(names);
  });
});
