import type { ChatInputCommandInteraction } from 'discord.js';
import {
  CommandKitEnvironment,
  CommandKitEnvironmentType,
  after,
  getCommandKit,
  getContext,
  getEventWorkerContext,
  isEventWorkerContext,
  makeContextAwareFunction,
  provideContext,
  runInEventWorkerContext,
  type EventWorkerContext,
} from '../../src/index.ts';
import { buildInteraction } from './support/discord.ts';
import { importCommandKit } from './support/project.ts';
import { cleanUp, harness, resetCalls } from './support/runtime.ts';

// The 1.0 environment API (after((env) => ...), cancelAfter, the CommandKitEnvironment class) and
// the context-aware helpers, on real runs through the fake Discord.

afterEach(cleanUp);

const record = (value: string) => `(globalThis as any).calls.push(${value});`;
const names =
  'after, cancelAfter, exitContext, getContext, getCommandKit, isCommandWorkerContext, CommandKitEnvironment, CommandKitEnvironmentType, eventWorkerContext, getEventWorkerContext, isEventWorkerContext';

const files = {
  'commands/slow.ts': [
    importCommandKit(names),
    `export const command = { name: 'slow', description: 'slow', options: [{ name: 'fail', description: 'fail', type: 5 }] };`,
    `export const chatInput = async (ctx: any) => {`,
    `  after((env: any) => { ${record(`['after', env === getContext(), env instanceof CommandKitEnvironment, env.getType() === CommandKitEnvironmentType.CommandHandler, env.getMarker(), env.getExecutionTime() >= 25, env.getExecutionError()?.message ?? null, env.context === ctx]`)} });`,
    `  const dropped = after(() => { ${record(`'cancelled ran'`)} });`,
    `  cancelAfter(dropped);`,
    `  getContext().registerDeferredFunction(() => { ${record(`'deferred'`)} });`,
    `  ${record(`['command', getCommandKit() === ctx.commandkit, isCommandWorkerContext(getContext()), isCommandWorkerContext({}), typeof dropped]`)}`,
    `  let outside: string;`,
    `  try { exitContext(() => getContext()); outside = 'inside'; } catch { outside = 'outside'; }`,
    `  ${record(`['exitContext', outside, eventWorkerContext.getStore() ?? null]`)}`,
    `  await new Promise((resolve) => setTimeout(resolve, 30));`,
    `  if (ctx.options.getBoolean('fail')) throw new Error('slow broke');`,
    `};`,
  ].join('\n'),
  'events/custom/1.ts': [
    importCommandKit(names),
    `export default (...args: any[]) => {`,
    `  const worker = getEventWorkerContext();`,
    `  ${record(`['event', worker.event, worker.arguments, worker.namespace, worker.data.event, worker.data.listeners.length, worker.commandkit === getCommandKit(), eventWorkerContext.getStore() === worker, isEventWorkerContext(worker), isEventWorkerContext(getContext())]`)}`,
    `};`,
  ].join('\n'),
};

describe('after((env) => ...) and the command environment', () => {
  it('passes the environment, with the command timed and typed, to after() functions; cancelAfter() drops one', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleInteraction(buildInteraction<ChatInputCommandInteraction>(client, { name: 'slow' }));
    expect(calls).toEqual([
      ['command', true, true, false, 'string'],
      ['exitContext', 'outside', null],
      ['after', true, true, true, 'command:slow', true, null, true],
      'deferred',
    ]);
  });

  it('gives after() functions the error the command failed with', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleInteraction(
      buildInteraction<ChatInputCommandInteraction>(client, { name: 'slow', options: [{ name: 'fail', type: 5, value: true }] }),
    );
    expect(calls[2]).toEqual(['after', true, true, true, 'command:slow', true, 'slow broke', true]);
  });

  it('getType() throws until a type is set; setExecutionError() keeps the first error', async () => {
    const { commandkit } = await harness({});
    const env = new CommandKitEnvironment(commandkit);
    expect(() => env.getType()).toThrow('has no type set');
    env.setType(CommandKitEnvironmentType.CommandHandler);
    expect(env.getType()).toBe('COMMAND_HANDLER');
    env.setExecutionError(new Error('first'));
    expect(() => env.setExecutionError(new Error('second'))).toThrow('already records an error: first');
    expect(env.getExecutionTime()).toBe(0);
    env.markStart('job');
    env.markEnd();
    expect(env.getMarker()).toBe('job');
    expect(env.getExecutionTime()).toBeGreaterThanOrEqual(0);
  });
});

describe('the context-aware helpers', () => {
  it('provideContext() runs code inside an environment of your own, whose runDeferredFunctions() runs its after() functions', async () => {
    const { commandkit } = await harness({});
    const env = new CommandKitEnvironment(commandkit);
    const seen: unknown[] = [];
    const inside = provideContext(env, () => {
      after((received) => void seen.push(['after', received === env, getContext() === env]));
      return getContext();
    });
    expect(inside).toBe(env);
    expect(seen).toEqual([]);
    await env.runDeferredFunctions();
    expect(seen).toEqual([['after', true, true]]);
    await env.runDeferredFunctions();
    expect(seen).toHaveLength(1);
  });

  it('getCommandKit() falls back to the running instance outside a run', async () => {
    const { commandkit } = await harness({});
    expect(getCommandKit()).toBe(commandkit);
    expect(getCommandKit(true)).toBe(commandkit);
  });

  it('makeContextAwareFunction() runs each call in the environment, records its error, then the finalizer', async () => {
    const { commandkit, logger } = await harness({});
    const env = new CommandKitEnvironment(commandkit);
    const seen: unknown[] = [];
    let finalized!: () => void;
    const done = new Promise<void>((resolve) => (finalized = resolve));
    const wrapped = makeContextAwareFunction(
      env,
      async (value: number) => {
        seen.push(['call', value, getContext() === env]);
        if (value < 0) throw new Error('negative');
        return value * 2;
      },
      () => {
        seen.push(['finalizer', getContext() === env]);
        finalized();
      },
    );
    expect(await wrapped(2)).toBe(4);
    await done;
    expect(await wrapped(-1)).toBeUndefined();
    expect(env.getExecutionError()?.message).toBe('negative');
    expect(logger.messages('error')).toEqual(['A context-aware function threw.']);
    expect(seen.slice(0, 3)).toEqual([
      ['call', 2, true],
      ['finalizer', true],
      ['call', -1, true],
    ]);
  });

  it('the event worker context describes the event in its handlers, and can be provided by hand', async () => {
    const calls = resetCalls();
    const { commandkit } = await harness(files);
    await commandkit.dispatchEvent('custom', ['payload', 7]);
    expect(calls).toEqual([['event', 'custom', ['payload', 7], null, 'custom', 1, true, true, true, false]]);
    expect(() => getEventWorkerContext()).toThrow('outside an event handler');
    const own: EventWorkerContext = {
      event: 'tick',
      namespace: 'jobs',
      data: { event: 'tick', path: '', listeners: [], namespace: 'jobs' },
      commandkit,
      arguments: [],
    };
    expect(runInEventWorkerContext(own, () => getEventWorkerContext())).toBe(own);
    expect(isEventWorkerContext(own)).toBe(true);
  });
});
