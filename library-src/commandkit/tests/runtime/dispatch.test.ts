import { join } from 'node:path';
import { MessageFlags, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import { CommandKit, RuntimePlugin, type CommandKitPluginRuntime, type MiddlewareContext } from '../../src/index.ts';
import { REPLIES } from '../../src/runtime/dispatch.ts';
import { buildInteraction, buildMessage, emitInteraction, ids, replyContent, rawUser } from './support/discord.ts';
import { importCommandKit } from './support/project.ts';
import { cleanUp, harness, resetCalls } from './support/runtime.ts';

afterEach(cleanUp);

const record = (value: string) => `(globalThis as any).calls.push(${value});`;

const middlewareFile = (label: string, before = '', afterExtra = '') =>
  [
    importCommandKit('exitMiddleware, redirect, after'),
    `export function beforeExecute(ctx: any) { ${record(`'${label}:before'`)} ${before} }`,
    `export function afterExecute(ctx: any) { ${record(`'${label}:after'`)} ${afterExtra} }`,
  ].join('\n');

const slash = (name: string, body = '', extra = '') =>
  [
    importCommandKit('exitMiddleware, redirect, after'),
    `export const command = { name: '${name}', description: '${name}', options: [{ name: 'mode', description: 'mode', type: 3 }] };`,
    `export const chatInput = async (ctx: any) => { ${record(`'${name}'`)} ${body} };`,
    `export const message = async (ctx: any) => { ${record(`'${name}'`)} ${body} };`,
    extra,
  ].join('\n');

function run(
  client: CommandKit['client'],
  commandkit: CommandKit,
  name: string,
  mode?: string,
  extra: { guildId?: string | null; userId?: string; roles?: string[] } = {},
) {
  const interaction = buildInteraction<ChatInputCommandInteraction>(client, {
    name,
    options: mode === undefined ? [] : [{ name: 'mode', type: 3, value: mode }],
    ...extra,
  });
  return commandkit.handleInteraction(interaction);
}

describe('middleware', () => {
  const files = {
    'commands/+global-middleware.ts': middlewareFile('global', `ctx.store.set('from', 'global');`),
    'commands/(admin)/+middleware.ts': middlewareFile(
      'admin',
      `if (ctx.options.getString('mode') === 'exit') exitMiddleware(); if (ctx.options.getString('mode') === 'redirect') ctx.redirect('help'); if (ctx.options.getString('mode') === 'throw') throw new Error('middleware broke'); if (ctx.options.getString('mode') === 'end') redirect();`,
    ),
    'commands/(admin)/+ban.middleware.ts': middlewareFile('ban'),
    'commands/(admin)/ban.ts': slash(
      'ban',
      `${record(`'store:' + ctx.store.get('from')`)} after(() => { ${record(`'after()'`)} }); const mode = ctx.options.getString('mode'); if (mode === 'fail') throw new Error('command broke'); if (mode === 'handler-redirect') redirect('help'); if (mode === 'handler-exit') { exitMiddleware(); } if (mode === 'handler-end') redirect();`,
    ),
    'commands/help.ts': slash('help'),
    'commands/+help.middleware.ts': middlewareFile('help'),
    'commands/loop.ts': slash('loop', `redirect('loop');`),
    'commands/nowhere.ts': slash('nowhere', `redirect('missing');`),
  };

  it('runs beforeExecute global → directory → command, the command, afterExecute in the same order, then after()', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await run(client, commandkit, 'ban');
    expect(calls).toEqual([
      'global:before',
      'admin:before',
      'ban:before',
      'ban',
      'store:global',
      'global:after',
      'admin:after',
      'ban:after',
      'after()',
    ]);
  });

  it('exitMiddleware() stops the chain and the command, without afterExecute', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files);
    await run(client, commandkit, 'ban', 'exit');
    expect(calls).toEqual(['global:before', 'admin:before']);
    expect(requests).toEqual([]);
  });

  it('exitMiddleware() in a handler ends it quietly; afterExecute and after() still run', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger } = await harness(files);
    await run(client, commandkit, 'ban', 'handler-exit');
    expect(calls).toEqual([
      'global:before',
      'admin:before',
      'ban:before',
      'ban',
      'store:global',
      'global:after',
      'admin:after',
      'ban:after',
      'after()',
    ]);
    expect(logger.messages('error')).toEqual([]);
  });

  it('redirect() from middleware runs the target command with its own middleware instead', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await run(client, commandkit, 'ban', 'redirect');
    expect(calls).toEqual(['global:before', 'admin:before', 'global:before', 'help:before', 'help', 'global:after', 'help:after']);
  });

  it('redirect() from a handler finishes the command, then runs the target', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness(files);
    await run(client, commandkit, 'ban', 'handler-redirect');
    expect(calls).toEqual([
      'global:before',
      'admin:before',
      'ban:before',
      'ban',
      'store:global',
      'global:after',
      'admin:after',
      'ban:after',
      'global:before',
      'help:before',
      'help',
      'global:after',
      'help:after',
      'after()',
    ]);
  });

  it('redirect() without a name in middleware ends the run quietly: no other command, no afterExecute, no reply', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests, logger } = await harness(files);
    await run(client, commandkit, 'ban', 'end');
    expect(calls).toEqual(['global:before', 'admin:before']);
    expect(requests).toEqual([]);
    expect(logger.messages('error')).toEqual([]);
  });

  it('redirect() without a name in a handler ends it quietly; afterExecute and after() still run', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger } = await harness(files);
    await run(client, commandkit, 'ban', 'handler-end');
    expect(calls).toEqual([
      'global:before',
      'admin:before',
      'ban:before',
      'ban',
      'store:global',
      'global:after',
      'admin:after',
      'ban:after',
      'after()',
    ]);
    expect(logger.messages('error')).toEqual([]);
  });

  it('stops redirect loops and redirects to unknown commands with a logged error and an ephemeral reply', async () => {
    resetCalls();
    const { client, commandkit, logger, requests } = await harness(files);
    await run(client, commandkit, 'loop');
    await run(client, commandkit, 'nowhere');
    expect(logger.messages('error')).toEqual(['Redirecting from "loop" failed.', 'Redirecting from "nowhere" failed.']);
    const errors = logger.lines.filter(([level]) => level === 'error').map((line) => (line[2] as Error).message);
    expect(errors).toEqual(['More than 10 redirects in a row; a redirect loop?', 'redirect("missing") names no loaded command.']);
    expect(requests.map((request) => replyContent(request))).toEqual([
      { content: REPLIES.failed, flags: MessageFlags.Ephemeral },
      { content: REPLIES.failed, flags: MessageFlags.Ephemeral },
    ]);
  });

  it('logs a failing command with its file, replies ephemerally, and still runs afterExecute and after()', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger, appDir, requests } = await harness(files);
    await run(client, commandkit, 'ban', 'fail');
    expect(calls.slice(-4)).toEqual(['global:after', 'admin:after', 'ban:after', 'after()']);
    expect(logger.messages('error')).toEqual([`The command "ban" (${join(appDir, 'commands', '(admin)', 'ban.ts')}) failed.`]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toMatch(/^\/interactions\/\d+\/token-\d+\/callback$/);
    expect(replyContent(requests[0]!)).toEqual({ content: REPLIES.failed, flags: MessageFlags.Ephemeral });
  });

  it('names the middleware file whose beforeExecute threw', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger, appDir } = await harness(files);
    await run(client, commandkit, 'ban', 'throw');
    expect(calls).toEqual(['global:before', 'admin:before']);
    expect(logger.messages('error')).toEqual([
      `The beforeExecute of the middleware ${join(appDir, 'commands', '(admin)', '+middleware.ts')} for "ban" failed.`,
    ]);
  });

  it('middleware and commands share one context store; the middleware context knows the command', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness({
      'commands/+middleware.ts': `export function beforeExecute(ctx: any) { ctx.store.set('n', 1); ${record('ctx.commandName + ":" + ctx.command.category')} }\nexport function afterExecute(ctx: any) { ${record(`'after saw ' + ctx.store.get('n')`)} }`,
      'commands/(tools)/count.ts': slash('count', `ctx.store.set('n', ctx.store.get('n') + 1);`),
    });
    await run(client, commandkit, 'count');
    expect(calls).toEqual(['count:tools', 'count', 'after saw 2']);
  });
});

