// Sharding in the fake, driven by real discord.js Clients (one per shard, as a ShardingManager's
// processes run them, and one opening every shard itself) and by a raw WebSocket for what
// discord.js never sends: each session sees only its shard's guilds, dispatches go where Discord
// would send them, and an impossible shard is refused.
import { once } from 'node:events';
import {
  ApplicationIntegrationType,
  ChannelType,
  Client,
  Events,
  GatewayIntentBits,
  InteractionContextType,
  InteractionType,
  type APIChatInputApplicationCommandDMInteraction,
  type Interaction,
  type Message,
} from 'discord.js';
import { connectRawGateway, type RawGatewayConnection } from '../support/fake-discord/raw-gateway.ts';
import {
  chatInputInteraction,
  createFakeDiscord,
  guildIdOnShard,
  message,
  shardOf,
  snowflake,
  user,
  type FakeDiscord,
} from '../support/fake-discord/index.ts';

const intents = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent];
const CALLBACK = 'POST /interactions/:interaction/:token/callback';

/** Two guilds on shard 0 and one on shard 1, of two. */
const guildsOfTwoShards = () => [
  { id: guildIdOnShard(0, 2), name: 'Zero A' },
  { id: guildIdOnShard(0, 2), name: 'Zero B' },
  { id: guildIdOnShard(1, 2), name: 'One' },
];

/** Logs a client in and waits for `clientReady`, i.e. for the GUILD_CREATEs of all its shards. */
async function login(fake: FakeDiscord, shards: number[] | 'auto', shardCount?: number): Promise<Client> {
  const client = new Client({ intents, shards, ...(shardCount ? { shardCount } : {}), rest: { api: fake.restUrl } });
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  return client;
}

