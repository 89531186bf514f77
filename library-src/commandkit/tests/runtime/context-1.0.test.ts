import { Locale, type ChatInputCommandInteraction } from 'discord.js';
import { CommandExecutionMode } from '../../src/index.ts';
import { REPLIES } from '../../src/runtime/dispatch.ts';
import { buildInteraction, buildMessage, replyContent } from './support/discord.ts';
import { importCommandKit } from './support/project.ts';
import { cleanUp, harness, resetCalls } from './support/runtime.ts';

// The context methods CommandKit 1.0 bots call, on real dispatches through the fake Discord.

afterEach(cleanUp);

const record = (value: string) => `(globalThis as any).calls.push(${value});`;

const describeContext = `({
  guards: [ctx.isChatInputCommand(), ctx.isChatInput(), ctx.isInteraction(), ctx.isMessage(), ctx.isAutocomplete(), ctx.isUserContextMenu(), ctx.isMessageContextMenu(), ctx.isMiddleware()],
  mode: ctx.executionMode,
  name: ctx.commandName,
  id: ctx.getCommandIdentifier(),
  args: ctx.args(),
  forwarded: ctx.forwarded,
  channelId: ctx.channelId,
  locales: [ctx.getGuildLocale(), ctx.getUserLocale(), ctx.getLocale(), ctx.getLocale(true)],
  store: ctx.store.get('from'),
  sources: [isInteractionSource(ctx.source), isMessageSource(ctx.source)],
})`;

const files = {
  'commands/+global-middleware.ts': [
    `export function beforeExecute(ctx: any) { ctx.store.set('from', 'middleware'); ${record(`['middleware', ctx.commandName, ctx.isMiddleware(), ctx.forwarded]`)} }`,
  ].join('\n'),
  'commands/info.ts': [
    importCommandKit('isInteractionSource, isMessageSource'),
    `export const command = { name: 'info', description: 'info', options: [{ name: 'text', description: 'text', type: 3 }] };`,
    `export const metadata = { aliases: ['i'] };`,
    `export const chatInput = (ctx: any) => { ${record(describeContext)} };`,
    `export const message = (ctx: any) => { ${record(describeContext)} };`,
  ].join('\n'),
  'commands/locale.ts': [
    `export const command = { name: 'locale', description: 'locale' };`,
    `export const chatInput = (ctx: any) => { const before = ctx.getLocale(); ctx.setLocale('de'); const set = [ctx.getLocale(), ctx.getLocale(true)]; ctx.setLocale(null); ${record(`[before, ...set, ctx.getLocale()]`)} };`,
  ].join('\n'),
  'commands/search.ts': [
    importCommandKit('after'),
    `export const command = { name: 'search', description: 'search', options: [{ name: 'query', description: 'query', type: 3 }] };`,
    `export const chatInput = async (ctx: any) => {`,
    `  after(() => { ${record(`'search:after()'`)} });`,
    `  const query = ctx.options.getString('query');`,
    `  if (query === 'missing') await ctx.forwardCommand('nothing');`,
    `  if (!query) await ctx.forwardCommand('help');`,
    `  ${record(`'search:' + query`)}`,
    `};`,
  ].join('\n'),
  'commands/help.ts': [
    importCommandKit('after'),
    `export const command = { name: 'help', description: 'help' };`,
    `export const chatInput = async (ctx: any) => { after(() => { ${record(`'help:after()'`)} }); ${record(`['help', ctx.forwarded, ctx.commandName]`)} await ctx.reply('Here is some help.'); };`,
  ].join('\n'),
  'commands/quit.ts': [
    `export const command = { name: 'quit', description: 'quit' };`,
    `export const chatInput = (ctx: any) => { ${record(`'quit:before exit'`)} ctx.exit(); ${record(`'quit:after exit'`)} };`,
  ].join('\n'),
};

function slash(harnessed: Awaited<ReturnType<typeof harness>>, name: string, options: Record<string, unknown>[] = [], locale?: Locale) {
  const interaction = buildInteraction<ChatInputCommandInteraction>(harnessed.client, { name, options });
  if (locale) interaction.locale = locale;
  return harnessed.commandkit.handleInteraction(interaction);
}

