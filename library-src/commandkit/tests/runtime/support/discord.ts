import { Client, GatewayIntentBits, type Interaction, type Message } from 'discord.js';

// Test doubles for Discord: a real discord.js Client whose REST calls are answered in-process,
// and real discord.js structures built from raw API payloads through the client's own packet
// handlers. Nothing reaches the network.

export const ids = {
  application: '900000000000000001',
  bot: '900000000000000001',
  guild: '100000000000000001',
  devGuild: '100000000000000002',
  channel: '200000000000000001',
  dmChannel: '200000000000000002',
  user: '300000000000000001',
  otherUser: '300000000000000002',
  devUser: '300000000000000009',
  role: '400000000000000001',
  devRole: '400000000000000009',
} as const;

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly body: unknown;
}

type Responder = (request: RecordedRequest) => { status?: number; body?: unknown } | undefined;

export interface TestClient {
  readonly client: Client;
  readonly requests: RecordedRequest[];
  /** Answers matching requests with a JSON body, or with what a function returns; later entries win. */
  respond(method: string, path: string | RegExp, responder: Responder | unknown): void;
  /** Resolves with the first request (already made or future) for which `predicate` holds. */
  waitForRequest(predicate: (request: RecordedRequest) => boolean): Promise<RecordedRequest>;
}

let messageCounter = 0;

export function createTestClient(
  intents: GatewayIntentBits[] = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
): TestClient {
  const requests: RecordedRequest[] = [];
  const responders: { method: string; path: string | RegExp; responder: Responder }[] = [];
  const waiters: { predicate: (request: RecordedRequest) => boolean; resolve: (request: RecordedRequest) => void }[] = [];

  const client = new Client({
    intents,
    rest: {
      retries: 0,
      makeRequest: async (url: string, init: { method?: string; body?: unknown }) => {
        const parsed = new URL(url);
        const path = decodeURIComponent(parsed.pathname).replace(/^\/api\/v\d+/, '');
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
        const request: RecordedRequest = { method: init.method ?? 'GET', path, query: parsed.search, body };
        requests.push(request);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(request)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(request);
          }
        }
        const answer =
          [...responders]
            .reverse()
            .find(
              (entry) => entry.method === request.method && (typeof entry.path === 'string' ? entry.path === path : entry.path.test(path)),
            )
            ?.responder(request) ?? defaultAnswer(request);
        const status = answer.status ?? 200;
        if (status === 204) return new Response(null, { status }) as never;
        return new Response(JSON.stringify(answer.body ?? {}), { status, headers: { 'content-type': 'application/json' } }) as never;
      },
    },
  });
  client.rest.setToken('test-token');

  return {
    client,
    requests,
    respond(method, path, responder) {
      responders.push({
        method,
        path,
        responder: typeof responder === 'function' ? (responder as Responder) : () => ({ body: responder }),
      });
    },
    waitForRequest(predicate) {
      const found = requests.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
}

function defaultAnswer(request: RecordedRequest): { status?: number; body?: unknown } {
  if (/^\/interactions\/\d+\/[^/]+\/callback$/.test(request.path)) return { status: 204 };
  const channelMessage = /^\/channels\/(\d+)\/messages$/.exec(request.path);
  if (channelMessage && request.method === 'POST') {
    const body = request.body as { content?: string };
    return { body: rawMessage({ channelId: channelMessage[1]!, content: body.content ?? '', author: rawUser(ids.bot, { bot: true }) }) };
  }
  const followUp = /^\/webhooks\/\d+\/[^/]+$/.exec(request.path);
  if (followUp && request.method === 'POST') {
    return { body: rawMessage({ content: (request.body as { content?: string }).content ?? '', author: rawUser(ids.bot, { bot: true }) }) };
  }
  return { status: 404, body: { message: 'Unknown', code: 0 } };
}

// discord.js keeps its gateway plumbing private; tests drive it the way a gateway packet would.
interface PacketSink {
  handlePacket(packet: { t: string; d: unknown }, shard: { id: number; checkReady(): void }): boolean;
  triggerClientReady(): void;
}

function packetSink(client: Client): PacketSink {
  return (client as unknown as { ws: PacketSink }).ws;
}

const shard = { id: 0, checkReady() {} };

/** Marks the client ready as a READY packet does, with the test application and a cached guild. */
export function makeReady(client: Client): void {
  const sink = packetSink(client);
  sink.handlePacket(
    {
      t: 'READY',
      d: {
        v: 10,
        user: rawUser(ids.bot, { bot: true }),
        guilds: [],
        session_id: 's',
        resume_gateway_url: 'wss://gateway.invalid',
        application: { id: ids.application, flags: 0 },
      },
    },
    shard,
  );
  sink.triggerClientReady();
  addGuild(client, ids.guild, [ids.role, ids.devRole]);
  sink.handlePacket(
    { t: 'CHANNEL_CREATE', d: { id: ids.dmChannel, type: 1, last_message_id: null, recipients: [rawUser(ids.user)] } },
    shard,
  );
}

export function addGuild(client: Client, guildId: string, roles: string[] = []): void {
  packetSink(client).handlePacket(
    {
      t: 'GUILD_CREATE',
      d: {
        id: guildId,
        name: `Guild ${guildId}`,
        owner_id: ids.otherUser,
        unavailable: false,
        member_count: 2,
        roles: [guildId, ...roles].map((id, position) => ({
          id,
          name: id === guildId ? '@everyone' : `role-${id}`,
          permissions: '0',
          position,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: true,
          flags: 0,
        })),
        channels: [
          {
            id: guildId === ids.guild ? ids.channel : `${guildId.slice(0, -1)}7`,
            type: 0,
            name: 'general',
            position: 0,
            permission_overwrites: [],
          },
        ],
        members: [],
        emojis: [],
        stickers: [],
        features: [],
        presences: [],
        voice_states: [],
        threads: [],
        stage_instances: [],
        guild_scheduled_events: [],
        soundboard_sounds: [],
      },
    },
    shard,
  );
}

export function rawUser(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, username: `user${id.slice(-2)}`, discriminator: '0', global_name: null, avatar: null, ...extra };
}

