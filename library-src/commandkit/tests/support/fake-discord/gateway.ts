// The gateway half of the fake: a WebSocket endpoint speaking Discord's gateway protocol (v10, JSON,
// uncompressed) well enough for discord.js to log in, become ready and receive dispatched events.
//
// Supported: HELLO → IDENTIFY → READY + one GUILD_CREATE per guild (when the Guilds intent is
// set, as on Discord), heartbeats (op 1 → op 11), REQUEST_GUILD_MEMBERS (answered with one chunk of
// the guild's known members), and `dispatch()` of any event with an incrementing sequence.
//
// Sharding works as on Discord: a session identifies as shard [id, count] (none means [0, 1], every
// guild) and sees only the guilds with `(guild_id >> 22) % count === id`, in READY, GUILD_CREATE,
// dispatched events and member requests; events without a guild (DMs) go to shard 0. An impossible
// shard is closed with 4010. Discord demands sharding (4011) only past 2,500 guilds per shard,
// which no test reaches, so any count is accepted, even one below the recommended count.
// Not supported: RESUME. The fake answers it with INVALID_SESSION (d: false), which makes
// discord.js identify afresh — a full reconnect that tests see as a second READY.
// Also not supported: compression and ETF. @discordjs/ws asks for zlib-stream only when the
// optional zlib-sync package is installed (it isn't here) and otherwise sends plain JSON text; if a
// client asks for either, the fake closes with 4012, which discord.js treats as fatal, and says why.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
  type APIInteraction,
  type GatewayDispatchPayload,
} from 'discord.js';
import { WebSocketServer, type WebSocket } from 'ws';
import { shardOf } from './payloads.ts';
import type { FakeWorld } from './world.ts';

/** A dispatch event's name, as the enum or as its string: `GatewayDispatchEvents.MessageCreate` or `'MESSAGE_CREATE'`. */
export type DispatchEventName = `${GatewayDispatchEvents}`;
/** The data of the dispatch event named `E`, e.g. `DispatchData<'MESSAGE_CREATE'>`. */
export type DispatchData<E extends DispatchEventName> = Extract<GatewayDispatchPayload, { t: E }>['d'];

/** A shard as IDENTIFY and READY spell it: `[shard_id, num_shards]`. */
export type ShardTuple = [shardId: number, shardCount: number];

/** What a test can see of a gateway connection (`fake.gatewayConnections`). */
export interface GatewayConnectionInfo {
  /** The shard it identified as ([0, 1] when IDENTIFY had none); undefined until it identifies. */
  shard: ShardTuple | undefined;
  identified: boolean;
}

interface Connection {
  socket: WebSocket;
  /** The last sequence number sent; Discord numbers dispatches per session, starting at 1. */
  sequence: number;
  identified: boolean;
  shard: ShardTuple | undefined;
}

/** The events whose data is the guild itself, so its `id` is the guild's. */
const GUILD_EVENTS: ReadonlySet<string> = new Set([
  GatewayDispatchEvents.GuildCreate,
  GatewayDispatchEvents.GuildUpdate,
  GatewayDispatchEvents.GuildDelete,
]);

