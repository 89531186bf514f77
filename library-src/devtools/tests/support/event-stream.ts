// A reader of the devtools live stream for the tests, over node:http so that a test can hold a
// thousand streams at once and see when the server ends one.
import { get, type IncomingMessage } from 'node:http';

// Only so that a broken server fails the test with what was received, instead of hanging it
// until Jest's timeout: nothing in the tests waits for it to pass.
const DEADLINE_MS = 10_000;

export interface EventStream {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** Everything received so far. */
  received(): string;
  /** How many events named `event` were received so far. */
  count(event: string): number;
  /** Resolves once `count(event)` reaches `times`. */
  waitForEvents(event: string, times: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Closes the stream from the browser's side. */
  close(): void;
}

/** Opens GET `url` with `headers` (a session cookie) and reads it as an event stream. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers }, (response: IncomingMessage) => {
      let text = '';
      let wake: () => void = () => undefined;
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        wake();
      });
      response.on('end', () => wake());
      const count = (event: string) => text.split(`event: ${event}\n`).length - 1;
      resolve({
        status: response.statusCode ?? 0,
        received: () => text,
        count,
        waitForEvents: (event, times) =>
          within(
            new Promise<void>((done) => {
              const check = () => {
                if (count(event) >= times) done();
              };
              wake = check;
              check();
            }),
            `${times} "${event}" events`,
            () => text,
          ),
        ended: ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** Waits for the stream to be ended by the server, failing with what it received if it is not. */
export function waitForEnd(stream: EventStream): Promise<void> {
  return within(stream.ended, 'the end of the stream', () => stream.received());
}

function within(promise: Promise<void>, what: string, received: () => string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Waited ${DEADLINE_MS / 1000} s for ${what}; received:\n${received().slice(-2000)}`)),
      DEADLINE_MS,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