describe('the 1.0 context methods', () => {
  it('describe a slash command: guards, mode, identifier, locales, store, middleware', async () => {
    const calls = resetCalls();
    const harnessed = await harness(files);
    await slash(harnessed, 'info', [{ name: 'text', type: 3, value: 'x' }], Locale.French);
    expect(calls).toEqual([
      ['middleware', 'info', true, false],
      {
        guards: [true, true, true, false, false, false, false, false],
        mode: CommandExecutionMode.ChatInputCommand,
        name: 'info',
        id: 'info',
        args: [],
        forwarded: false,
        channelId: '200000000000000001',
        locales: ['en-US', 'fr', 'en-US', 'fr'],
        store: 'middleware',
        sources: [true, false],
      },
    ]);
  });

  it('describe a message command used through an alias by its registered name, with its arguments', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleMessage(buildMessage(client, { content: '!i hello "big world"' }));
    expect(calls[1]).toMatchObject({
      guards: [false, false, false, true, false, false, false, false],
      mode: 'message',
      name: 'info',
      id: 'info',
      args: ['hello', 'big world'],
      locales: [null, null, Locale.EnglishUS, Locale.EnglishUS],
      sources: [false, true],
    });
  });

  it('setLocale() overrides the detected locale until it is reset with null', async () => {
    const calls = resetCalls();
    const harnessed = await harness(files);
    await slash(harnessed, 'locale', [], Locale.French);
    expect(calls.at(-1)).toEqual(['en-US', 'de', 'de', 'en-US']);
  });

  it('forwardCommand() runs the other command with its middleware, marked forwarded, and ends the caller', async () => {
    const calls = resetCalls();
    const harnessed = await harness(files);
    await slash(harnessed, 'search');
    expect(calls).toEqual([
      ['middleware', 'search', true, false],
      ['middleware', 'help', true, true],
      ['help', true, 'help'],
      'search:after()',
      'help:after()',
    ]);
    expect(harnessed.requests.map((request) => replyContent(request).content)).toEqual(['Here is some help.']);
    expect(harnessed.logger.messages('error')).toEqual([]);
  });

  it('a command that does not forward runs on as usual', async () => {
    const calls = resetCalls();
    const harnessed = await harness(files);
    await slash(harnessed, 'search', [{ name: 'query', type: 3, value: 'cats' }]);
    expect(calls).toEqual([['middleware', 'search', true, false], 'search:cats', 'search:after()']);
  });

  it('forwardCommand() to an unknown command fails the run with a message naming it', async () => {
    const calls = resetCalls();
    const harnessed = await harness(files);
    await slash(harnessed, 'search', [{ name: 'query', type: 3, value: 'missing' }]);
    expect(calls).toEqual([['middleware', 'search', true, false], 'search:after()']);
    const [[, message, error]] = harnessed.logger.lines.filter(([level]) => level === 'error');
    expect(message).toBe('Forwarding from "search" failed.');
    expect(String(error)).toContain('forwardCommand("nothing") names no loaded command');
    expect(harnessed.requests.map((request) => replyContent(request).content)).toEqual([REPLIES.failed]);
  });

  it('exit() ends the handler quietly', async () => {
    const calls = resetCalls();
    const harnessed = await harness(files);
    await slash(harnessed, 'quit');
    expect(calls).toEqual([['middleware', 'quit', true, false], 'quit:before exit']);
    expect(harnessed.requests).toEqual([]);
    expect(harnessed.logger.messages('error')).toEqual([]);
  });
});

describe('cancel()', () => {
  it('lets the middleware finish, then skips the rest of the chain and the command', async () => {
    const calls = resetCalls();
    const harnessed = await harness({
      'commands/+global-middleware.ts': `export function beforeExecute(ctx: any) { ctx.cancel(); ${record(`['global', ctx.cancelled]`)} }\nexport function afterExecute() { ${record(`'afterExecute'`)} }`,
      'commands/+ping.middleware.ts': `export function beforeExecute() { ${record(`'command middleware'`)} }`,
      'commands/ping.ts': `export const command = { name: 'ping', description: 'ping' };\nexport const chatInput = () => { ${record(`'ping'`)} };`,
    });
    await slash(harnessed, 'ping');
    expect(calls).toEqual([['global', true]]);
    expect(harnessed.logger.messages('error')).toEqual([]);
  });
});

describe('setCommandRunner()', () => {
  it('wraps the command handler for the run', async () => {
    const calls = resetCalls();
    const harnessed = await harness({
      'commands/+global-middleware.ts': `export function beforeExecute(ctx: any) { ctx.setCommandRunner((handler: any) => async (c: any) => { ${record(`'wrapper:before'`)} await handler(c); ${record(`'wrapper:after'`)} }); }`,
      'commands/ping.ts': `export const command = { name: 'ping', description: 'ping' };\nexport const chatInput = () => { ${record(`'ping'`)} };`,
    });
    await slash(harnessed, 'ping');
    expect(calls).toEqual(['wrapper:before', 'ping', 'wrapper:after']);
  });
});
