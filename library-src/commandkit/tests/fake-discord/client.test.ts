// A plain discord.js Client against the fake: login, caches, events, replies and command
// registration all go through the real discord.js code paths, and nothing leaves 127.0.0.1.
import { once } from 'node:events';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  InteractionResponseType,
  MessageFlags,
  Routes,
  type Interaction,
  type Message,
  type TextChannel,
} from 'discord.js';
import {
  autocompleteInteraction,
  chatInputInteraction,
  createFakeDiscord,
  message,
  messageContextMenuInteraction,
  userContextMenuInteraction,
  type FakeDiscord,
} from '../support/fake-discord/index.ts';

const CALLBACK = 'POST /interactions/:interaction/:token/callback';

let fake: FakeDiscord;
let client: Client;

/** Logs a client in and waits for `clientReady`: login() itself resolves at READY, before the guilds arrive. */
async function login(intents = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent]) {
  const created = new Client({ intents, rest: { api: fake.restUrl } });
  const ready = once(created, Events.ClientReady);
  await created.login(fake.token);
  await ready;
  return created;
}

/** The next event `name` the client emits, e.g. the interaction built from a dispatched payload. */
function next<T>(name: string): Promise<T> {
  return once(client, name).then(([value]) => value as T);
}

describe('a discord.js Client against the fake', () => {
  beforeEach(async () => {
    fake = await createFakeDiscord();
    client = await login();
  });

  afterEach(async () => {
    await client.destroy();
    await fake.close();
  });

  it('logs in, becomes ready and caches the guild with its channel, roles and members', () => {
    expect(client.isReady()).toBe(true);
    expect(client.user?.tag).toBe('FakeBot#0001');
    expect(client.application?.id).toBe(fake.application.id);

    const [fakeGuild] = fake.guilds;
    const guild = client.guilds.cache.get(fakeGuild!.id);
    expect(guild?.available).toBe(true);
    expect(guild?.name).toBe('Fake Guild');
    expect(guild?.channels.cache.map((c) => c.name)).toEqual(['general']);
    expect(guild?.roles.everyone.id).toBe(guild?.id);
    expect(guild?.members.me?.id).toBe(fake.botUser.id);
    expect(guild?.members.cache.map((m) => m.user.username).sort()).toEqual(['FakeBot', 'alice']);

    expect(fake.requests.map((r) => r.route)).toEqual(['GET /gateway/bot']);
    expect(fake.gatewayPayloads.filter((p) => p.op === 2)).toEqual([
      expect.objectContaining({ d: expect.objectContaining({ token: fake.token, intents: 1 | 512 | 32768 }) }),
    ]);
  });

  it('emits messageCreate for a dispatched MESSAGE_CREATE', async () => {
    const received = next<Message>(Events.MessageCreate);
    fake.dispatch('MESSAGE_CREATE', message(fake.scene(), { content: '!ping' }));
    const msg = await received;
    expect(msg.content).toBe('!ping');
    expect(msg.author.username).toBe('alice');
    expect(msg.member?.id).toBe(msg.author.id);
    expect((msg.channel as TextChannel).name).toBe('general');
  });

  it('turns a chat-input INTERACTION_CREATE into an interaction whose reply reaches the fake', async () => {
    const received = next<Interaction>(Events.InteractionCreate);
    const payload = chatInputInteraction(fake.scene(), {
      name: 'echo',
      options: [{ name: 'text', type: ApplicationCommandOptionType.String, value: 'hi' }],
    });
    fake.dispatch('INTERACTION_CREATE', payload);
    const interaction = await received;
    if (!interaction.isChatInputCommand()) throw new Error(`unexpected interaction ${interaction.type}`);
    expect(interaction.commandName).toBe('echo');
    expect(interaction.options.getString('text')).toBe('hi');
    expect(interaction.inGuild()).toBe(true);
    expect(interaction.channel?.id).toBe(fake.guilds[0]!.channels[0]!.id);

    await interaction.reply('pong');
    const request = await fake.waitForRequest((r) => r.route === CALLBACK);
    expect(request.path).toBe(`/interactions/${payload.id}/${payload.token}/callback`);
    expect(request.body).toMatchObject({ type: 4, data: { content: 'pong' } });
    expect(fake.interactionResponses).toEqual([
      {
        interactionId: payload.id,
        token: payload.token,
        type: InteractionResponseType.ChannelMessageWithSource,
        data: expect.objectContaining({ content: 'pong' }),
      },
    ]);
    // The original response is a message, readable back through the interaction's webhook.
    const reply = await interaction.fetchReply();
    expect(reply.content).toBe('pong');
    expect(reply.interactionMetadata?.id).toBe(payload.id);
  });

  it('supports defer, edit and follow-up, and refuses a second initial response', async () => {
    const received = next<Interaction>(Events.InteractionCreate);
    fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'slow' }));
    const interaction = await received;
    if (!interaction.isChatInputCommand()) throw new Error('expected a chat-input command');

    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    expect(fake.interactionResponses.at(-1)).toMatchObject({
      type: InteractionResponseType.DeferredChannelMessageWithSource,
      data: { flags: 64 },
    });
    const edited = await interaction.editReply('done');
    expect(edited.content).toBe('done');
    const followUp = await interaction.followUp({ content: 'one more', files: [{ attachment: Buffer.from('hello'), name: 'hello.txt' }] });
    expect(followUp.content).toBe('one more');
    expect(followUp.attachments.first()?.name).toBe('hello.txt');
    expect(fake.requests.find((r) => r.route === 'POST /webhooks/:app/:token')?.files).toEqual([
      expect.objectContaining({ filename: 'hello.txt', size: 5 }),
    ]);
    expect(fake.messages.map((m) => m.content)).toEqual(['done', 'one more']);

    // discord.js guards against its own double replies; a raw second callback gets Discord's 40060.
    const again = client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
      body: { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'again' } },
      auth: false,
    });
    await expect(again).rejects.toMatchObject({ code: 40060, status: 400 });
  });

  it('delivers user and message context-menu commands with their targets', async () => {
    const [target] = fake.guilds[0]!.members;
    let received = next<Interaction>(Events.InteractionCreate);
    fake.dispatch('INTERACTION_CREATE', userContextMenuInteraction(fake.scene(), { name: 'Profile', target: target!.user! }));
    const onUser = await received;
    if (!onUser.isUserContextMenuCommand()) throw new Error('expected a user context menu');
    expect(onUser.commandType).toBe(ApplicationCommandType.User);
    expect(onUser.targetUser.username).toBe('alice');
    expect(onUser.targetMember).not.toBeNull();

    const targetMessage = message(fake.scene(), { content: 'quote me' });
    received = next<Interaction>(Events.InteractionCreate);
    fake.dispatch('INTERACTION_CREATE', messageContextMenuInteraction(fake.scene(), { name: 'Quote', target: targetMessage }));
    const onMessage = await received;
    if (!onMessage.isMessageContextMenuCommand()) throw new Error('expected a message context menu');
    expect(onMessage.targetMessage.content).toBe('quote me');
    await onMessage.reply({ content: 'quoted', flags: MessageFlags.Ephemeral });
    expect(fake.interactionResponses.at(-1)).toMatchObject({ type: 4, data: { content: 'quoted', flags: 64 } });
  });

  it('delivers autocomplete and records the choices', async () => {
    const received = next<Interaction>(Events.InteractionCreate);
    fake.dispatch(
      'INTERACTION_CREATE',
      autocompleteInteraction(fake.scene(), {
        name: 'search',
        options: [{ name: 'query', type: ApplicationCommandOptionType.String, value: 'pi', focused: true }],
      }),
    );
    const interaction = await received;
    if (!interaction.isAutocomplete()) throw new Error('expected autocomplete');
    expect(interaction.options.getFocused(true)).toMatchObject({ name: 'query', value: 'pi' });
    await interaction.respond([{ name: 'pizza', value: 'pizza' }]);
    expect(fake.interactionResponses.at(-1)).toMatchObject({
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices: [{ name: 'pizza', value: 'pizza' }] },
    });
  });

  it('registers commands with one PUT, returns ids and keeps them on re-registration', async () => {
    const definitions = [
      { name: 'ping', description: 'Replies with pong' },
      { name: 'Profile', type: ApplicationCommandType.User as const },
    ];
    const first = await client.application!.commands.set(definitions);
    expect(fake.requests.filter((r) => r.route === 'PUT /applications/:app/commands')).toHaveLength(1);
    expect(first.map((c) => c.name).sort()).toEqual(['Profile', 'ping']);
    for (const command of first.values()) expect(command.id).toMatch(/^\d{17,20}$/);
    expect(
      fake
        .commands()
        .map((c) => c.id)
        .sort(),
    ).toEqual([...first.keys()].sort());

    const second = await client.application!.commands.set(definitions);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());

    const guildId = fake.guilds[0]!.id;
    await client.application!.commands.set([{ name: 'local', description: 'Guild only' }], guildId);
    expect(fake.commands(guildId)).toEqual([expect.objectContaining({ name: 'local', guild_id: guildId })]);
    expect((await client.application!.commands.fetch({ guildId })).map((c) => c.name)).toEqual(['local']);

    // Discord rejects invalid definitions; so does the fake, with Discord's error code.
    const invalid = client.application!.commands.set([{ name: 'Bad Name', description: 'x' }]);
    await expect(invalid).rejects.toBeInstanceOf(DiscordAPIError);
    await expect(invalid).rejects.toMatchObject({ code: 50035 });
  });

  it('sends channel messages and replies through POST /channels/:id/messages', async () => {
    const channel = client.channels.cache.get(fake.guilds[0]!.channels[0]!.id) as TextChannel;
    const sent = await channel.send('hello world');
    expect(sent.content).toBe('hello world');
    expect(sent.author.id).toBe(fake.botUser.id);
    await expect(channel.send({})).rejects.toMatchObject({ code: 50006 });

    const received = next<Message>(Events.MessageCreate);
    fake.dispatch('MESSAGE_CREATE', message(fake.scene(), { content: 'hi bot' }));
    const incoming = await received;
    await incoming.reply('hi human');
    const request = await fake.waitForRequest((r) => r.body !== undefined && (r.body as { content?: string }).content === 'hi human');
    expect(request.route).toBe('POST /channels/:channel/messages');
    expect(request.body).toMatchObject({ message_reference: { message_id: incoming.id } });
  });
});

describe('logging in to the fake', () => {
  it('rejects a wrong token the way Discord does', async () => {
    const strict = await createFakeDiscord({ token: 'the.right.token', guilds: [] });
    const wrong = new Client({ intents: [], rest: { api: strict.restUrl } });
    await expect(wrong.login('a.wrong.token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    await wrong.destroy();
    await strict.close();
  });
});
