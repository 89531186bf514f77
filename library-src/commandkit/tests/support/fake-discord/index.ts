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
//
// Message components and modals (the bot under test sent a message with a button and a select):
//
//   const sent = await fake.waitForMessage((m) => findComponent(m.components, 'confirm') !== undefined);
//   fake.clickButton(sent, 'confirm');            // = dispatch(buttonInteraction(scene, { customId, message }))
//   const update = await fake.waitForInteractionResponse(InteractionResponseType.UpdateMessage);
//   fake.message(sent.id)?.components;            // the message as it is now, after update()/edit()
//   fake.selectMenu(sent, 'colour', ['red']);     // a string/user/role/mentionable/channel select
//   await fake.waitForInteractionResponse(InteractionResponseType.Modal);   // the bot called showModal()
//   fake.submitModal({ name: 'Ada' });            // answers the last modal, from the user who opened it
//   await fake.waitForMessage((m) => m.id === sent.id && allComponents(m.components)
//     .every((c) => c.type !== ComponentType.Button || c.disabled));       // e.g. after a time-out
//
// Sharding, as on Discord: each shard is its own gateway session, and a guild's events go to shard
// `(guild_id >> 22) % num_shards` only (DMs to shard 0), so a bot sees just its shard's guilds.
//
//   const fake = await createFakeDiscord({ shards: 2, guilds: [{ id: guildIdOnShard(0, 2) }, { id: guildIdOnShard(1, 2) }] });
//   new Client({ intents, shards: [1], shardCount: 2, rest: { api: fake.restUrl } });   // one shard per client
//   new Client({ intents, shards: 'auto', rest: { api: fake.restUrl } });  // all `fake.shards` in one client
//   fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId })));      // reaches shard shardOf(guildId, 2)
//   fake.gatewayConnections;                      // [{ shard: [0, 2], identified: true }, { shard: [1, 2], ... }]
//
// `shards` is only what GET /gateway/bot recommends: clients may identify with any count (Discord
// insists on sharding only past 2,500 guilds per shard). A ShardingManager needs `totalShards` set:
// with 'auto' it asks discord.com itself, not the client's REST. discord.js lets one bucket
// (shard_id % max_concurrency) identify once per 5 s, so a client opening two shards waits 5 s for
// the second unless the fake says `maxConcurrency: 2`; Discord gives large bots 16 and more.
//
// Every message body the bot sends (channel messages, replies, updates, follow-ups, edits) and
// every modal is validated like Discord does (see components.ts): an invalid one gets Discord's
// 400 `{ code: 50035, message: 'Invalid Form Body', errors }`, which discord.js throws as a
// DiscordAPIError, so a component bug fails the test instead of production. Messages flagged
// IsComponentsV2 (1 << 15) take V2 components and no content or embeds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApplicationFlags,
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  InteractionType,
  type APIApplication,
  type APIApplicationCommand,
  type APIInteraction,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  type APIUser,
} from 'discord.js';
import { findComponent } from './components.ts';
import { createGateway, type DispatchData, type DispatchEventName, type GatewayConnectionInfo } from './gateway.ts';
import {
  botUser as buildBotUser,
  buttonInteraction,
  channelSelectInteraction,
  guild,
  mentionableSelectInteraction,
  modalSubmitInteraction,
  roleSelectInteraction,
  stringSelectInteraction,
  user,
  userSelectInteraction,
  type GuildOptions,
  type ModalValues,
  type Scene,
} from './payloads.ts';
import { createRestHandler } from './rest.ts';
import { FakeWorld, type InteractionResponse, type ReceivedGatewayPayload, type RecordedRequest } from './world.ts';

export * from './payloads.ts';
export {
  allComponents,
  findComponent,
  invalidFormBody,
  validateMessage,
  validateModal,
  type FormError,
  type InvalidFormBody,
} from './components.ts';
export type { DispatchData, DispatchEventName, GatewayConnectionInfo, ShardTuple } from './gateway.ts';
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
  /**
   * How long a new gateway connection waits for HELLO. Default 0. Over a real network, logging in
   * takes a few round trips; a bot that races its own login relies on that time (CommandKit 0.1.10
   * listens for `ready` only after loading every file, so on an instant gateway it never registers).
   */
  helloDelayMs?: number;
  /**
   * The shard count GET /gateway/bot recommends (what `shards: 'auto'` opens). Default 1. Each
   * session still gets the guilds of the shard it identifies as, whatever this says.
   */
  shards?: number;
  /**
   * GET /gateway/bot's `session_start_limit.max_concurrency`. Default 1, as for most bots, which
   * makes discord.js wait 5 s between identifies of one client's shards; 2 lets two start at once.
   */
  maxConcurrency?: number;
}