/** The guild an event happens in, which decides its shard; undefined for DMs and other guildless events. */
function guildOfEvent(event: string, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = GUILD_EVENTS.has(event) ? (data as { id?: unknown }).id : (data as { guild_id?: unknown }).guild_id;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether a session identified as `shard` owns `guildId`; guildless events belong to shard 0. */
function owns(shard: ShardTuple, guildId: string | undefined): boolean {
  const [id, count] = shard;
  return guildId === undefined ? id === 0 : shardOf(guildId, count) === id;
}

/** Why IDENTIFY's `shard` is impossible, or undefined when it is a valid [id, count]. */
function invalidShard(shard: unknown): string | undefined {
  if (!Array.isArray(shard) || shard.length !== 2 || !shard.every((n) => Number.isInteger(n))) {
    return `shard must be [shard_id, num_shards], not ${JSON.stringify(shard)}`;
  }
  const [id, count] = shard as ShardTuple;
  if (count < 1) return `num_shards must be 1 or more, not ${count}`;
  if (id < 0 || id >= count) return `shard_id must be from 0 to ${count - 1}, not ${id}`;
  return undefined;
}

export function createGateway(world: FakeWorld, options: { url: () => string; heartbeatInterval: number; helloDelayMs: number }) {
  // perMessageDeflate: false keeps the transport uncompressed too (ws clients offer it by default).
  const server = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const connections = new Set<Connection>();

  function send(connection: Connection, op: GatewayOpcodes, d: unknown, t: string | null = null): void {
    const s = op === GatewayOpcodes.Dispatch ? ++connection.sequence : null;
    connection.socket.send(JSON.stringify({ op, d, s, t }));
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    const query = new URL(request.url ?? '/', 'ws://fake-discord').searchParams;
    const problem =
      query.get('v') !== '10'
        ? `API version ${query.get('v')} (only v=10)`
        : query.get('encoding') !== 'json'
          ? `encoding ${query.get('encoding')} (only json)`
          : query.has('compress')
            ? `compression ${query.get('compress')} (none is supported)`
            : undefined;
    if (problem) {
      console.error(`fake-discord: refusing a gateway connection asking for ${problem}: ${request.url}`);
      socket.close(GatewayCloseCodes.InvalidAPIVersion, `fake-discord does not support ${problem}`);
      return;
    }

    const connection: Connection = { socket, sequence: 0, identified: false, shard: undefined };
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return socket.close(GatewayCloseCodes.DecodeError, 'fake-discord expects JSON text frames');
      let payload: { op: number; d: unknown };
      try {
        payload = JSON.parse(raw.toString());
      } catch {
        return socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      }
      world.gatewayPayloads.push({ op: payload.op, d: payload.d });
      onPayload(connection, payload);
    });
    const hello = () => {
      if (socket.readyState === socket.OPEN) send(connection, GatewayOpcodes.Hello, { heartbeat_interval: options.heartbeatInterval });
    };
    if (options.helloDelayMs > 0) setTimeout(hello, options.helloDelayMs);
    else hello();
  }

  function onPayload(connection: Connection, { op, d }: { op: number; d: unknown }): void {
    switch (op) {
      case GatewayOpcodes.Heartbeat:
        return send(connection, GatewayOpcodes.HeartbeatAck, null);
      case GatewayOpcodes.Identify:
        return identify(connection, d as { token: string; intents: number; shard?: [number, number] });
      case GatewayOpcodes.Resume:
        return send(connection, GatewayOpcodes.InvalidSession, false);
      case GatewayOpcodes.RequestGuildMembers:
        return requestGuildMembers(connection, d as { guild_id: string; user_ids?: string | string[]; nonce?: string });
      default:
        // Presence and voice state updates: recorded in world.gatewayPayloads, otherwise ignored.
        return;
    }
  }

  function identify(connection: Connection, d: { token: string; intents: number; shard?: ShardTuple }): void {
    if (connection.identified) return connection.socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
    if (world.token && d.token !== world.token) {
      return connection.socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    }
    const problem = d.shard === undefined ? undefined : invalidShard(d.shard);
    if (problem) return connection.socket.close(GatewayCloseCodes.InvalidShard, `Invalid shard: ${problem}`);
    const shard: ShardTuple = d.shard ? [d.shard[0], d.shard[1]] : [0, 1];
    connection.identified = true;
    connection.shard = shard;
    const guilds = world.guilds.filter((guild) => owns(shard, guild.id));
    send(
      connection,
      GatewayOpcodes.Dispatch,
      {
        v: 10,
        user: world.botUser,
        // Discord lists the shard's guilds as unavailable in READY and sends each in full right after.
        guilds: guilds.map((guild) => ({ id: guild.id, unavailable: true })),
        session_id: randomBytes(16).toString('hex'),
        resume_gateway_url: options.url(),
        shard,
        application: { id: world.application.id, flags: world.application.flags },
      },
      GatewayDispatchEvents.Ready,
    );
    // Without the Guilds intent Discord sends no GUILD_CREATE; discord.js then stops waiting at once.
    if (d.intents & GatewayIntentBits.Guilds) {
      for (const guild of guilds) send(connection, GatewayOpcodes.Dispatch, guild, GatewayDispatchEvents.GuildCreate);
    }
  }

  function requestGuildMembers(connection: Connection, d: { guild_id: string; user_ids?: string | string[]; nonce?: string }): void {
    const guild = world.guilds.find((g) => g.id === d.guild_id);
    // Discord answers only for guilds the requesting session's shard holds; others get nothing.
    if (!guild || !connection.shard || !owns(connection.shard, guild.id)) return;
    const ids = d.user_ids === undefined ? undefined : [d.user_ids].flat();
    const members = guild.members.filter((m) => !ids || ids.includes(m.user!.id));
    const notFound = ids?.filter((id) => !members.some((m) => m.user!.id === id)) ?? [];
    send(
      connection,
      GatewayOpcodes.Dispatch,
      {
        guild_id: guild.id,
        members,
        chunk_index: 0,
        chunk_count: 1,
        not_found: notFound,
        ...(d.nonce ? { nonce: d.nonce } : {}),
      },
      GatewayDispatchEvents.GuildMembersChunk,
    );
  }

  return {
    /** Hand an HTTP upgrade request (from the REST server's `upgrade` event) to the gateway. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      server.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
    },

    /**
     * Sends a dispatch event to every identified client whose shard owns the event's guild (shard 0
     * for an event without one) and returns how many got it. Throws when none did: an event nobody
     * receives is always a mistake in the test (dispatch before login, or a guild of another shard).
     */
    dispatch<E extends DispatchEventName>(event: E, data: DispatchData<E>): number {
      const identified = [...connections].filter((c) => c.identified);
      if (!identified.length) throw new Error(`fake-discord: dispatch(${event}) with no identified gateway client; log in first`);
      const guildId = guildOfEvent(event, data);
      const recipients = identified.filter((c) => owns(c.shard!, guildId));
      if (!recipients.length) {
        const shards = identified.map((c) => `[${c.shard!.join(', ')}]`).join(', ');
        const counts = [...new Set(identified.map((c) => c.shard![1]))];
        const wanted =
          guildId === undefined
            ? 'it has no guild, so it goes to shard 0'
            : `guild ${guildId} is on ${counts.map((count) => `shard ${shardOf(guildId, count)} of ${count}`).join(', or ')}`;
        throw new Error(
          `fake-discord: dispatch(${event}) reached no gateway client: ${wanted}, and the identified clients are shards ${shards}`,
        );
      }
      // REST's interaction routes answer only for interactions the gateway actually delivered.
      if (event === GatewayDispatchEvents.InteractionCreate) {
        world.registerInteraction(data as APIInteraction);
      }
      for (const connection of recipients) send(connection, GatewayOpcodes.Dispatch, data, event);
      return recipients.length;
    },

    /** Clients still connected (identified or not). */
    get connectionCount(): number {
      return connections.size;
    },

    /** The connected clients, oldest first: the shard each identified as, if it has. */
    get connections(): GatewayConnectionInfo[] {
      return [...connections].map((c) => ({ shard: c.shard ? [c.shard[0], c.shard[1]] : undefined, identified: c.identified }));
    },

    /**
     * Drops every client. A client still logged in would take the drop for a network blip and
     * reconnect to a server that is gone, so tests should destroy their clients first; this warns.
     */
    async close(): Promise<void> {
      const open = [...connections].filter((c) => c.socket.readyState === c.socket.OPEN).length;
      if (open) console.warn(`fake-discord: closing with ${open} gateway client(s) still connected; call client.destroy() first`);
      for (const { socket } of connections) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeGateway = ReturnType<typeof createGateway>;
