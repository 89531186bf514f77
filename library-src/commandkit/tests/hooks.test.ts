import { join } from 'node:path';
import { CommandKit, getContext, type ButtonKit } from '../src/index.ts';
import { useClient, useCommand, useCommandKit, useEnvironment } from '../src/hooks.ts';
import { buildButton } from './components/collector-support.ts';
import { libraryRoot } from './helpers/temp-project.ts';
import { buildInteraction, buildMessage } from './runtime/support/discord.ts';
import { importCommandKit } from './runtime/support/project.ts';
import { cleanUp, harness, resetCalls } from './runtime/support/runtime.ts';

const hooksEntry = JSON.stringify(join(libraryRoot, 'src', 'hooks.ts'));
const importHooks = `import { useClient, useCommand, useCommandKit, useEnvironment } from ${hooksEntry};`;
const record = (value: string) => `(globalThis as any).calls.push(${value});`;
const attempt = (expression: string) =>
  `(() => { try { return ${expression}; } catch (error) { return 'threw: ' + (error as Error).message; } })()`;

const files = {
  'commands/vote.ts': [
    importCommandKit('ButtonKit, after, getContext'),
    importHooks,
    `export const command = { name: 'vote', description: 'vote' };`,
    `export const chatInput = async (ctx: any) => {`,
    `  const env = getContext();`,
    `  ${record(`['command', env.kind, env.command?.name, env.context === ctx, useCommand().name, useClient() === ctx.client, useCommandKit() === ctx.commandkit, env.event, env.interaction]`)}`,
    `  (globalThis as any).kit = new ButtonKit().setCustomId('vote').setLabel('Vote').setStyle(1).onClick(async (interaction: any, kit: any) => {`,
    `    const env = useEnvironment();`,
    `    ${record(`['component', env.kind, useCommand().name, env.interaction === interaction, env.context, useClient() === interaction.client, useCommandKit() === env.commandkit, kit === (globalThis as any).kit]`)}`,
    `    after(() => { ${record(`'after() in the component handler'`)} });`,
    `    ${record(`'handler done'`)}`,
    `  }).onEnd((reason: string) => { ${record(`['onEnd', reason, getContext().kind, useCommand().name]`)} });`,
    `};`,
  ].join('\n'),
  'commands/+vote.middleware.ts': [
    importCommandKit('getContext'),
    `export function beforeExecute() { const env = getContext(); ${record(`['middleware', env.kind, env.command?.name, env.context?.commandName]`)} }`,
  ].join('\n'),
  'events/messageCreate/hooks.ts': [
    importCommandKit('ButtonKit, getContext'),
    importHooks,
    `export default (message: any) => {`,
    `  const env = useEnvironment();`,
    `  ${record(`['event', env.kind, env.event, env.command, useClient() === message.client, ${attempt('useCommand().name')}]`)}`,
    `  (globalThis as any).eventKit = new ButtonKit().setCustomId('from-event').setLabel('E').setStyle(1).onClick(() => {`,
    `    ${record(`['event component', getContext().kind, getContext().command, ${attempt('useCommand().name')}]`)}`,
    `  });`,
    `};`,
  ].join('\n'),
};

afterEach(cleanUp);

describe('hooks and getContext()', () => {
  it('inside a command and its middleware: kind "command", the command and its Context', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleInteraction(buildInteraction(client, { name: 'vote' }));
    expect(calls.slice(0, 2)).toEqual([
      ['middleware', 'command', 'vote', 'vote'],
      ['command', 'command', 'vote', true, 'vote', true, true, undefined, undefined],
    ]);
  });

  it('inside a component handler: kind "component", the interaction, the command that set it, and after()', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleInteraction(buildInteraction(client, { name: 'vote' }));
    calls.length = 0;
    await commandkit.handleInteraction(buildButton(client, { customId: 'vote' }));
    expect(calls).toEqual([
      ['component', 'component', 'vote', true, null, true, true, true],
      'handler done',
      'after() in the component handler',
    ]);
    calls.length = 0;
    ((globalThis as { kit?: ButtonKit }).kit as ButtonKit).dispose();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['onEnd', 'unsubscribe', 'component', 'vote']]);
  });

  it('inside an event handler: kind "event" and the event name; useCommand() explains there is no command', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.dispatchEvent('messageCreate', [buildMessage(client, { content: 'hi' })]);
    expect(calls).toEqual([
      [
        'event',
        'event',
        'messageCreate',
        undefined,
        true,
        'threw: useCommand() was called in the "messageCreate" event handler, where no command is running.',
      ],
    ]);
    calls.length = 0;
    await commandkit.handleInteraction(buildButton(client, { customId: 'from-event' }));
    expect(calls).toEqual([
      [
        'event component',
        'component',
        undefined,
        'threw: useCommand() was called in a component handler that was not set during a command, where no command is running.',
      ],
    ]);
  });

  it('outside any run: getContext(), useEnvironment() and useCommand() throw a clear error', async () => {
    const message =
      'getContext() was called outside a command, middleware, event handler or component handler run by CommandKit. Call it from one of these, or from code they await.';
    expect(() => getContext()).toThrow(message);
    expect(() => useEnvironment()).toThrow(message);
    expect(() => useCommand()).toThrow(message);
    expect(() => useCommandKit()).toThrow('No CommandKit instance is running.');
    expect(() => useClient()).toThrow('No CommandKit instance is running.');
  });

  it('useCommandKit() and useClient() fall back to the running instance outside a run', async () => {
    const { client, commandkit } = await harness({});
    expect(useCommandKit()).toBe(commandkit);
    expect(useCommandKit()).toBe(CommandKit.instance);
    expect(useClient<true>()).toBe(client);
  });
});
