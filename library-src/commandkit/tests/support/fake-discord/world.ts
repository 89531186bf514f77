// What the fake Discord knows and what it saw: the bot, its guilds, registered commands, the
// interactions it dispatched, the messages the bot created, and a log of every REST request and
// gateway payload. The REST server and the gateway both read and write this one object.
import type { IncomingHttpHeaders } from 'node:http';
import {
  MessageFlags,
  MessageType,
  type APIApplication,
  type APIApplicationCommand,
  type APIAttachment,
  type APIInteraction,
  type APIMessage,
  type APIUser,
  type GatewayGuildCreateDispatchData,
  type InteractionResponseType,
} from 'discord.js';
import { snowflake } from './payloads.ts';

export interface UploadedFile {
  /** The form field, e.g. `files[0]`. */
  field: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface RecordedRequest {
  method: string;
  /** The path below `/api/v10`, e.g. `/applications/123/commands`. */
  path: string;
  /** The route that answered, e.g. `PUT /applications/:app/commands`; null when none matched (a 404). */
  route: string | null;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body; for a multipart upload, its `payload_json` part. Undefined when there was none. */
  body: unknown;
  files: UploadedFile[];
  status: number;
  /** What the fake answered (undefined for 204). */
  response: unknown;
}

export interface InteractionResponse {
  interactionId: string;
  token: string;
  type: InteractionResponseType;
  /** The callback's `data`: message fields, autocomplete `choices`, a modal... */
  data: unknown;
}

/** What a gateway client sent: identify, heartbeats, presence updates, member requests. */
export interface ReceivedGatewayPayload {
  op: number;
  d: unknown;
}

interface InteractionRecord {
  payload: APIInteraction;
  responded: boolean;
  /**
   * What the interaction webhook's `@original` names: the reply once there is one; for a component
   * interaction, until then, the message the component is on (after deferUpdate/update it is that).
   */
  originalMessageId?: string;
}

/**
 * The message fields a bot can send in a body (REST create/edit, interaction callbacks, webhooks).
 * On an edit, `null` clears a field (Discord's way to drop content when moving to Components V2).
 */
export interface MessageBody {
  content?: string | null;
  embeds?: APIMessage['embeds'] | null;
  components?: APIMessage['components'] | null;
  flags?: number | null;
  tts?: boolean;
  message_reference?: APIMessage['message_reference'];
  sticker_ids?: string[];
}

export class FakeWorld {
  readonly requests: RecordedRequest[] = [];
  readonly gatewayPayloads: ReceivedGatewayPayload[] = [];
  readonly interactionResponses: InteractionResponse[] = [];
  /** Messages the bot created, by id, in creation order. */
  readonly messages = new Map<string, APIMessage>();
  /** Registered commands: key `global` or a guild id. */
  readonly commands = new Map<string, APIApplicationCommand[]>();
  /** Interactions dispatched through the gateway, by token: the REST routes only know these. */
  readonly interactions = new Map<string, InteractionRecord>();
  readonly botUser: APIUser;
  readonly application: APIApplication;
  readonly guilds: GatewayGuildCreateDispatchData[];
  /** When set, the only token REST and the gateway accept; otherwise any token is. */
  readonly token: string | undefined;
  /** GET /gateway/bot's `shards`: how many shards Discord recommends for this bot. */
  readonly shards: number;
  /** GET /gateway/bot's `session_start_limit.max_concurrency`: identifies allowed per 5 s bucket. */
  readonly maxConcurrency: number;
  private readonly requestListeners = new Set<(request: RecordedRequest) => void>();
  private readonly changeListeners = new Set<() => void>();

  constructor(init: {
    botUser: APIUser;
    application: APIApplication;
    guilds: GatewayGuildCreateDispatchData[];
    token?: string;
    shards?: number;
    maxConcurrency?: number;
  }) {
    this.botUser = init.botUser;
    this.application = init.application;
    this.guilds = init.guilds;
    this.token = init.token;
    this.shards = init.shards ?? 1;
    this.maxConcurrency = init.maxConcurrency ?? 1;
  }

  recordRequest(request: RecordedRequest): void {
    this.requests.push(request);
    for (const listener of [...this.requestListeners]) listener(request);
    for (const listener of [...this.changeListeners]) listener();
  }

  /**
   * Remembers an interaction the gateway delivered, so the REST routes answer for its token. A
   * component interaction's message becomes one of the stored messages if it is not already (a test
   * may build it by hand), so `update()` and `editReply()` have something to edit.
   */
  registerInteraction(payload: APIInteraction): void {
    const record: InteractionRecord = { payload, responded: false };
    if (payload.message) {
      if (!this.messages.has(payload.message.id)) this.messages.set(payload.message.id, structuredClone(payload.message));
      record.originalMessageId = payload.message.id;
    }
    this.interactions.set(payload.token, record);
  }

