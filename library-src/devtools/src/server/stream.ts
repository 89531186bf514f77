import type { Response } from 'express';
import type { StreamEvent } from '../protocol.ts';

// Proxies and browsers drop a silent connection after a while; a comment line every 15 s keeps
// the stream open without the UI seeing anything.
const KEEP_ALIVE_MS = 15_000;

/**
 * The open server-sent-event streams of the UI: each browser tab holds one, and every event is
 * written to all of them.
 *
 * @internal
 */
export class StreamHub {
  readonly #clients = new Set<Response>();
  #keepAlive: NodeJS.Timeout | undefined;

  /** How many streams are open. */
  get size(): number {
    return this.#clients.size;
  }

  /** Turns a response into an event stream that stays open until the browser leaves. */
  open(response: Response): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Ask reverse proxies (nginx) not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    response.write(': connected\n\n');
    this.#clients.add(response);
    response.on('close', () => {
      this.#clients.delete(response);
      this.#tick();
    });
    this.#tick();
  }

  /** Writes an event to every open stream. */
  send({ event, data }: StreamEvent): void {
    if (this.#clients.size === 0) return;
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of this.#clients) client.write(frame);
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
    this.#tick();
  }

  #tick(): void {
    if (this.#clients.size > 0 && !this.#keepAlive) {
      this.#keepAlive = setInterval(() => {
        for (const client of this.#clients) client.write(': keep-alive\n\n');
      }, KEEP_ALIVE_MS);
      this.#keepAlive.unref();
    } else if (this.#clients.size === 0 && this.#keepAlive) {
      clearInterval(this.#keepAlive);
      this.#keepAlive = undefined;
    }
  }
}