describe('after()', () => {
  it('runs scheduled functions in order after the command, logging failures', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger } = await harness({
      'commands/work.ts': slash(
        'work',
        `after(() => { ${record(`'first'`)} throw new Error('after broke'); }); after(async () => { await new Promise((r) => setTimeout(r, 5)); ${record(`'second'`)} }); ${record(`'handler done'`)}`,
      ),
    });
    await run(client, commandkit, 'work');
    expect(calls).toEqual(['work', 'handler done', 'first', 'second']);
    expect(logger.messages('error')).toEqual(['A function scheduled with after() in the command "work" threw.']);
  });

  it('throws, once the run has finished, in a timer or promise started by it', async () => {
    const calls = resetCalls();
    const finished = new Promise<void>((resolve) => ((globalThis as { done?: () => void }).done = resolve));
    const { client, commandkit } = await harness({
      'commands/late.ts': slash(
        'late',
        `setTimeout(() => { try { after(() => { ${record(`'late after() ran'`)} }); } catch (error: any) { ${record('error.message')} } (globalThis as any).done(); }, 5);`,
      ),
    });
    await run(client, commandkit, 'late');
    await finished;
    expect(calls).toEqual([
      'late',
      'after() was called after the command "late" had finished, from a timer or a promise that was not awaited; its function would never run. Call after() before the handler returns, or await the work that calls it.',
    ]);
  });

  it('throws outside a command', async () => {
    const { after } = await import('../../src/index.ts');
    expect(() => after(() => {})).toThrow('after() was called outside a command, middleware or event handler run by CommandKit.');
  });
});