/** Counts a client's events and waits for the next one that matches. */
function watch<T>(client: Client, event: string) {
  const seen: T[] = [];
  const waiters: Array<{ predicate: (value: T) => boolean; resolve: (value: T) => void }> = [];
  client.on(event, (value: T) => {
    seen.push(value);
    for (const waiter of [...waiters]) {
      if (!waiter.predicate(value)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(value);
    }
  });
  return {
    seen,
    next: (predicate: (value: T) => boolean = () => true) => new Promise<T>((resolve) => waiters.push({ predicate, resolve })),
  };
}

/** A slash command in a DM with the bot: no guild, so Discord sends it to shard 0. */
function dmInteraction(fake: FakeDiscord, name: string): APIChatInputApplicationCommandDMInteraction {
  const {
    guild_id: _guildId,
    guild: _guild,
    member: _member,
    guild_locale: _locale,
    channel: _channel,
    ...base
  } = chatInputInteraction(fake.scene(), { name });
  const dmUser = user({ username: 'bob' });
  const channel = { id: snowflake(), type: ChannelType.DM as const, recipients: [dmUser], last_message_id: null, flags: 0 };
  return {
    ...base,
    type: InteractionType.ApplicationCommand,
    user: dmUser,
    channel,
    channel_id: channel.id,
    authorizing_integration_owners: { [ApplicationIntegrationType.UserInstall]: dmUser.id },
    context: InteractionContextType.BotDM,
  } as APIChatInputApplicationCommandDMInteraction;
}

/** A raw gateway connection, identified as `shard` (none: no `shard` field); returns its payload queue. */
async function rawIdentify(fake: FakeDiscord, shard?: unknown): Promise<RawGatewayConnection> {
  const connection = await connectRawGateway(`${fake.gatewayUrl}?v=10&encoding=json`);
  expect((await connection.next()).op).toBe(10);
  connection.send(2, { token: fake.token, intents: GatewayIntentBits.Guilds, properties: {}, ...(shard === undefined ? {} : { shard }) });
  return connection;
}

describe('guild ids and shards', () => {
  it('guildIdOnShard() makes distinct snowflakes that shardOf() puts on the asked shard', () => {
    for (const [shardId, shardCount] of [
      [0, 1],
      [0, 2],
      [1, 2],
      [4, 5],
      [15, 16],
    ] as const) {
      const ids = Array.from({ length: 20 }, () => guildIdOnShard(shardId, shardCount));
      expect(new Set(ids).size).toBe(20);
      for (const id of ids) {
        expect(id).toMatch(/^\d{17,20}$/);
        expect(shardOf(id, shardCount)).toBe(shardId);
        expect(Number((BigInt(id) >> 22n) % BigInt(shardCount))).toBe(shardId);
      }
    }
    // Numbered ids are the same on every call and distinct per n.
    expect(guildIdOnShard(1, 3, 7)).toBe(guildIdOnShard(1, 3, 7));
    expect(new Set([0, 1, 2].map((n) => guildIdOnShard(1, 3, n))).size).toBe(3);
    expect(shardOf(guildIdOnShard(2, 3, 5), 3)).toBe(2);
    // A real id, from Discord's docs: 175928847299117063 >> 22 = 41944705796, so shard 1 of 5.
    expect(shardOf('175928847299117063', 5)).toBe(1);
    expect(() => shardOf('general', 2)).toThrow(/"general" is no snowflake/);
  });

  it('guildIdOnShard() refuses a shard that cannot exist', () => {
    expect(() => guildIdOnShard(2, 2)).toThrow(/from 0 to 1, not 2/);
    expect(() => guildIdOnShard(-1, 2)).toThrow(/not -1/);
    expect(() => guildIdOnShard(0, 0)).toThrow(/shard count of 1 or more/);
  });
});

describe('a fake with two shards and a client per shard', () => {
  let fake: FakeDiscord;
  let zero: Client;
  let one: Client;
  let zeroIds: string[];
  let oneIds: string[];

  beforeEach(async () => {
    fake = await createFakeDiscord({ shards: 2, guilds: guildsOfTwoShards() });
    zeroIds = fake.guilds
      .filter((g) => g.name.startsWith('Zero'))
      .map((g) => g.id)
      .sort();
    oneIds = fake.guilds.filter((g) => g.name === 'One').map((g) => g.id);
    zero = await login(fake, [0], 2);
    one = await login(fake, [1], 2);
  });

  afterEach(async () => {
    await zero.destroy();
    await one.destroy();
    await fake.close();
  });

  it('recommends two shards in GET /gateway/bot, with max_concurrency 1', async () => {
    const response = await fetch(`${fake.restUrl}/v10/gateway/bot`);
    expect(await response.json()).toMatchObject({ url: fake.gatewayUrl, shards: 2, session_start_limit: { max_concurrency: 1 } });
    expect(fake.shards).toBe(2);
  });

  it('makes each client ready with exactly the guilds of its shard', () => {
    expect([...zero.guilds.cache.keys()].sort()).toEqual(zeroIds);
    expect([...one.guilds.cache.keys()]).toEqual(oneIds);
    for (const guild of zero.guilds.cache.values()) expect(guild.shardId).toBe(0);
    expect(one.guilds.cache.first()?.shardId).toBe(1);
    expect(one.guilds.cache.first()?.name).toBe('One');

    expect(fake.gatewayConnections).toEqual([
      { shard: [0, 2], identified: true },
      { shard: [1, 2], identified: true },
    ]);
    expect(fake.gatewayPayloads.filter((p) => p.op === 2).map((p) => (p.d as { shard: unknown }).shard)).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('sends a MESSAGE_CREATE only to the shard of its guild', async () => {
    const onZero = watch<Message>(zero, Events.MessageCreate);
    const onOne = watch<Message>(one, Events.MessageCreate);

    const arrived = onOne.next();
    expect(fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: oneIds[0] }), { content: 'for one' }))).toBe(1);
    expect((await arrived).content).toBe('for one');
    expect((await arrived).guild?.shardId).toBe(1);

    // A later message to shard 0 travels the same socket any stray one would have: when it
    // arrives, anything sent to shard 0 before it has too, so the count proves the absence.
    const later = onZero.next();
    expect(fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: zeroIds[1] }), { content: 'for zero' }))).toBe(1);
    expect((await later).content).toBe('for zero');
    expect(onZero.seen.map((m) => m.content)).toEqual(['for zero']);
    expect(onOne.seen.map((m) => m.content)).toEqual(['for one']);
  });

  it('sends a guild INTERACTION_CREATE only to its shard, and the reply reaches the fake', async () => {
    const onZero = watch<Interaction>(zero, Events.InteractionCreate);
    const onOne = watch<Interaction>(one, Events.InteractionCreate);

    const arrived = onOne.next();
    const payload = chatInputInteraction(fake.scene({ guildId: oneIds[0] }), { name: 'ping' });
    expect(fake.dispatch('INTERACTION_CREATE', payload)).toBe(1);
    const interaction = await arrived;
    if (!interaction.isChatInputCommand()) throw new Error('expected a chat-input command');
    expect(interaction.guildId).toBe(oneIds[0]);
    await interaction.reply('pong');
    expect((await fake.waitForRequest((r) => r.route === CALLBACK)).path).toBe(`/interactions/${payload.id}/${payload.token}/callback`);

    const later = onZero.next();
    fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene({ guildId: zeroIds[0] }), { name: 'zero' }));
    await later;
    expect(onZero.seen.map((i) => (i.isChatInputCommand() ? i.commandName : i.type))).toEqual(['zero']);
    expect(onOne.seen).toHaveLength(1);
  });

  it('sends a DM interaction to shard 0, which can reply to it', async () => {
    const onZero = watch<Interaction>(zero, Events.InteractionCreate);
    const onOne = watch<Interaction>(one, Events.InteractionCreate);

    const arrived = onZero.next();
    const payload = dmInteraction(fake, 'dm');
    expect(fake.dispatch('INTERACTION_CREATE', payload)).toBe(1);
    const interaction = await arrived;
    if (!interaction.isChatInputCommand()) throw new Error('expected a chat-input command');
    expect(interaction.inGuild()).toBe(false);
    expect(interaction.user.username).toBe('bob');
    await interaction.reply('hi bob');
    await fake.waitForRequest((r) => r.route === CALLBACK && r.path.includes(payload.token));

    const later = onOne.next();
    fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene({ guildId: oneIds[0] }), { name: 'one' }));
    await later;
    expect(onOne.seen).toHaveLength(1);
    expect(onZero.seen).toHaveLength(1);
  });

  it('routes guild events by the guild itself (GUILD_UPDATE) and lets a shard fetch only its members', async () => {
    const [guildOne] = fake.guilds.filter((g) => g.id === oneIds[0]);
    const updated = once(one, Events.GuildUpdate);
    expect(fake.dispatch('GUILD_UPDATE', { ...guildOne!, name: 'One, renamed' })).toBe(1);
    const [, after] = (await updated) as [unknown, { name: string }];
    expect(after.name).toBe('One, renamed');

    // discord.js asks the gateway (REQUEST_GUILD_MEMBERS) on the shard that holds the guild.
    const alice = guildOne!.members.find((m) => m.user?.username === 'alice')!.user!;
    const members = await one.guilds.cache.get(oneIds[0]!)!.members.fetch({ user: [alice.id] });
    expect(members.map((m) => m.user.username)).toEqual(['alice']);
    expect(fake.gatewayPayloads.filter((p) => p.op === 8)).toEqual([
      expect.objectContaining({ d: expect.objectContaining({ guild_id: oneIds[0] }) }),
    ]);
  });
});

