// The LegacyPlugin in a CommandKit on the in-process Discord doubles: 0.1.x commands run with
// { interaction, client, handler }, validations in 0.1.x's order, built-ins with 0.1.x's words,
// dev-only registration, and events with the client.
import type { RouteLike } from 'discord.js';
import { replyContent } from '../../commandkit/tests/runtime/support/discord.ts';
import { resetCalls } from '../../commandkit/tests/runtime/support/runtime.ts';
import { BUILT_IN_MESSAGES } from '../src/index.ts';
import { callbackOf, cleanUp, emitInteraction, ids, legacyHarness, record } from './support.ts';

afterEach(cleanUp);

const ping = [
  `export const data = { name: 'ping', description: 'Ping' };`,
  `export async function run({ interaction, client, handler }) {`,
  `  ${record(`['ping', client === handler.client, typeof handler.addCommands]`)}`,
  `  await interaction.reply('Pong!');`,
  `}`,
].join('\n');

function validation(name: string, stop = false): string {
  return `export default async ({ interaction, commandObj, client, handler }) => {
  ${record(`['${name}', commandObj.data.name, commandObj.category, client === handler.client, interaction.isAutocomplete()]`)}
  ${stop ? `await interaction.reply({ content: 'Stopped by ${name}', flags: 64 }); return true;` : 'return undefined;'}
};`;
}