describe('dev-only commands', () => {
  const files = { 'commands/debug.ts': slash('debug', '', `export const metadata = { devOnly: true };`) };
  const options = { devGuildIds: [ids.devGuild], devUserIds: [ids.devUser], devRoleIds: [ids.devRole] };

  it('are refused with an ephemeral reply outside dev guilds, users and roles', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files, options);
    await run(client, commandkit, 'debug', undefined, { roles: [ids.role] });
    await run(client, commandkit, 'debug', undefined, { guildId: null });
    expect(calls).toEqual([]);
    expect(requests.map(replyContent)).toEqual([
      { content: REPLIES.devOnly, flags: MessageFlags.Ephemeral },
      { content: REPLIES.devOnly, flags: MessageFlags.Ephemeral },
    ]);
  });

  it('run in a dev guild, for a dev user anywhere, and for members with a dev role', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files, options);
    await run(client, commandkit, 'debug', 'guild', { guildId: ids.devGuild });
    await run(client, commandkit, 'debug', 'user', { guildId: null, userId: ids.devUser });
    await run(client, commandkit, 'debug', 'role', { roles: [ids.role, ids.devRole] });
    expect(calls).toEqual(['debug', 'debug', 'debug']);
    expect(requests).toEqual([]);
  });

  it('refuse message commands too', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(files, options);
    await commandkit.handleMessage(buildMessage(client, { content: '!debug' }));
    expect(calls).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: `/channels/${ids.channel}/messages`, body: { content: REPLIES.devOnly } });
  });

  it('answer autocomplete outside dev guilds with no choices', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness(
      {
        'commands/debug.ts': `${slash('debug', '', `export const metadata = { devOnly: true };`)}\nexport const autocomplete = () => { ${record(`'autocomplete ran'`)} };`,
      },
      options,
    );
    await commandkit.handleInteraction(
      buildInteraction(client, { type: 4, name: 'debug', options: [{ name: 'mode', type: 3, value: 'a', focused: true }] }),
    );
    expect(calls).toEqual([]);
    expect(requests.map((request) => request.body)).toEqual([{ type: 8, data: { choices: [] } }]);
  });
});