function rawMember(roles: string[] = []): Record<string, unknown> {
  return { roles, joined_at: '2024-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0 };
}

export interface MessageInit {
  content: string;
  channelId?: string;
  guildId?: string | null;
  author?: Record<string, unknown>;
  roles?: string[];
  mentions?: Record<string, unknown>[];
  mentionRoles?: string[];
  attachments?: Record<string, unknown>[];
  webhookId?: string;
}

export function rawMessage(init: MessageInit): Record<string, unknown> {
  const guildId = init.guildId === undefined ? ids.guild : init.guildId;
  return {
    id: `5000000000000${String(++messageCounter).padStart(5, '0')}`,
    channel_id: init.channelId ?? (guildId ? ids.channel : ids.dmChannel),
    ...(guildId ? { guild_id: guildId, member: rawMember(init.roles) } : {}),
    author: init.author ?? rawUser(ids.user),
    content: init.content,
    timestamp: new Date(0).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: init.mentions ?? [],
    mention_roles: init.mentionRoles ?? [],
    attachments: init.attachments ?? [],
    embeds: [],
    pinned: false,
    type: 0,
    ...(init.webhookId ? { webhook_id: init.webhookId } : {}),
  };
}

/** Builds the discord.js object a packet produces, without other listeners of the event seeing it. */
function build<T>(client: Client, event: string, packet: string, data: unknown): T {
  const listeners = client.rawListeners(event) as ((...args: unknown[]) => void)[];
  client.removeAllListeners(event);
  let built: T | undefined;
  client.once(event, (value: T) => (built = value));
  try {
    packetSink(client).handlePacket({ t: packet, d: data }, shard);
  } finally {
    client.removeAllListeners(event);
    for (const listener of listeners) client.on(event, listener);
  }
  if (built === undefined) throw new Error(`The ${packet} packet produced no ${event} event.`);
  return built;
}

export function buildMessage(client: Client, init: MessageInit): Message {
  return build<Message>(client, 'messageCreate', 'MESSAGE_CREATE', rawMessage(init));
}

/** Emits a MESSAGE_CREATE packet to every listener, as the gateway would. */
export function emitMessage(client: Client, init: MessageInit): void {
  packetSink(client).handlePacket({ t: 'MESSAGE_CREATE', d: rawMessage(init) }, shard);
}

export interface InteractionInit {
  type?: number;
  commandType?: number;
  name: string;
  options?: Record<string, unknown>[];
  resolved?: Record<string, unknown>;
  guildId?: string | null;
  userId?: string;
  roles?: string[];
  targetId?: string;
}

let interactionCounter = 0;

export function rawInteraction(init: InteractionInit): Record<string, unknown> {
  const guildId = init.guildId === undefined ? ids.guild : init.guildId;
  const user = rawUser(init.userId ?? ids.user);
  const id = `6000000000000${String(++interactionCounter).padStart(5, '0')}`;
  return {
    id,
    application_id: ids.application,
    type: init.type ?? 2,
    token: `token-${id}`,
    version: 1,
    channel_id: ids.channel,
    channel: { id: ids.channel, type: guildId ? 0 : 1 },
    ...(guildId ? { guild_id: guildId, guild_locale: 'en-US', member: { ...rawMember(init.roles), user, permissions: '0' } } : { user }),
    data: {
      id: '700000000000000001',
      name: init.name,
      type: init.commandType ?? 1,
      options: init.options ?? [],
      ...(init.resolved ? { resolved: init.resolved } : {}),
      ...(init.targetId ? { target_id: init.targetId } : {}),
    },
    locale: 'en-US',
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: {},
    context: guildId ? 0 : 1,
    attachment_size_limit: 8388608,
  };
}

export function buildInteraction<T extends Interaction = Interaction>(client: Client, init: InteractionInit): T {
  return build<T>(client, 'interactionCreate', 'INTERACTION_CREATE', rawInteraction(init));
}

export function emitInteraction(client: Client, init: InteractionInit): Record<string, unknown> {
  const data = rawInteraction(init);
  packetSink(client).handlePacket({ t: 'INTERACTION_CREATE', d: data }, shard);
  return data;
}

/** The content of the reply an interaction callback or message request carried. */
export function replyContent(request: RecordedRequest): { content?: string; flags?: number } {
  const body = request.body as { data?: { content?: string; flags?: number }; content?: string; flags?: number };
  const { content, flags } = body.data ?? body;
  return flags === undefined ? { content } : { content, flags };
}