  /**
   * Resolves with the first truthy value of `condition()`, checked now and after every REST
   * request; rejects after `timeoutMs` with `what` and the requests so far.
   */
  waitFor<T>(condition: () => T | undefined | null | false, what: string, timeoutMs = 5_000): Promise<T> {
    const now = condition();
    if (now) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const listener = () => {
        const value = condition();
        if (!value) return;
        clearTimeout(timer);
        this.changeListeners.delete(listener);
        resolve(value);
      };
      const timer = setTimeout(() => {
        this.changeListeners.delete(listener);
        const log = this.requests.map((r) => `  ${r.method} ${r.path} -> ${r.status}`).join('\n') || '  (none)';
        reject(new Error(`fake-discord: no ${what} within ${timeoutMs} ms. Requests so far:\n${log}`));
      }, timeoutMs);
      this.changeListeners.add(listener);
    });
  }

  /**
   * Resolves with the first request matching `predicate`, looking at those already recorded too:
   * a reply can land before the test starts waiting, and that must not be a timeout.
   */
  waitForRequest(predicate: (request: RecordedRequest) => boolean, timeoutMs = 5_000): Promise<RecordedRequest> {
    const seen = this.requests.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const listener = (request: RecordedRequest) => {
        if (!predicate(request)) return;
        clearTimeout(timer);
        this.requestListeners.delete(listener);
        resolve(request);
      };
      const timer = setTimeout(() => {
        this.requestListeners.delete(listener);
        const log = this.requests.map((r) => `  ${r.method} ${r.path} -> ${r.status}`).join('\n') || '  (none)';
        reject(new Error(`fake-discord: no matching request within ${timeoutMs} ms. Requests so far:\n${log}`));
      }, timeoutMs);
      this.requestListeners.add(listener);
    });
  }

  findChannel(channelId: string) {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (channel) return { guild, channel };
    }
    return undefined;
  }

  /** Stores and returns a message the bot sent; `extra` carries webhook/interaction fields. */
  createMessage(channelId: string, body: MessageBody, files: UploadedFile[], extra: Partial<APIMessage> = {}): APIMessage {
    const id = snowflake();
    const guildId = this.findChannel(channelId)?.guild.id;
    const message: APIMessage = {
      id,
      channel_id: channelId,
      ...(guildId ? { guild_id: guildId } : {}),
      author: this.botUser,
      content: body.content ?? '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: body.tts ?? false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: files.map((file) => attachment(channelId, file)),
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      pinned: false,
      type: body.message_reference ? MessageType.Reply : MessageType.Default,
      flags: (body.flags ?? 0) & STORED_FLAGS,
      ...(body.message_reference ? { message_reference: body.message_reference } : {}),
      ...extra,
    };
    this.messages.set(id, message);
    return message;
  }

  editMessage(id: string, body: MessageBody, files: UploadedFile[]): APIMessage | undefined {
    const existing = this.messages.get(id);
    if (!existing) return undefined;
    // Editing a deferred reply replaces its "thinking…" state with the real message. An edit may
    // toggle SuppressEmbeds and turn IsComponentsV2 on (never off: validation refuses that).
    let flags = (existing.flags ?? 0) & ~MessageFlags.Loading;
    if (typeof body.flags === 'number') {
      flags = (flags & ~MessageFlags.SuppressEmbeds) | (body.flags & (MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2));
    }
    const edited: APIMessage = {
      ...existing,
      ...(body.content !== undefined ? { content: body.content ?? '' } : {}),
      ...(body.embeds !== undefined ? { embeds: body.embeds ?? [] } : {}),
      ...(body.components !== undefined ? { components: body.components ?? [] } : {}),
      ...(files.length ? { attachments: files.map((file) => attachment(existing.channel_id, file)) } : {}),
      flags,
      edited_timestamp: new Date().toISOString(),
    };
    this.messages.set(id, edited);
    return edited;
  }
}

/** The message flags a bot may set and Discord keeps on the message. */
const STORED_FLAGS =
  MessageFlags.SuppressEmbeds |
  MessageFlags.Ephemeral |
  MessageFlags.Loading |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsVoiceMessage |
  MessageFlags.IsComponentsV2;

function attachment(channelId: string, file: UploadedFile): APIAttachment {
  const id = snowflake();
  // Never fetched: the fake keeps nothing but the name and size.
  const url = `https://cdn.discordapp.com/attachments/${channelId}/${id}/${encodeURIComponent(file.filename)}`;
  return { id, filename: file.filename, size: file.size, url, proxy_url: url, content_type: file.contentType };
}
