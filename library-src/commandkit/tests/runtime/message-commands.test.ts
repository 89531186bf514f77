import { ids, buildMessage, rawUser } from './support/discord.ts';
import { cleanUp, harness, resetCalls } from './support/runtime.ts';

afterEach(cleanUp);

const record = (value: string) => `(globalThis as any).calls.push(${value});`;

const files = {
  'commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport const message = (ctx: any) => { ${record(`'ping'`)} };\nexport const metadata = { aliases: ['p'] };`,
  'commands/slash-only.ts': `export const command = { name: 'slashonly', description: 'Slash' };\nexport const chatInput = () => { ${record(`'slashonly'`)} };`,
  'commands/add.ts': [
    `export const command = { name: 'add', description: 'Add', options: [{ name: 'count', description: 'n', type: 4, required: true }, { name: 'note', description: 'note', type: 3 }] };`,
    `export const message = async (ctx: any) => {`,
    `  ${record(`[ctx.options.getInteger('count'), ctx.options.getString('note'), ctx.args(), ctx.isMessage(), ctx.message.id === ctx.source.id, ctx.interaction]`)}`,
    `  await ctx.reply({ content: 'added', flags: 64 });`,
    `};`,
  ].join('\n'),
};

describe('message commands', () => {
  it('run for the default prefix, case-insensitively and by alias; other messages are ignored', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files);
    for (const content of ['!ping', '!PING now', '!p', '! ping', '?ping', 'ping', '!pingx', '!slashonly', '!']) {
      await commandkit.handleMessage(buildMessage(client, { content }));
    }
    expect(calls).toEqual(['ping', 'ping', 'ping']);
    expect(requests).toEqual([]);
  });

  it('ignore bots and webhooks, and work in DMs', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await commandkit.handleMessage(buildMessage(client, { content: '!ping', author: rawUser(ids.otherUser, { bot: true }) }));
    await commandkit.handleMessage(buildMessage(client, { content: '!ping', webhookId: '910000000000000001' }));
    await commandkit.handleMessage(buildMessage(client, { content: '!ping', guildId: null }));
    expect(calls).toEqual(['ping']);
  });

  it('use the configured prefixes, longest first', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files, { prefix: ['!', '!!', '?'] });
    expect(commandkit.prefixes).toEqual(['!', '!!', '?']);
    for (const content of ['?ping', '!!ping', '!ping']) await commandkit.handleMessage(buildMessage(client, { content }));
    expect(calls).toEqual(['ping', 'ping', 'ping']);
  });

  it('use the prefix resolver per message, falling back to the configured prefixes when it throws', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger } = await harness(files);
    commandkit.setPrefixResolver((message) => {
      if (message.content.includes('boom')) throw new Error('database down');
      return message.guildId === ids.guild ? ['$', '%%'] : '!';
    });
    for (const content of ['!ping', '$ping', '%%ping', '!ping boom']) await commandkit.handleMessage(buildMessage(client, { content }));
    await commandkit.handleMessage(buildMessage(client, { content: '!ping', guildId: null }));
    expect(calls).toEqual(['ping', 'ping', 'ping', 'ping']);
    expect(logger.messages('error')).toEqual(['The prefix resolver threw; using the configured prefixes.']);
    commandkit.setPrefixResolver(null);
    await commandkit.handleMessage(buildMessage(client, { content: '!ping' }));
    expect(calls).toHaveLength(5);
  });

  it('read options from the text and reply to the message without the ephemeral flag', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files);
    const message = buildMessage(client, { content: '!add 3 "for the team" now' });
    await commandkit.handleMessage(message);
    expect(calls).toEqual([[3, '"for the team" now', ['3', 'for the team', 'now'], true, true, undefined]]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: `/channels/${ids.channel}/messages` });
    const body = requests[0]!.body as { content: string; flags?: number; message_reference: { message_id: string } };
    expect(body.content).toBe('added');
    expect(body.flags ?? 0).toBe(0);
    expect(body.message_reference.message_id).toBe(message.id);
  });

  it('answer bad arguments with the problem and the usage, without running the command', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files, { prefix: '?' });
    await commandkit.handleMessage(buildMessage(client, { content: '?add lots' }));
    await commandkit.handleMessage(buildMessage(client, { content: '?add' }));
    expect(calls).toEqual([]);
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual([
      '"lots" is not a whole number, which "count" must be.\nUsage: `?add <count> [note]`',
      'Missing a value for "count" (a whole number).\nUsage: `?add <count> [note]`',
    ]);
  });

  it('treat a quote that is never closed as an ordinary character, except in a word read for an option', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness({
      ...files,
      'commands/echo.ts': `export const command = { name: 'echo', description: 'Echo' };\nexport const message = (ctx: any) => { ${record('ctx.args()')} };`,
    });
    await commandkit.handleMessage(buildMessage(client, { content: `!echo 'sup "you` }));
    await commandkit.handleMessage(buildMessage(client, { content: `!add 2 'sup` }));
    await commandkit.handleMessage(buildMessage(client, { content: `!add "2 things` }));
    expect(calls).toEqual([
      [`'sup`, '"you'],
      [2, `'sup`, ['2', `'sup`], true, true, undefined],
    ]);
    expect(requests.map((request) => (request.body as { content: string }).content)).toEqual([
      'added',
      'A quote opened at ""2 things" is never closed. Close it with ".\nUsage: `!add <count> [note]`',
    ]);
  });

  it('are dispatched from messageCreate once loaded', async () => {
    const calls = resetCalls();
    const { client } = await harness(files);
    const { emitMessage } = await import('./support/discord.ts');
    emitMessage(client, { content: '!ping' });
    for (let waited = 0; calls.length === 0 && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['ping']);
  });
});