describe('interactions', () => {
  it('reads options and replies, then follows up', async () => {
    resetCalls();
    const { client, commandkit, requests, logger } = await harness({
      'commands/echo.ts': [
        `export const command = { name: 'echo', description: 'Echo', options: [{ name: 'text', description: 'Text', type: 3, required: true }, { name: 'times', description: 'n', type: 4 }] };`,
        `export const chatInput = async (ctx: any) => {`,
        `  await ctx.reply({ content: ctx.options.getString('text', true) + ' x' + ctx.options.getInteger('times') + ' ' + ctx.isInteraction() + ctx.isMessage() + ctx.isChatInput(), flags: 64 });`,
        `  await ctx.reply('again from ' + ctx.user.id + ' in ' + ctx.guildId);`,
        `};`,
      ].join('\n'),
    });
    await commandkit.handleInteraction(
      buildInteraction(client, {
        name: 'echo',
        options: [
          { name: 'text', type: 3, value: 'hi' },
          { name: 'times', type: 4, value: 2 },
        ],
      }),
    );
    expect(logger.lines.filter(([level]) => level === 'error')).toEqual([]);
    expect(requests.map((request) => [request.method, request.path.replace(/\d{6,}/g, 'ID').replace(/token-ID/, 'TOKEN')])).toEqual([
      ['POST', '/interactions/ID/TOKEN/callback'],
      ['POST', '/webhooks/ID/TOKEN'],
    ]);
    expect(replyContent(requests[0]!)).toEqual({ content: 'hi x2 truefalsetrue', flags: 64 });
    expect(replyContent(requests[1]!)).toMatchObject({ content: `again from ${ids.user} in ${ids.guild}` });
  });

  it('edits the deferred reply after deferReply()', async () => {
    resetCalls();
    const { client, commandkit, requests, respond, logger } = await harness({
      'commands/slow.ts': `export const command = { name: 'slow', description: 'Slow' };\nexport const chatInput = async (ctx: any) => { await ctx.interaction.deferReply(); await ctx.reply('done'); };`,
    });
    respond('PATCH', /\/messages\/@original$/, {
      id: '500000000000099998',
      channel_id: ids.channel,
      author: rawUser(ids.bot),
      content: 'done',
      timestamp: new Date(0).toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      type: 0,
    });
    await commandkit.handleInteraction(buildInteraction(client, { name: 'slow' }));
    expect(logger.messages('error')).toEqual([]);
    expect(requests.map((request) => request.method + ' ' + request.path.replace(/\d{6,}/g, 'ID').replace(/token-ID/, 'TOKEN'))).toEqual([
      'POST /interactions/ID/TOKEN/callback',
      'PATCH /webhooks/ID/TOKEN/messages/@original',
    ]);
    expect(replyContent(requests[1]!)).toMatchObject({ content: 'done' });
  });

  it('runs context-menu handlers, including the menu twin of a slash command file', async () => {
    const calls = resetCalls();
    const { client, commandkit } = await harness({
      'commands/profile.ts': `export const command = { name: 'profile', description: 'Profile' };\nexport const chatInput = () => {};\nexport const userContextMenu = (ctx: any) => { ${record(`'user menu for ' + ctx.interaction.targetId + ' ' + ctx.isUserContextMenu()`)} };`,
      'commands/quote.ts': `export const command = { name: 'Quote', type: 3 };\nexport const messageContextMenu = (ctx: any) => { ${record(`'message menu ' + ctx.commandName + ' ' + ctx.isMessageContextMenu()`)} };`,
    });
    await commandkit.handleInteraction(
      buildInteraction(client, {
        name: 'profile',
        commandType: 2,
        targetId: ids.otherUser,
        resolved: { users: { [ids.otherUser]: rawUser(ids.otherUser) } },
      }),
    );
    const target = {
      id: '500000000000099999',
      channel_id: ids.channel,
      author: rawUser(ids.otherUser),
      content: 'quoted',
      timestamp: new Date(0).toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      type: 0,
    };
    await commandkit.handleInteraction(
      buildInteraction(client, { name: 'Quote', commandType: 3, targetId: target.id, resolved: { messages: { [target.id]: target } } }),
    );
    expect(calls).toEqual([`user menu for ${ids.otherUser} true`, 'message menu Quote true']);
  });

  it('tells apart a slash and a user context-menu command of one name, defined in two files', async () => {
    const calls = resetCalls();
    const { client, commandkit, logger } = await harness({
      'commands/info.ts': slash('info'),
      'commands/user-info.ts': `export const command = { name: 'info', type: 2 };\nexport const userContextMenu = (ctx: any) => { ${record(`'user info ' + ctx.command.file.endsWith('user-info.ts')`)} };`,
      'commands/profile.ts': `${importCommandKit('redirect')}\nexport const command = { name: 'Profile', type: 2 };\nexport const userContextMenu = () => redirect('info');`,
    });
    await run(client, commandkit, 'info');
    const userMenu = (name: string) =>
      commandkit.handleInteraction(
        buildInteraction(client, {
          name,
          commandType: 2,
          targetId: ids.otherUser,
          resolved: { users: { [ids.otherUser]: rawUser(ids.otherUser) } },
        }),
      );
    await userMenu('info');
    // A redirect from a user context-menu command runs the user context-menu command of that name.
    await userMenu('Profile');
    expect(calls).toEqual(['info', 'user info true', 'user info true']);
    expect(commandkit.getCommand('info')?.file).toBe(commandkit.commands.get('info')?.file);
    expect(commandkit.getCommand('info', 'userContextMenu')).toBe(commandkit.commands.get('userContextMenu:info'));
    expect(commandkit.getCommand('info', 'messageContextMenu')).toBeUndefined();
    expect(logger.messages('error')).toEqual([]);
  });

  it('runs autocomplete without middleware', async () => {
    const calls = resetCalls();
    const { client, commandkit, requests } = await harness({
      'commands/+middleware.ts': `export function beforeExecute() { ${record(`'middleware'`)} }`,
      'commands/fruit.ts': [
        `export const command = { name: 'fruit', description: 'Fruit', options: [{ name: 'name', description: 'n', type: 3, autocomplete: true }] };`,
        `export const chatInput = () => {};`,
        `export const autocomplete = async (ctx: any) => { ${record(`'autocomplete ' + ctx.isAutocomplete()`)} await ctx.interaction.respond([{ name: 'apple', value: 'apple' }]); };`,
      ].join('\n'),
    });
    await commandkit.handleInteraction(
      buildInteraction(client, { type: 4, name: 'fruit', options: [{ name: 'name', type: 3, value: 'ap', focused: true }] }),
    );
    expect(calls).toEqual(['autocomplete true']);
    expect(requests.map((request) => request.body)).toEqual([{ type: 8, data: { choices: [{ name: 'apple', value: 'apple' }] } }]);
  });

  it('warns about commands no file handles', async () => {
    const { client, commandkit, logger, requests } = await harness({});
    await commandkit.handleInteraction(buildInteraction(client, { name: 'ghost' }));
    expect(logger.messages('warn')).toEqual(['Received the command "ghost" (chatInput), which no loaded command file handles.']);
    expect(requests).toEqual([]);
  });

  it('answers interactions the client receives from the gateway', async () => {
    resetCalls();
    const { client, waitForRequest } = await harness({ 'commands/ping.ts': slash('ping', `await ctx.reply('Pong!');`) });
    const data = emitInteraction(client, { name: 'ping' });
    const request = await waitForRequest(
      (candidate) => candidate.path === `/interactions/${data.id as string}/${data.token as string}/callback`,
    );
    expect(request.body).toEqual({ type: 4, data: expect.objectContaining({ content: 'Pong!' }) });
  });
});

