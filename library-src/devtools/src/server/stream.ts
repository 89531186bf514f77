import type { Response } from 'express';
import type { StreamEvent } from '../protocol.ts';

// Proxies and browsers drop a silent connection after a while; a comment line every 15 s keeps
// the stream open without the UI seeing anything.
const KEEP_ALIVE_MS = 15_000;

/** One open stream, to send it something meant for it alone. */
export interface OpenStream {
  /** Writes an event to this stream only; nothing once it has closed. */
  send(event: StreamEvent): void;
}

/**
 * The open server-sent-event streams of the UI: each browser tab holds one. A change is written
 * to all of them, serialised once; each stream may belong to a session, and ends with it.
 *
 * @internal
 */
export class StreamHub {
  // Each stream and the session it was opened with (`undefined` on a server without a login).
  readonly #clients = new Map<Response, object | undefined>();
  #keepAlive: NodeJS.Timeout | undefined;

  /** How many streams are open. */
  get size(): number {
    return this.#clients.size;
  }

  /**
   * Turns a response into an event stream that stays open until the browser leaves, or until
   * {@link StreamHub.end} is called with `owner`.
   *
   * @param response - The answer to GET /api/stream.
   * @param owner - The session the request came with, if the server has logins.
   */
  open(response: Response, owner?: object): OpenStream {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Ask reverse proxies (nginx) not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    response.write(': connected\n\n');
    this.#clients.set(response, owner);
    response.on('close', () => {
      this.#clients.delete(response);
      this.#tick();
    });
    this.#tick();
    return {
      send: (event) => {
        if (this.#clients.has(response)) response.write(frame(event));
      },
    };
  }

  /** Writes an event to every open stream. */
  send(event: StreamEvent): void {
    if (this.#clients.size === 0) return;
    const text = frame(event);
    for (const client of this.#clients.keys()) client.write(text);
  }

  /** Ends the streams opened with `owner` (its session ended), at once. */
  end(owner: object): void {
    for (const [client, clientOwner] of this.#clients) {
      if (clientOwner !== owner) continue;
      this.#clients.delete(client);
      client.end();
    }
    this.#tick();
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    for (const client of this.#clients.keys()) client.end();
    this.#clients.clear();
    this.#tick();
  }

  #tick(): void {
    if (this.#clients.size > 0 && !this.#keepAlive) {
      this.#keepAlive = setInterval(() => {
        for (const client of this.#clients.keys()) client.write(': keep-alive\n\n');
      }, KEEP_ALIVE_MS);
      this.#keepAlive.unref();
    } else if (this.#clients.size === 0 && this.#keepAlive) {
      clearInterval(this.#keepAlive);
      this.#keepAlive = undefined;
    }
  }
}

function frame({ event, data }: StreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
