// Feature flags called where CommandKit runs code: commands, middleware, event handlers and
// component handlers, with one decision per run.
import { join } from 'node:path';
import type { ButtonKit } from '../../src/index.ts';
import { buildButton } from '../components/collector-support.ts';
import { libraryRoot } from '../helpers/temp-project.ts';
import { buildInteraction, buildMessage, ids } from '../runtime/support/discord.ts';
import { importCommandKit } from '../runtime/support/project.ts';
import { cleanUp, harness, resetCalls } from '../runtime/support/runtime.ts';

const importFlag = `import { flag } from ${JSON.stringify(join(libraryRoot, 'src', 'flag.ts'))};`;
const record = (value: string) => `(globalThis as any).calls.push(${value});`;

let run = 0;

/**
 * An app whose flag `key` records each identify (with what it was given) and decide, and decides
 * from the user id: on for `ids.user`, off for anyone else.
 */
function files(key: string) {
  const flagModule = [
    importFlag,
    `export const userFlag = flag({`,
    `  key: ${JSON.stringify(key)},`,
    `  description: 'On for one user',`,
    `  identify: (context) => {`,
    `    const extra = context.kind === 'command' ? [context.command.name, context.ctx.commandName, context.interaction?.id !== undefined, context.message?.id !== undefined, context.event === null]`,
    `      : context.kind === 'event' ? [context.event, context.args.length, context.argumentsAs('messageCreate')[0].content]`,
    `      : [context.command?.name, context.interaction?.customId];`,
    `    ${record(`['identify', context.kind, context.user?.id ?? null, context.guild?.id ?? null, context.client === context.commandkit.client, ...extra]`)}`,
    `    return { userId: context.user?.id ?? (context.kind === 'event' ? context.argumentsAs('messageCreate')[0].author.id : '') };`,
    `  },`,
    `  decide: ({ entities, provider }) => { ${record(`['decide', entities.userId, provider]`)} return entities.userId === ${JSON.stringify(ids.user)}; },`,
    `});`,
  ].join('\n');
  return {
    'flags.ts': flagModule,
    'commands/+gated.middleware.ts': [
      `import { userFlag } from '../flags.ts';`,
      `export async function beforeExecute() { ${record(`['middleware', await userFlag()]`)} }`,
    ].join('\n'),
    'commands/gated.ts': [
      importCommandKit('after, ButtonKit'),
      `import { userFlag } from '../flags.ts';`,
      `export const command = { name: 'gated', description: 'gated' };`,
      `const body = async (ctx: any) => {`,
      `  const [first, second] = await Promise.all([userFlag(), userFlag()]);`,
      `  ${record(`['command', first, second, await userFlag()]`)}`,
      `  after(async () => { ${record(`['after', await userFlag()]`)} });`,
      `  (globalThis as any).kit = new ButtonKit().setCustomId('flagged').setLabel('F').setStyle(1).onClick(async () => {`,
      `    ${record(`['component', await userFlag(), await userFlag()]`)}`,
      `  });`,
      `};`,
      `export const chatInput = body;`,
      `export const message = body;`,
    ].join('\n'),
    'events/messageCreate/a-first.ts': [
      `import { userFlag } from '../../flags.ts';`,
      `export default async () => { ${record(`['event 1', await userFlag()]`)} };`,
    ].join('\n'),
    'events/messageCreate/b-second.ts': [
      `import { userFlag } from '../../flags.ts';`,
      `export default async () => { ${record(`['event 2', await userFlag()]`)} };`,
    ].join('\n'),
  };
}

afterEach(cleanUp);

describe('feature flags in handlers', () => {
  it('in a command and its middleware: one identify and one decide per run, from the command context', async () => {
    const key = `context-command-${++run}`;
    const calls = resetCalls();
    const { client, commandkit } = await harness(files(key));
    await commandkit.handleInteraction(buildInteraction(client, { name: 'gated' }));
    expect(calls).toEqual([
      ['identify', 'command', ids.user, ids.guild, true, 'gated', 'gated', true, false, true],
      ['decide', ids.user, null],
      ['middleware', true],
      ['command', true, true, true],
      ['after', true],
    ]);

    // Another run decides again, here for another user.
    calls.length = 0;
    await commandkit.handleInteraction(buildInteraction(client, { name: 'gated', userId: ids.otherUser }));
    expect(calls).toEqual([
      ['identify', 'command', ids.otherUser, ids.guild, true, 'gated', 'gated', true, false, true],
      ['decide', ids.otherUser, null],
      ['middleware', false],
      ['command', false, false, false],
      ['after', false],
    ]);
  });

  it('in a message command: the message in the context', async () => {
    const key = `context-message-${++run}`;
    const calls = resetCalls();
    const { client, commandkit } = await harness(files(key));
    await commandkit.handleMessage(buildMessage(client, { content: '!gated' }));
    expect(calls[0]).toEqual(['identify', 'command', ids.user, ids.guild, true, 'gated', 'gated', false, true, true]);
    expect(calls.filter((call) => (call as string[])[0] === 'decide')).toHaveLength(1);
  });

  it('in event handlers: the event and its arguments; one decision for all handlers of the event', async () => {
    const key = `context-event-${++run}`;
    const calls = resetCalls();
    const { client, commandkit } = await harness(files(key));
    await commandkit.dispatchEvent('messageCreate', [buildMessage(client, { content: 'hello' })]);
    expect(calls).toEqual([
      ['identify', 'event', null, null, true, 'messageCreate', 1, 'hello'],
      ['decide', ids.user, null],
      ['event 1', true],
      ['event 2', true],
    ]);
  });

  it('in a component handler: the component interaction and the command that set it', async () => {
    const key = `context-component-${++run}`;
    const calls = resetCalls();
    const { client, commandkit } = await harness(files(key));
    await commandkit.handleInteraction(buildInteraction(client, { name: 'gated' }));
    calls.length = 0;
    await commandkit.handleInteraction(buildButton(client, { customId: 'flagged' }));
    expect(calls).toEqual([
      ['identify', 'component', ids.user, ids.guild, true, 'gated', 'flagged'],
      ['decide', ids.user, null],
      ['component', true, true],
    ]);
    ((globalThis as { kit?: ButtonKit }).kit as ButtonKit).dispose();
  });

  it('a failed evaluation is not remembered: the next call in the run tries again', async () => {
    const key = `context-retry-${++run}`;
    const calls = resetCalls();
    const { client, commandkit } = await harness({
      'commands/retry.ts': [
        importFlag,
        `let attempts = 0;`,
        `const flaky = flag({ key: ${JSON.stringify(key)}, decide: () => { if (++attempts === 1) throw new Error('first fails'); return attempts; } });`,
        `export const command = { name: 'retry', description: 'retry' };`,
        `export const chatInput = async () => {`,
        `  ${record(`await flaky().catch((error: Error) => error.message)`)}`,
        `  ${record(`await flaky()`)}`,
        `  ${record(`await flaky()`)}`,
        `};`,
      ].join('\n'),
    });
    await commandkit.handleInteraction(buildInteraction(client, { name: 'retry' }));
    expect(calls).toEqual(['first fails', 2, 2]);
  });
});