describe('sharded sessions on a raw gateway connection', () => {
  let fake: FakeDiscord;

  beforeEach(async () => {
    fake = await createFakeDiscord({ shards: 2, guilds: guildsOfTwoShards() });
  });

  afterEach(async () => {
    await fake.close();
  });

  it.each([
    ['shard [2, 2]', [2, 2], /shard_id must be from 0 to 1, not 2/],
    ['a negative shard id', [-1, 2], /not -1/],
    ['a shard count of 0', [0, 0], /num_shards must be 1 or more/],
    ['a shard that is no pair', 'one', /must be \[shard_id, num_shards\]/],
  ])('closes an IDENTIFY with %s with 4010 and a reason', async (_what, shard, reason) => {
    const gateway = await rawIdentify(fake, shard);
    const closed = await gateway.closed;
    expect(closed.code).toBe(4010);
    expect(closed.reason).toMatch(reason);
    expect(fake.gatewayConnections.filter((c) => c.identified)).toEqual([]);
  });

  it('echoes the shard in READY and lists only its guilds there and in GUILD_CREATE', async () => {
    const gateway = await rawIdentify(fake, [1, 2]);
    const ready = await gateway.next();
    expect(ready.t).toBe('READY');
    expect(ready.d.shard).toEqual([1, 2]);
    const [oneId] = fake.guilds.filter((g) => g.name === 'One').map((g) => g.id);
    expect(ready.d.guilds).toEqual([{ id: oneId, unavailable: true }]);
    expect(await gateway.next()).toMatchObject({ t: 'GUILD_CREATE', d: { id: oneId } });
    await gateway.close();
  });

  it('treats an IDENTIFY without shard as [0, 1], which gets every guild and every event', async () => {
    const gateway = await rawIdentify(fake);
    const ready = await gateway.next();
    expect(ready.d.shard).toEqual([0, 1]);
    expect(ready.d.guilds).toHaveLength(3);
    for (let i = 0; i < 3; i++) expect((await gateway.next()).t).toBe('GUILD_CREATE');
    expect(fake.gatewayConnections).toEqual([{ shard: [0, 1], identified: true }]);

    for (const guild of fake.guilds) {
      expect(fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: guild.id })))).toBe(1);
      expect(await gateway.next()).toMatchObject({ t: 'MESSAGE_CREATE', d: { guild_id: guild.id } });
    }
    await gateway.close();
  });

  it('ignores a member request for a guild of another shard and answers one for its own', async () => {
    const gateway = await rawIdentify(fake, [0, 2]);
    await gateway.next(); // READY
    await gateway.next(); // GUILD_CREATE
    await gateway.next(); // GUILD_CREATE
    const [zeroId] = fake.guilds.filter((g) => g.name === 'Zero A').map((g) => g.id);
    const [oneId] = fake.guilds.filter((g) => g.name === 'One').map((g) => g.id);
    gateway.send(8, { guild_id: oneId, limit: 0, nonce: 'other shard' });
    gateway.send(8, { guild_id: zeroId, limit: 0, nonce: 'own shard' });
    // Answers come in order, so the first one being for the second request means none came for the first.
    expect(await gateway.next()).toMatchObject({ t: 'GUILD_MEMBERS_CHUNK', d: { guild_id: zeroId, nonce: 'own shard' } });
    await gateway.close();
  });

  it('refuses a dispatch no identified shard would receive, naming the guild and its shard', async () => {
    const gateway = await rawIdentify(fake, [0, 2]);
    await gateway.next();
    expect(fake.gatewayConnections).toEqual([{ shard: [0, 2], identified: true }]);
    const [oneId] = fake.guilds.filter((g) => g.name === 'One').map((g) => g.id);
    expect(() => fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: oneId })))).toThrow(
      `guild ${oneId!} is on shard 1 of 2, and the identified clients are shards [0, 2]`,
    );
    await gateway.close();

    const shardOne = await rawIdentify(fake, [1, 2]);
    await shardOne.next();
    const dm = dmInteraction(fake, 'dm');
    expect(() => fake.dispatch('INTERACTION_CREATE', dm)).toThrow(
      /it has no guild, so it goes to shard 0, and the identified clients are shards \[1, 2\]/,
    );
    // An interaction nobody received is not one REST answers for.
    const callback = await fetch(`${fake.restUrl}/v10/interactions/${dm.id}/${dm.token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 4, data: { content: 'x' } }),
    });
    expect(callback.status).toBe(404);
    await shardOne.close();
  });
});

describe("a client with shards: 'auto'", () => {
  it('opens the recommended two shards and gets every guild, each on the shard of the formula', async () => {
    // max_concurrency 2 lets both shards identify at once; with 1, discord.js waits 5 s between them.
    const fake = await createFakeDiscord({ shards: 2, maxConcurrency: 2, guilds: guildsOfTwoShards() });
    const client = await login(fake, 'auto');
    try {
      expect(client.options.shardCount).toBe(2);
      expect([...client.ws.shards.keys()].sort()).toEqual([0, 1]);
      expect([...client.guilds.cache.keys()].sort()).toEqual(fake.guilds.map((g) => g.id).sort());
      for (const guild of client.guilds.cache.values()) expect(guild.shardId).toBe(shardOf(guild.id, 2));
      expect(client.guilds.cache.filter((g) => g.shardId === 0).size).toBe(2);
      expect(fake.gatewayConnections.map((c) => c.shard).sort()).toEqual([
        [0, 2],
        [1, 2],
      ]);

      const [oneId] = fake.guilds.filter((g) => g.name === 'One').map((g) => g.id);
      const arrived = once(client, Events.MessageCreate);
      expect(fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: oneId }), { content: 'hi' }))).toBe(1);
      const [received] = (await arrived) as [Message];
      expect(received.guild?.shardId).toBe(1);
    } finally {
      await client.destroy();
      await fake.close();
    }
  });
});
