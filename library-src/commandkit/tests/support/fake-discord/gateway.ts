// The gateway half of the fake: a WebSocket endpoint speaking Discord's gateway protocol (v10, JSON,
// uncompressed) well enough for discord.js to log in, become ready and receive dispatched events.
//
// Supported: HELLO → IDENTIFY → READY + one GUILD_CREATE per guild (when the Guilds intent is
// set, as on Discord), heartbeats (op 1 → op 11), REQUEST_GUILD_MEMBERS (answered with one chunk of
// the guild's known members), and `dispatch()` of any event with an incrementing sequence.
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
import type { FakeWorld } from './world.ts';

/** A dispatch event's name, as the enum or as its string: `GatewayDispatchEvents.MessageCreate` or `'MESSAGE_CREATE'`. */
export type DispatchEventName = `${GatewayDispatchEvents}`;
/** The data of the dispatch event named `E`, e.g. `DispatchData<'MESSAGE_CREATE'>`. */
export type DispatchData<E extends DispatchEventName> = Extract<GatewayDispatchPayload, { t: E }>['d'];

interface Connection {
  socket: WebSocket;
  /** The last sequence number sent; Discord numbers dispatches per session, starting at 1. */
  sequence: number;
  identified: boolean;
}

export function createGateway(world: FakeWorld, options: { url: () => string; heartbeatInterval: number }) {
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
      query.get('v') !== '10' ? `API version ${query.get('v')} (only v=10)`
      : query.get('encoding') !== 'json' ? `encoding ${query.get('encoding')} (only json)`
      : query.has('compress') ? `compression ${query.get('compress')} (none is supported)`
      : undefined;
    if (problem) {
      console.error(`fake-discord: refusing a gateway connection asking for ${problem}: ${request.url}`);
      socket.close(GatewayCloseCodes.InvalidAPIVersion, `fake-discord does not support ${problem}`);
      return;
    }

    const connection: Connection = { socket, sequence: 0, identified: false };
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
    send(connection, GatewayOpcodes.Hello, { heartbeat_interval: options.heartbeatInterval });
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

  function identify(connection: Connection, d: { token: string; intents: number; shard?: [number, number] }): void {
    if (connection.identified) return connection.socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
    if (world.token && d.token !== world.token) {
      return connection.socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    }
    connection.identified = true;
    send(connection, GatewayOpcodes.Dispatch, {
      v: 10,
      user: world.botUser,
      // Discord lists the guilds as unavailable in READY and sends each in full right after.
      guilds: world.guilds.map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: randomBytes(16).toString('hex'),
      resume_gateway_url: options.url(),
      shard: d.shard ?? [0, 1],
      application: { id: world.application.id, flags: world.application.flags },
    }, GatewayDispatchEvents.Ready);
    // Without the Guilds intent Discord sends no GUILD_CREATE; discord.js then stops waiting at once.
    if (d.intents & GatewayIntentBits.Guilds) {
      for (const guild of world.guilds) send(connection, GatewayOpcodes.Dispatch, guild, GatewayDispatchEvents.GuildCreate);
    }
  }

  function requestGuildMembers(connection: Connection, d: { guild_id: string; user_ids?: string | string[]; nonce?: string }): void {
    const guild = world.guilds.find((g) => g.id === d.guild_id);
    if (!guild) return;
    const ids = d.user_ids === undefined ? undefined : [d.user_ids].flat();
    const members = guild.members.filter((m) => !ids || ids.includes(m.user!.id));
    const notFound = ids?.filter((id) => !members.some((m) => m.user!.id === id)) ?? [];
    send(connection, GatewayOpcodes.Dispatch, {
      guild_id: guild.id, members, chunk_index: 0, chunk_count: 1, not_found: notFound, ...(d.nonce ? { nonce: d.nonce } : {}),
    }, GatewayDispatchEvents.GuildMembersChunk);
  }

  return {
    /** Hand an HTTP upgrade request (from the REST server's `upgrade` event) to the gateway. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      server.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
    },

    /**
     * Sends a dispatch event to every identified client and returns how many got it. Throws when
     * none did: an event nobody receives is always a mistake in the test (dispatch after login).
     */
    dispatch<E extends DispatchEventName>(event: E, data: DispatchData<E>): number {
      const ready = [...connections].filter((c) => c.identified);
      if (!ready.length) throw new Error(`fake-discord: dispatch(${event}) with no identified gateway client; log in first`);
      // REST's interaction routes answer only for interactions the gateway actually delivered.
      if (event === GatewayDispatchEvents.InteractionCreate) {
        world.registerInteraction(data as APIInteraction);
      }
      for (const connection of ready) send(connection, GatewayOpcodes.Dispatch, data, event);
      return ready.length;
    },

    /** Clients still connected (identified or not). */
    get connectionCount(): number {
      return connections.size;
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