/**
 * A running fake Discord: what to connect a Client with, what the bot did (requests, callbacks,
 * messages, modals, gateway payloads), and ways to act as a user (dispatch events, click, select,
 * submit a modal). All the "wait" helpers also look at what already happened, so waiting after
 * the bot answered is never a race.
 *
 * Testing a bot with message components, typically:
 * ```ts
 * fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'vote' }));
 * const sent = await fake.waitForMessage((m) => findComponent(m.components, 'yes') !== undefined);
 * fake.clickButton(sent, 'yes');                  // or dispatch(buttonInteraction(fake.scene(), { customId: 'yes', message: sent }))
 * await fake.waitForInteractionResponse(InteractionResponseType.UpdateMessage);
 * expect(fake.message(sent.id)?.content).toBe('Thanks for voting');
 * ```
 * Builders for raw payloads (exported here): `buttonInteraction`, `stringSelectInteraction`,
 * `userSelectInteraction`, `roleSelectInteraction`, `mentionableSelectInteraction`,
 * `channelSelectInteraction`, `modalSubmitInteraction` (take `fake.scene()` first). Payloads the
 * bot sends are checked by `validateMessage` / `validateModal`; a refused one is a
 * `DiscordAPIError` with code 50035 whose message names the field, e.g.
 * `components[0].components[5][COMPONENT_LAYOUT_WIDTH_EXCEEDED]`, and `rawError.errors` the tree.
 * Interaction callbacks put their fields under `data.` (e.g. `data.title` for a modal).
 */
export interface FakeDiscord {
  /** For `new Client({ rest: { api: restUrl } })`: discord.js appends `/v10/...`. */
  restUrl: string;
  /** What GET /gateway/bot returns. */
  gatewayUrl: string;
  /** A token to log in with. */
  token: string;
  botUser: APIUser;
  application: APIApplication;
  /** The GUILD_CREATE payloads sent at login, with their channels, roles and members (all shards'). */
  guilds: DispatchData<'GUILD_CREATE'>[];
  /** The recommended shard count GET /gateway/bot answers; `shardOf(guildId, fake.shards)` says where a guild lands. */
  shards: number;
  /** A scene for the payload builders: the first guild (or `guildId`), its first channel and first human. */
  scene(overrides?: Partial<Scene> & { guildId?: string }): Scene;

  /** Every REST request, in order (method, path, route, query, body, files, status, response). */
  requests: readonly RecordedRequest[];
  /** Requests no route answered (each got a 404 and an error log). */
  readonly unhandledRequests: RecordedRequest[];
  /** Every interaction callback (reply, defer, autocomplete result, modal...), in order. */
  interactionResponses: readonly InteractionResponse[];
  /**
   * Messages the bot created (channel sends, interaction replies, follow-ups), current state, in
   * creation order; also the message a dispatched component interaction was on, if it was not there.
   */
  readonly messages: APIMessage[];
  /** A stored message as it is now (after `update()`, `editReply()`, `message.edit()`...), or undefined. */
  message(id: string): APIMessage | undefined;
  /** The newest stored message, or the newest matching `predicate`; undefined when none. */
  lastMessage(predicate?: (message: APIMessage) => boolean): APIMessage | undefined;
  /** The first stored message matching `predicate` now or after a later request (e.g. an edit); rejects after `timeoutMs` (5 s). */
  waitForMessage(predicate: (message: APIMessage) => boolean, timeoutMs?: number): Promise<APIMessage>;
  /** The `data` of every MODAL callback (the bot's `showModal()`), in order: what `submitModal()` answers. */
  readonly modals: APIModalInteractionResponseCallbackData[];
  /**
   * The first accepted interaction callback of `type` (already recorded or still to come), e.g.
   * `InteractionResponseType.UpdateMessage` (7) for `update()`, `DeferredMessageUpdate` (6) for
   * `deferUpdate()`, `Modal` (9) for `showModal()`; `interactionId` narrows it to one interaction.
   */
  waitForInteractionResponse(
    type: InteractionResponseType,
    options?: { interactionId?: string; timeoutMs?: number },
  ): Promise<InteractionResponse>;
  /** What gateway clients sent: identify (op 2), heartbeats (op 1), presence updates (op 3)... */
  gatewayPayloads: readonly ReceivedGatewayPayload[];
  /**
   * The gateway connections open now, oldest first, each with the shard it identified as
   * (`[0, 1]` when IDENTIFY named none; undefined until it identifies). A snapshot: read it again.
   */
  readonly gatewayConnections: readonly GatewayConnectionInfo[];
  /** The commands currently registered, globally or in a guild. */
  commands(guildId?: string): APIApplicationCommand[];