describe('plugins', () => {
  it('see interactions first, wrap middleware, and are set up and torn down', async () => {
    const calls = resetCalls();
    const events: string[] = [];
    const plugin = new (class extends RuntimePlugin {
      readonly name = 'test';
      override activate = () => void events.push('activate');
      override deactivate = () => void events.push('deactivate');
      override onBeforeInteraction(ctx: CommandKitPluginRuntime, interaction: Interaction) {
        if (interaction.isChatInputCommand() && interaction.commandName === 'blocked') ctx.capture();
      }
      override beforeExecute = (ctx: MiddlewareContext) => void calls.push(`plugin:before:${ctx.commandName}`);
      override afterExecute = () => void calls.push('plugin:after');
    })();
    const { client, commandkit } = await harness(
      {
        'commands/+global-middleware.ts': middlewareFile('global'),
        'commands/open.ts': slash('open'),
        'commands/blocked.ts': slash('blocked'),
      },
      { plugins: [plugin] },
    );
    await run(client, commandkit, 'blocked');
    await run(client, commandkit, 'open');
    expect(calls).toEqual(['plugin:before:open', 'global:before', 'open', 'plugin:after', 'global:after']);
    client.rest.get = async () => [];
    client.rest.put = async () => [];
    await commandkit.start();
    await commandkit.destroy();
    expect(events).toEqual(['activate', 'deactivate']);
  });
});
