// End to end: a bot written in the style of the CommandKit 0.1.10 guides, built with
// `commandkit build` and started with `commandkit start` on CommandKit Next with legacy(), against
// the fake Discord. One bot process serves the whole file.
import { InteractionResponseType } from 'discord.js';
import { removeTempDirs, tempProject } from '../../../commandkit/tests/cli/support/cli-harness.ts';
import { buildBot, commandId, interact, startBot, type RunningBot } from '../../../commandkit/tests/e2e/support/harness.ts';
import {
  chatInputInteraction,
  createFakeDiscord,
  member,
  user,
  userContextMenuInteraction,
  type FakeDiscord,
} from '../../../commandkit/tests/support/fake-discord/index.ts';
import { DEV_GUILD_ID, DEV_USER_ID, LEGACY_READY, MAIN_GUILD_ID, TESTER_ID, legacyBot } from './legacy-bot.ts';

let fake: FakeDiscord;
let bot: RunningBot | undefined;
let readyLine: RegExpMatchArray;
const alice = user({ username: 'alice' });
const bob = user({ username: 'bob' });
const dev = user({ id: DEV_USER_ID, username: 'dev' });
const tester = user({ id: TESTER_ID, username: 'tester' });

beforeAll(async () => {
  fake = await createFakeDiscord({
    guilds: [
      { id: MAIN_GUILD_ID, name: 'Main Guild', members: [member(alice), member(bob)] },
      { id: DEV_GUILD_ID, name: 'Dev Guild', members: [member(dev), member(tester)] },
    ],
  });
  const root = tempProject(legacyBot(), { legacy: true });
  await buildBot(root);
  bot = await startBot(root, fake, { ready: LEGACY_READY });
  readyLine = await bot.cli.waitFor(LEGACY_READY);
}, 90_000);

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  removeTempDirs();
}, 30_000);

const main = (who = alice) => fake.scene({ guildId: MAIN_GUILD_ID, user: who });
const devGuild = (who = dev) => fake.scene({ guildId: DEV_GUILD_ID, user: who });

describe('a 0.1.10-style bot on CommandKit Next with legacy()', () => {
  it('registers the legacy commands next to the app command: dev-only in the dev guild only, deleted nowhere', () => {
    expect(
      fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(['User info', 'ban', 'daily', 'hello', 'ping']);
    expect(fake.commands(DEV_GUILD_ID).map((command) => command.name)).toEqual(['reload']);
  });

  it('calls the ready event function with the client, the client again and the handler', () => {
    expect(readyLine.slice(2)).toEqual(['true', 'CommandKit']);
  });

  it('answers a legacy slash command and the app command', async () => {
    expect((await interact(fake, chatInputInteraction(main(), { name: 'ping', commandId: commandId(fake, 'ping') }))).data?.content).toBe(
      'Pong from FakeBot#0001!',
    );
    expect((await interact(fake, chatInputInteraction(main(), { name: 'hello', commandId: commandId(fake, 'hello') }))).data?.content).toBe(
      'Hello from src/app!',
    );
  });

  it('runs a legacy user context-menu command through run', async () => {
    const body = await interact(
      fake,
      userContextMenuInteraction(main(), { name: 'User info', commandId: commandId(fake, 'User info'), target: bob }),
    );
    expect(body.data?.content).toBe('That is bob.');
  });

  it('lets a validation stop a command: the cooldown refuses the second /daily', async () => {
    const first = await interact(fake, chatInputInteraction(main(bob), { name: 'daily', commandId: commandId(fake, 'daily') }));
    expect(first.data?.content).toBe('You received 100 coins. Come back tomorrow!');
    const second = await interact(fake, chatInputInteraction(main(bob), { name: 'daily', commandId: commandId(fake, 'daily') }));
    expect(second).toMatchObject({
      type: InteractionResponseType.ChannelMessageWithSource,
      data: { content: 'You can use /daily again later.', flags: 64 },
    });
  });

  it('refuses a command to a member without the permissions, with the built-in embed', async () => {
    const body = await interact(
      fake,
      chatInputInteraction(main(), {
        name: 'ban',
        commandId: commandId(fake, 'ban'),
        options: [{ name: 'member', type: 6, value: bob.id }],
      }),
    );
    expect(body.data).toMatchObject({
      flags: 64,
      embeds: [
        {
          title: ':x: Missing permissions!',
          description:
            '- You must have the `Ban Members` permission to be able to run this command.\n' +
            '- I must have the `Ban Members` permission to be able to execute this command.\n',
        },
      ],
    });
  });

  it('runs the dev-only command for the dev user and refuses it to another member of the dev guild', async () => {
    const id = commandId(fake, 'reload', DEV_GUILD_ID);
    const allowed = await interact(fake, chatInputInteraction(devGuild(), { name: 'reload', commandId: id, commandGuildId: DEV_GUILD_ID }));
    expect(allowed.data?.content).toMatch(/^Reloading \d+ commands\.$/);
    const refused = await interact(
      fake,
      chatInputInteraction(devGuild(tester), { name: 'reload', commandId: id, commandGuildId: DEV_GUILD_ID }),
    );
    expect(refused.data).toEqual(expect.objectContaining({ content: '❌ This command can only be used by developers.', flags: 64 }));
  });

  it('started without a plugin failure or an error logged', () => {
    const output = `${bot!.cli.stdout()}${bot!.cli.stderr()}`;
    expect(output).not.toMatch(/failed|\berror\b/i);
  });
});
