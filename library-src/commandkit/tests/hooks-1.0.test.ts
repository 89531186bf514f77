// The hooks of commandkit/hooks that CommandKit 1.0 had beside ours: useAnyEnvironment and useEvent.
import { join } from 'node:path';
import * as root from '../src/index.ts';
import { useAnyEnvironment, useEvent, useEnvironment } from '../src/hooks.ts';
import { buildButton } from './components/collector-support.ts';
import { libraryRoot } from './helpers/temp-project.ts';
import { buildInteraction, buildMessage } from './runtime/support/discord.ts';
import { importCommandKit } from './runtime/support/project.ts';
import { cleanUp, harness, resetCalls } from './runtime/support/runtime.ts';

const importHooks = `import { useAnyEnvironment, useEnvironment, useEvent } from ${JSON.stringify(join(libraryRoot, 'src', 'hooks.ts'))};`;
const record = (value: string) => `(globalThis as any).calls.push(${value});`;
const attempt = (expression: string) =>
  `(() => { try { return ${expression}; } catch (error) { return 'threw: ' + (error as Error).message; } })()`;

const files = {
  'commands/survey.ts': [
    importCommandKit('ButtonKit'),
    importHooks,
    `export const command = { name: 'survey', description: 'survey' };`,
    `export const chatInput = async () => {`,
    `  const env = useAnyEnvironment();`,
    `  ${record(`['command', env === useEnvironment(), env.kind, env.command?.name, ${attempt('useEvent()')}]`)}`,
    `  (globalThis as any).kit = new ButtonKit().setCustomId('answer').setLabel('A').setStyle(1).onClick(async () => {`,
    `    ${record(`['component', useAnyEnvironment().kind, useAnyEnvironment().command?.name, ${attempt('useEvent()')}]`)}`,
    `  });`,
    `};`,
  ].join('\n'),
  'events/messageCreate/a-log.ts': [
    importHooks,
    `export default async () => {`,
    `  await Promise.resolve();`,
    `  const event = useEvent();`,
    `  ${record(`['event a', useAnyEnvironment().kind, useAnyEnvironment() === useEnvironment(), event]`)}`,
    `};`,
  ].join('\n'),
  'events/messageCreate/b-count.ts': [importHooks, `export default () => { ${record(`['event b', useEvent().listeners.length]`)} };`].join(
    '\n',
  ),
};

afterEach(cleanUp);

describe('useAnyEnvironment()', () => {
  it('returns the environment of any run: the same object as useEnvironment()', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleInteraction(buildInteraction(client, { name: 'survey' }));
    await commandkit.handleInteraction(buildButton(client, { customId: 'answer' }));
    await commandkit.dispatchEvent('messageCreate', [buildMessage(client, { content: 'hi' })]);
    expect(calls.map((call) => (call as unknown[]).slice(0, 4))).toEqual([
      ['command', true, 'command', 'survey'],
      ['component', 'component', 'survey', expect.stringContaining('threw')],
      ['event a', 'event', true, expect.anything()],
      ['event b', 2],
    ]);
  });

  it('is exported by commandkit/hooks and commandkit', () => {
    expect([root.useAnyEnvironment, root.useEvent]).toEqual([useAnyEnvironment, useEvent]);
  });

  it('throws a message naming itself outside a run', () => {
    expect(() => useAnyEnvironment()).toThrow(
      new Error(
        'useAnyEnvironment() was called outside a command, middleware, event handler or component handler run by CommandKit. Call it from one of these, or from code they await.',
      ),
    );
  });
});

describe('useEvent()', () => {
  it('in an event handler, describes the event: its name, directory, handler files in order, and no namespace', async () => {
    const calls = resetCalls();
    const { client, commandkit, appDir } = await harness(files);
    await commandkit.dispatchEvent('messageCreate', [buildMessage(client, { content: 'hi' })]);
    const directory = join(appDir, 'events', 'messageCreate');
    expect(calls[0]).toEqual([
      'event a',
      'event',
      true,
      { event: 'messageCreate', path: directory, listeners: [join(directory, 'a-log.ts'), join(directory, 'b-count.ts')], namespace: null },
    ]);
  });

  it('elsewhere, throws saying where it was called', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleInteraction(buildInteraction(client, { name: 'survey' }));
    await commandkit.handleInteraction(buildButton(client, { customId: 'answer' }));
    expect(calls).toEqual([
      [
        'command',
        true,
        'command',
        'survey',
        'threw: useEvent() was called in the command "survey"; it works in event handlers (and code they await) only.',
      ],
      [
        'component',
        'component',
        'survey',
        'threw: useEvent() was called in a component handler; it works in event handlers (and code they await) only.',
      ],
    ]);
    expect(() => useEvent()).toThrow(
      new Error('useEvent() was called outside any handler run by CommandKit; it works in event handlers (and code they await) only.'),
    );
    expect(() => useEnvironment()).toThrow();
  });
});