  /**
   * Sends a gateway event to every logged-in client whose shard holds the event's guild (its
   * `guild_id`, or `id` for GUILD_CREATE/UPDATE/DELETE; shard 0 for DMs and other guildless events),
   * as Discord routes it. Throws if no client gets it, naming the guild's shard. Returns the count.
   */
  dispatch<E extends DispatchEventName>(event: E, data: DispatchData<E>): number;
  /**
   * Dispatches a click on the button `customId` of `message` (a stored message or its id) by the
   * scene's user (default: the guild's first human, in the message's channel) and returns the
   * payload. Throws, as Discord's client would not send it, when there is no such button or it is
   * disabled or a link/premium button.
   */
  clickButton(message: APIMessage | string, customId: string, scene?: Partial<Scene>): APIInteraction;
  /**
   * Dispatches a choice in the select menu `customId` of `message`: option values for a string
   * select, ids from the scene's guild for user/role/mentionable/channel selects (resolved as
   * Discord does). Throws when the menu is missing or disabled, a value is not one of its options,
   * or the count is outside min_values..max_values.
   */
  selectMenu(message: APIMessage | string, customId: string, values: string[], scene?: Partial<Scene>): APIInteraction;
  /**
   * Submits the last modal the bot showed (or `options.modal`) with `values` by custom id, from the
   * user and channel of the interaction that opened it (and with its message, when a component
   * opened it). Returns the dispatched payload.
   */
  submitModal(values: ModalValues, options?: { modal?: APIModalInteractionResponseCallbackData; scene?: Partial<Scene> }): APIInteraction;
  /** The first request (already recorded or still to come) matching `predicate`; rejects after `timeoutMs` (5 s). */
  waitForRequest(predicate: (request: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  /** Stops both servers and drops their connections. Destroy clients first. */
  close(): Promise<void>;
}

export async function createFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  for (const key of ['shards', 'maxConcurrency'] as const) {
    const value = options[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 1))
      throw new Error(`fake-discord: ${key} must be an integer of 1 or more, not ${value}`);
  }
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
  const world = new FakeWorld({
    botUser: bot,
    application,
    guilds,
    token: options.token,
    shards: options.shards,
    maxConcurrency: options.maxConcurrency,
  });

