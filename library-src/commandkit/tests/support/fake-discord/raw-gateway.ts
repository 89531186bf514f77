// A raw WebSocket client of the fake's gateway, for tests of the protocol itself (what it sends,
// in which order, what it refuses) without discord.js in between.
import { WebSocket } from 'ws';

/** A gateway payload as it travels: raw JSON. */
export interface RawPayload {
  op: number;
  d: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw gateway JSON
  s: number | null;
  t: string | null;
}

/** An open raw connection: received payloads in order, sending, and how it closed. */
export interface RawGatewayConnection {
  readonly closed: Promise<{ code: number; reason: string }>;
  send(op: number, d: unknown): void;
  /** The next payload received (already queued, or still to come). */
  next(): Promise<RawPayload>;
  close(): Promise<void>;
}

/** Connects to `url` (the gateway URL with its query) and queues what it receives. */
export async function connectRawGateway(url: string): Promise<RawGatewayConnection> {
  const socket = new WebSocket(url);
  const received: RawPayload[] = [];
  const waiting: Array<(payload: RawPayload) => void> = [];
  socket.on('message', (data) => {
    const payload = JSON.parse(data.toString()) as RawPayload;
    const waiter = waiting.shift();
    if (waiter) waiter(payload);
    else received.push(payload);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    closed,
    send: (op, d) => socket.send(JSON.stringify({ op, d })),
    next: () => new Promise<RawPayload>((resolve) => (received.length ? resolve(received.shift()!) : waiting.push(resolve))),
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.close(1000);
      await closed;
    },
  };
}
