// A local fake Discord for end-to-end tests: REST and gateway on one 127.0.0.1 port, never the
// internet. Point a discord.js Client at it with `new Client({ intents, rest: { api: fake.restUrl } })`
// and log in with `fake.token`: discord.js asks REST for the gateway URL and connects there.
//
//   const fake = await createFakeDiscord();
//   const client = new Client({ intents: ['Guilds'], rest: { api: fake.restUrl } });
//   const ready = once(client, 'clientReady');
//   await client.login(fake.token);
//   await ready;                                  // login() resolves at READY, before GUILD_CREATEs
//   fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'ping' }));
//   await fake.waitForRequest((r) => r.route === 'POST /interactions/:interaction/:token/callback');
//   await client.destroy();                       // before close(), or the client tries to reconnect
//   await fake.close();
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApplicationFlags, type APIApplication, type APIApplicationCommand, type APIMessage, type APIUser } from 'discord.js';
import { createGateway, type DispatchData, type DispatchEventName } from './gateway.ts';
import { botUser as buildBotUser, guild, user, type GuildOptions, type Scene } from './payloads.ts';
import { createRestHandler } from './rest.ts';
import { FakeWorld, type InteractionResponse, type ReceivedGatewayPayload, type RecordedRequest } from './world.ts';

export * from './payloads.ts';
export type { DispatchData, DispatchEventName } from './gateway.ts';
export type { InteractionResponse, ReceivedGatewayPayload, RecordedRequest, UploadedFile } from './world.ts';

export interface FakeDiscordOptions {
  /** The guilds the bot is in, built with `guild()`'s options. Default: one guild, #general, one member. */
  guilds?: GuildOptions[];
  /** Overrides for the bot's user; its id is also the application's id, as for any modern bot. */
  botUser?: Partial<APIUser>;
  /** Overrides for GET /applications/@me (and the id/flags in READY). */
  application?: Partial<APIApplication>;
  /**
   * When set, only this token works: other tokens get 401 from REST (discord.js: TokenInvalid) and
   * close 4004 from the gateway. Unset, any token is accepted and `fake.token` is a made-up one.
   */
  token?: string;
  /** The heartbeat interval sent in HELLO. Discord's 41.25 s means tests normally see no heartbeat. */
  heartbeatInterval?: number;
}

export interface FakeDiscord {
  /** For `new Client({ rest: { api: restUrl } })`: discord.js appends `/v10/...`. */
  restUrl: string;
  /** What GET /gateway/bot returns. */
  gatewayUrl: string;
  /** A token to log in with. */
  token: string;
  botUser: APIUser;
  application: APIApplication;
  /** The GUILD_CREATE payloads sent at login, with their channels, roles and members. */
  guilds: DispatchData<'GUILD_CREATE'>[];
  /** A scene for the payload builders: the first guild (or `guildId`), its first channel and first human. */
  scene(overrides?: Partial<Scene> & { guildId?: string }): Scene;

  /** Every REST request, in order (method, path, route, query, body, files, status, response). */
  requests: readonly RecordedRequest[];
  /** Requests no route answered (each got a 404 and an error log). */
  readonly unhandledRequests: RecordedRequest[];
  /** Every interaction callback (reply, defer, autocomplete result, modal...), in order. */
  interactionResponses: readonly InteractionResponse[];
  /** Messages the bot created (channel sends, interaction replies, follow-ups), current state. */
  readonly messages: APIMessage[];
  /** What gateway clients sent: identify (op 2), heartbeats (op 1), presence updates (op 3)... */
  gatewayPayloads: readonly ReceivedGatewayPayload[];
  /** The commands currently registered, globally or in a guild. */
  commands(guildId?: string): APIApplicationCommand[];

  /** Sends a gateway event to every logged-in client; throws if there is none. Returns the count. */
  dispatch<E extends DispatchEventName>(event: E, data: DispatchData<E>): number;
  /** The first request (already recorded or still to come) matching `predicate`; rejects after `timeoutMs` (5 s). */
  waitForRequest(predicate: (request: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  /** Stops both servers and drops their connections. Destroy clients first. */
  close(): Promise<void>;
}

export async function createFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const bot = buildBotUser(options.botUser);
  const application: APIApplication = {
    id: bot.id,
    name: bot.username,
    icon: null,
    description: '',
    bot_public: true,
    bot_require_code_grant: false,
    bot,
    summary: '',
    verify_key: 'f'.repeat(64),
    team: null,
    owner: user({ username: 'owner' }),
    flags: ApplicationFlags.GatewayMessageContentLimited | ApplicationFlags.ApplicationCommandBadge,
    approximate_guild_count: (options.guilds ?? [{}]).length,
    ...options.application,
  } as APIApplication;
  const guilds = (options.guilds ?? [{}]).map((guildOptions) => guild(bot, guildOptions));
  const world = new FakeWorld({ botUser: bot, application, guilds, token: options.token });

  const http = createServer();
  let port = 0;
  const gatewayUrl = () => `ws://127.0.0.1:${port}`;
  const gateway = createGateway(world, { url: gatewayUrl, heartbeatInterval: options.heartbeatInterval ?? 41_250 });
  const handle = createRestHandler(world, gatewayUrl);
  http.on('request', (req, res) => void handle(req, res));
  http.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', resolve);
  });
  port = (http.address() as AddressInfo).port;

  return {
    restUrl: `http://127.0.0.1:${port}/api`,
    gatewayUrl: gatewayUrl(),
    // Shaped like a real token (base64 user id . timestamp . hmac) for code that splits it.
    token: options.token ?? `${Buffer.from(bot.id).toString('base64url')}.ZmFrZQ.${'x'.repeat(38)}`,
    botUser: bot,
    application,
    guilds,
    scene(overrides = {}) {
      const { guildId, ...rest } = overrides;
      const sceneGuild = guildId ? guilds.find((g) => g.id === guildId) : guilds[0];
      if (!sceneGuild) throw new Error(`fake-discord: no guild ${guildId ?? '(the fake has none)'}`);
      return { applicationId: application.id, guild: sceneGuild, ...rest };
    },
    requests: world.requests,
    get unhandledRequests() {
      return world.requests.filter((r) => r.route === null);
    },
    interactionResponses: world.interactionResponses,
    get messages() {
      return [...world.messages.values()];
    },
    gatewayPayloads: world.gatewayPayloads,
    commands: (guildId) => world.commands.get(guildId ?? 'global') ?? [],
    dispatch: (event, data) => gateway.dispatch(event, data),
    waitForRequest: (predicate, timeoutMs) => world.waitForRequest(predicate, timeoutMs),
    async close() {
      await gateway.close();
      // undici keeps idle keep-alive sockets open; without this, server.close() would wait on them.
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