  const http = createServer();
  let port = 0;
  const gatewayUrl = () => `ws://127.0.0.1:${port}`;
  const gateway = createGateway(world, {
    url: gatewayUrl,
    heartbeatInterval: options.heartbeatInterval ?? 41_250,
    helloDelayMs: options.helloDelayMs ?? 0,
  });
  const handle = createRestHandler(world, gatewayUrl);
  http.on('request', (req, res) => void handle(req, res));
  http.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', resolve);
  });
  port = (http.address() as AddressInfo).port;

  const scene = (overrides: Partial<Scene> & { guildId?: string } = {}): Scene => {
    const { guildId, ...rest } = overrides;
    const sceneGuild = guildId ? guilds.find((g) => g.id === guildId) : guilds[0];
    if (!sceneGuild) throw new Error(`fake-discord: no guild ${guildId ?? '(the fake has none)'}`);
    return { applicationId: application.id, guild: sceneGuild, ...rest };
  };
  /** A scene in the guild of `channelId` (when given) and that channel. */
  const sceneFor = (channelId: string | undefined, overrides: Partial<Scene> = {}): Scene => {
    const found = channelId ? world.findChannel(channelId) : undefined;
    return scene({ ...(found ? { guildId: found.guild.id, channelId } : {}), ...overrides });
  };
  const modalResponses = () => world.interactionResponses.filter((r) => r.type === InteractionResponseType.Modal);
  /** The stored message and its component `customId`, checked the way Discord's client would let a user use it. */
  const componentOn = (target: APIMessage | string, customId: string, overrides?: Partial<Scene>) => {
    const id = typeof target === 'string' ? target : target.id;
    const message = world.messages.get(id) ?? (typeof target === 'string' ? undefined : target);
    if (!message) throw new Error(`fake-discord: no message ${id}`);
    const component = findComponent(message.components, customId);
    if (!component) throw new Error(`fake-discord: message ${id} has no component "${customId}"`);
    if (component.disabled) throw new Error(`fake-discord: component "${customId}" of message ${id} is disabled; a user cannot use it`);
    return { message, component, scene: sceneFor(message.channel_id, overrides) };
  };

  return {
    restUrl: `http://127.0.0.1:${port}/api`,
    gatewayUrl: gatewayUrl(),
    // Shaped like a real token (base64 user id . timestamp . hmac) for code that splits it.
    token: options.token ?? `${Buffer.from(bot.id).toString('base64url')}.ZmFrZQ.${'x'.repeat(38)}`,
    botUser: bot,
    application,
    guilds,
    shards: world.shards,
    scene,
    requests: world.requests,
    get unhandledRequests() {
      return world.requests.filter((r) => r.route === null);
    },
    interactionResponses: world.interactionResponses,
    get messages() {
      return [...world.messages.values()];
    },
    message: (id) => world.messages.get(id),
    lastMessage(predicate = () => true) {
      return [...world.messages.values()].reverse().find(predicate);
    },
    waitForMessage(predicate, timeoutMs) {
      return world.waitFor(() => [...world.messages.values()].find(predicate), 'matching message', timeoutMs);
    },
    get modals() {
      return modalResponses().map((r) => r.data as APIModalInteractionResponseCallbackData);
    },
    waitForInteractionResponse(type, { interactionId, timeoutMs } = {}) {
      const what = `interaction callback of type ${type} (${InteractionResponseType[type]})${interactionId ? ` for ${interactionId}` : ''}`;
      return world.waitFor(
        () => world.interactionResponses.find((r) => r.type === type && (!interactionId || r.interactionId === interactionId)),
        what,
        timeoutMs,
      );
    },
    gatewayPayloads: world.gatewayPayloads,
    get gatewayConnections() {
      return gateway.connections;
    },
    commands: (guildId) => world.commands.get(guildId ?? 'global') ?? [],
    dispatch: (event, data) => gateway.dispatch(event, data),
    clickButton(target, customId, overrides) {
      const { message, component, scene } = componentOn(target, customId, overrides);
      if (component.type !== ComponentType.Button)
        throw new Error(`fake-discord: "${customId}" is a component of type ${String(component.type)}, not a button`);
      // Link and premium buttons have no custom id, so this only catches a hand-made message.
      if (component.style === ButtonStyle.Link || component.style === ButtonStyle.Premium) {
        throw new Error(`fake-discord: button "${customId}" is a link or premium button; clicking it sends no interaction`);
      }
      const payload = buttonInteraction(scene, { customId, message });
      gateway.dispatch('INTERACTION_CREATE', payload);
      return payload;
    },
    selectMenu(target, customId, values, overrides) {
      const { message, component, scene } = componentOn(target, customId, overrides);
      const min = typeof component.min_values === 'number' ? component.min_values : 1;
      const max = typeof component.max_values === 'number' ? component.max_values : 1;
      if (values.length < min || values.length > max) {
        throw new Error(`fake-discord: select menu "${customId}" takes ${min} to ${max} values, not ${values.length}`);
      }
      const options = { customId, message, values };
      let payload: APIInteraction;
      switch (component.type) {
        case ComponentType.StringSelect: {
          const known = ((component.options ?? []) as Array<{ value: string }>).map((o) => o.value);
          const unknown = values.filter((v) => !known.includes(v));
          if (unknown.length)
            throw new Error(`fake-discord: select menu "${customId}" has no option ${unknown.join(', ')} (it has ${known.join(', ')})`);
          payload = stringSelectInteraction(scene, options);
          break;
        }
        case ComponentType.UserSelect:
          payload = userSelectInteraction(scene, options);
          break;
        case ComponentType.RoleSelect:
          payload = roleSelectInteraction(scene, options);
          break;
        case ComponentType.MentionableSelect:
          payload = mentionableSelectInteraction(scene, options);
          break;
        case ComponentType.ChannelSelect:
          payload = channelSelectInteraction(scene, options);
          break;
        default:
          throw new Error(`fake-discord: "${customId}" is a component of type ${String(component.type)}, not a select menu`);
      }
      gateway.dispatch('INTERACTION_CREATE', payload);
      return payload;
    },
    submitModal(values, options = {}) {
      const shown = modalResponses().at(-1);
      const modal = options.modal ?? (shown?.data as APIModalInteractionResponseCallbackData | undefined);
      if (!modal) throw new Error('fake-discord: submitModal() before the bot showed a modal (no MODAL callback yet)');
      // From the user, channel and message of the interaction that opened the modal.
      const opener = options.modal
        ? undefined
        : [...world.interactions.values()].find((r) => r.payload.id === shown!.interactionId)?.payload;
      const actor = opener?.member?.user ?? opener?.user;
      const scene = sceneFor(opener?.channel?.id, { ...(actor ? { user: actor } : {}), ...options.scene });
      const message =
        opener?.type === InteractionType.MessageComponent && opener.message
          ? (world.messages.get(opener.message.id) ?? opener.message)
          : undefined;
      const payload = modalSubmitInteraction(scene, { modal, values, ...(message ? { message } : {}) });
      gateway.dispatch('INTERACTION_CREATE', payload);
      return payload;
    },
    waitForRequest: (predicate, timeoutMs) => world.waitForRequest(predicate, timeoutMs),
    async close() {
      await gateway.close();
      // undici keeps idle keep-alive sockets open; without this, server.close() would wait on them.
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