describe('LegacyPlugin commands', () => {
  it('runs a 0.1.x slash command with { interaction, client, handler }, next to an app command', async () => {
    const calls = resetCalls();
    const test = await legacyHarness({
      'commands/ping.ts': ping,
      'app/commands/hello.ts': `export const command = { name: 'hello', description: 'Hi' };\nexport const chatInput = (ctx) => ctx.reply('Hi');`,
    });
    expect([...test.commandkit.commands.keys()].sort()).toEqual(['hello', 'ping']);
    const interaction = emitInteraction(test.client, { name: 'ping' });
    expect(replyContent(await callbackOf(test, interaction))).toEqual({ content: 'Pong!' });
    expect(calls).toEqual([['ping', true, 'function']]);
  });

  it('runs user and message context-menu commands through run', async () => {
    const calls = resetCalls();
    const menu = (name: string, type: number) =>
      `export const data = { name: '${name}', type: ${type} };\nexport async function run({ interaction }) { ${record(`'${name}'`)} await interaction.reply('${name} ran'); }`;
    const test = await legacyHarness({ 'commands/user.ts': menu('User Info', 2), 'commands/message.ts': menu('Quote', 3) });
    const user = emitInteraction(test.client, {
      name: 'User Info',
      commandType: 2,
      targetId: ids.otherUser,
      resolved: {
        users: { [ids.otherUser]: { id: ids.otherUser, username: 'other', discriminator: '0', avatar: null, global_name: null } },
      },
    });
    expect(replyContent(await callbackOf(test, user))).toEqual({ content: 'User Info ran' });
    const message = emitInteraction(test.client, {
      name: 'Quote',
      commandType: 3,
      targetId: '500000000000000001',
      resolved: {
        messages: {
          '500000000000000001': {
            id: '500000000000000001',
            channel_id: ids.channel,
            content: 'hi',
            author: { id: ids.otherUser, username: 'other', discriminator: '0', avatar: null, global_name: null },
            timestamp: new Date().toISOString(),
            edited_timestamp: null,
            tts: false,
            mention_everyone: false,
            mentions: [],
            mention_roles: [],
            attachments: [],
            embeds: [],
            pinned: false,
            type: 0,
          },
        },
      },
    });
    expect(replyContent(await callbackOf(test, message))).toEqual({ content: 'Quote ran' });
    expect(calls).toEqual(['User Info', 'Quote']);
  });

  it('runs the user validations in file order, then the built-ins, and stops at the first truthy one', async () => {
    const calls = resetCalls();
    const test = await legacyHarness({
      'commands/tools/ping.ts': ping,
      'validations/01-log.ts': validation('log'),
      'validations/02-stop.ts': validation('stop', true),
      'validations/03-never.ts': validation('never'),
    });
    const interaction = emitInteraction(test.client, { name: 'ping' });
    expect(replyContent(await callbackOf(test, interaction))).toEqual({ content: 'Stopped by stop', flags: 64 });
    expect(calls).toEqual([
      ['log', 'ping', 'tools', true, false],
      ['stop', 'ping', 'tools', true, false],
    ]);
  });

  it("refuses a dev-only command outside the dev guilds, then to non-developers, with 0.1.x's words", async () => {
    const calls = resetCalls();
    const secret = `export const data = { name: 'secret', description: 'Secret' };\nexport const options = { devOnly: true };\nexport async function run({ interaction }) { await interaction.reply('secret ran'); }`;
    const test = await legacyHarness(
      { 'commands/secret.ts': secret, 'validations/log.ts': validation('log') },
      {},
      { devGuildIds: [ids.devGuild], devUserIds: [ids.devUser] },
    );
    const outside = emitInteraction(test.client, { name: 'secret', guildId: ids.guild, userId: ids.devUser });
    expect(replyContent(await callbackOf(test, outside))).toEqual({ content: BUILT_IN_MESSAGES.devGuildOnly, flags: 64 });
    // The user's validation ran first, as in 0.1.10.
    expect(calls).toEqual([['log', 'secret', null, true, false]]);
    const stranger = emitInteraction(test.client, { name: 'secret', guildId: ids.devGuild, userId: ids.user });
    expect(replyContent(await callbackOf(test, stranger))).toEqual({ content: BUILT_IN_MESSAGES.developersOnly, flags: 64 });
    const developer = emitInteraction(test.client, { name: 'secret', guildId: ids.devGuild, userId: ids.devUser });
    expect(replyContent(await callbackOf(test, developer))).toEqual({ content: 'secret ran' });
  });

  it('lets dev roles through, with the plugin options overriding the config lists', async () => {
    const secret = `export const data = { name: 'secret', description: 'Secret' };\nexport const options = { devOnly: true };\nexport async function run({ interaction }) { await interaction.reply('secret ran'); }`;
    const test = await legacyHarness(
      { 'commands/secret.ts': secret },
      { devGuildIds: [ids.guild], devRoleIds: [ids.devRole] },
      { devGuildIds: [ids.guild] },
    );
    const member = emitInteraction(test.client, { name: 'secret', guildId: ids.guild, roles: [ids.devRole] });
    expect(replyContent(await callbackOf(test, member))).toEqual({ content: 'secret ran' });
  });

  it('refuses a command when the member or the bot lacks permissions, with the 0.1.x embed', async () => {
    const ban = `export const data = { name: 'ban', description: 'Ban' };\nexport const options = { userPermissions: 'BanMembers', botPermissions: ['BanMembers', 'KickMembers'] };\nexport async function run({ interaction }) { await interaction.reply('banned'); }`;
    const test = await legacyHarness({ 'commands/ban.ts': ban });
    const interaction = emitInteraction(test.client, { name: 'ban' });
    const body = (await callbackOf(test, interaction)).body as { data: { embeds: unknown[]; flags: number } };
    expect(body.data.flags).toBe(64);
    expect(body.data.embeds).toEqual([
      {
        title: ':x: Missing permissions!',
        description:
          '- You must have the `Ban Members` permission to be able to run this command.\n' +
          '- I must have the `Ban Members` and `Kick Members` permissions to be able to execute this command.\n',
        color: 0xed4245,
      },
    ]);
  });

  it('skips the built-ins with skipBuiltInValidations', async () => {
    const ban = `export const data = { name: 'ban', description: 'Ban' };\nexport const options = { userPermissions: 'BanMembers', devOnly: true };\nexport async function run({ interaction }) { await interaction.reply('banned'); }`;
    const test = await legacyHarness({ 'commands/ban.ts': ban }, { skipBuiltInValidations: true });
    const interaction = emitInteraction(test.client, { name: 'ban' });
    expect(replyContent(await callbackOf(test, interaction))).toEqual({ content: 'banned' });
  });

  it('passes autocomplete through the user validations, not the built-ins', async () => {
    const calls = resetCalls();
    const fruit = [
      `export const data = { name: 'fruit', description: 'Fruit', options: [{ name: 'name', description: 'Name', type: 3, autocomplete: true }] };`,
      `export const options = { devOnly: true, userPermissions: 'Administrator' };`,
      `export async function run() {}`,
      `export async function autocomplete({ interaction, handler }) { ${record(`'autocomplete'`)} await interaction.respond([{ name: 'apple', value: 'apple' }]); }`,
    ].join('\n');
    const test = await legacyHarness({ 'commands/fruit.ts': fruit, 'validations/log.ts': validation('log') });
    const interaction = emitInteraction(test.client, {
      name: 'fruit',
      type: 4,
      options: [{ name: 'name', type: 3, value: 'a', focused: true }],
    });
    const body = (await callbackOf(test, interaction)).body as { data: { choices: unknown[] } };
    expect(body.data.choices).toEqual([{ name: 'apple', value: 'apple' }]);
    expect(calls).toEqual([['log', 'fruit', null, true, true], 'autocomplete']);
  });

  it('registers dev-only commands in the dev guilds only and leaves deleted ones out', async () => {
    const command = (name: string, options: string) =>
      `export const data = { name: '${name}', description: '${name}' };\nexport const options = ${options};\nexport const run = () => {};`;
    const test = await legacyHarness(
      {
        'commands/open.ts': command('open', '{}'),
        'commands/dev.ts': command('dev', '{ devOnly: true }'),
        'commands/gone.ts': command('gone', '{ deleted: true }'),
      },
      {},
      { devGuildIds: [ids.devGuild] },
    );
    const puts: { route: string; body: unknown }[] = [];
    await test.commandkit.registerCommands({
      get: async () => [],
      put: async (route: RouteLike, options) => {
        puts.push({ route: String(route), body: options.body });
        return options.body;
      },
    });
    expect(puts).toEqual([
      { route: `/applications/${ids.application}/commands`, body: [{ name: 'open', description: 'open' }] },
      { route: `/applications/${ids.application}/guilds/${ids.devGuild}/commands`, body: [{ name: 'dev', description: 'dev' }] },
    ]);
  });

  it('logs a one-line error naming the file of an invalid command, and keeps the app commands', async () => {
    const test = await legacyHarness({
      'commands/bad.ts': `export const run = () => {};`,
      'app/commands/hello.ts': `export const command = { name: 'hello', description: 'Hi' };\nexport const chatInput = () => {};`,
    });
    expect([...test.commandkit.commands.keys()]).toEqual(['hello']);
    const errors = test.logger.lines.filter(([level]) => level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toEqual([
      'error',
      expect.stringMatching(
        /^The plugin "LegacyPlugin" failed in onBeforeCommandsLoad, so its commands are left out of this load: The legacy command file \/.+\/src\/commands\/bad\.ts does not export "data"/,
      ),
    ]);
  });

  it('refuses a registration that would delete commands from Discord while a legacy file failed to load', async () => {
    const test = await legacyHarness({
      'commands/ping.ts': ping,
      'validations/broken.ts': `export const notAFunction = 1;`,
      'app/commands/hello.ts': `export const command = { name: 'hello', description: 'Hi' };\nexport const chatInput = () => {};`,
    });
    expect([...test.commandkit.commands.keys()]).toEqual(['hello']);
    const puts: unknown[] = [];
    const onDiscord = [
      { id: '1', type: 1, name: 'hello', description: 'Hi' },
      { id: '2', type: 1, name: 'ping', description: 'Pong!' },
    ];
    const rest = { get: async () => onDiscord, put: async (_route: RouteLike, options: { body: unknown }) => puts.push(options.body) };
    await expect(test.commandkit.registerCommands(rest)).rejects.toThrow('Registering the application commands failed globally.');
    expect(puts).toEqual([]);
    expect(test.commandkit.lastRegistration?.sets.map((set) => set.status)).toEqual(['failed']);
    const errors = test.logger.lines.filter(([level]) => level === 'error').map(([, message]) => message);
    expect(errors).toEqual([
      expect.stringMatching(
        /^The plugin "LegacyPlugin" failed in onBeforeCommandsLoad, so its commands are left out of this load: .*validations\/broken\.ts/,
      ),
      expect.stringMatching(
        /^Not registering the application commands globally: that would delete "ping" from Discord while the plugin "LegacyPlugin" could not load its commands \(.*validations\/broken\.ts.*\)\. Fix that and restart the bot; the commands on Discord are left as they are\.$/,
      ),
    ]);
    // A registration that deletes nothing still goes through: here, only adding a command.
    onDiscord.splice(1, 1);
    onDiscord[0]!.description = 'Old';
    await test.commandkit.registerCommands(rest);
    expect(puts).toEqual([[{ name: 'hello', description: 'Hi' }]]);
  });

  it('reports a legacy command clashing with an app command, naming both files', async () => {
    const test = legacyHarness({
      'commands/ping.ts': ping,
      'app/commands/ping.ts': `export const command = { name: 'ping', description: 'Hi' };\nexport const chatInput = () => {};`,
    });
    await expect(test).rejects.toThrow(
      /^Two command files define the command "ping": \/.+\/src\/app\/commands\/ping\.ts and \/.+\/src\/commands\/ping\.ts\. Rename one of them\.$/,
    );
  });
});

describe('LegacyPlugin events', () => {
  it('calls 0.1.x event functions with the event arguments, the client and the handler', async () => {
    const calls = resetCalls();
    const test = await legacyHarness({
      'events/custom/01-first.ts': `export default (value, client, handler) => { ${record(`['first', value, client === handler.client, typeof handler.addEventHandlers]`)} };`,
      'events/custom/02-stop.ts': `export default () => { ${record(`'stop'`)} return true; };`,
      'events/custom/03-never.ts': `export default () => { ${record(`'never'`)} };`,
    });
    await test.commandkit.dispatchEvent('custom', ['value']);
    expect(calls).toEqual([['first', 'value', true, 'function'], 'stop']);
  });
});
