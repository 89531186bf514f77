import { useEffect, useRef, useState } from 'react';
import type { StreamEvent } from '../src/protocol.ts';
import { STREAM_URL, api } from './api.ts';

/** `connecting` until the first open, `live` while open, `reconnecting` after any error. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

type EventHandlers = { readonly [E in StreamEvent as E['event']]: (data: E['data']) => void };

export interface StreamHandlers extends EventHandlers {
  /** The stream opened; `reconnected` is true for every open after the first. */
  readonly open: (reconnected: boolean) => void;
  /** The server refused the stream because the session ended. */
  readonly unauthorized: () => void;
}

const EVENT_NAMES = ['run', 'bot', 'commands', 'events'] as const satisfies readonly StreamEvent['event'][];

// Only for the retries this hook makes itself (see onerror); the browser's own retries follow the
// server's `retry:` field or its default of a few seconds.
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Subscribes to GET /api/stream for as long as the component is mounted and hands each event to
 * `handlers`. The handlers may change on every render: the latest ones are called.
 */
export function useStream(handlers: StreamHandlers): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let failedRetries = 0;
    let hasOpened = false;
    let disposed = false;

    const retryLater = () => {
      if (disposed) return;
      const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** failedRetries);
      failedRetries += 1;
      retryTimer = window.setTimeout(connect, delay);
    };

    const connect = () => {
      const current = new EventSource(STREAM_URL);
      source = current;
      current.onopen = () => {
        failedRetries = 0;
        setStatus('live');
        latest.current.open(hasOpened);
        hasOpened = true;
      };
      current.onerror = () => {
        setStatus('reconnecting');
        // While the state is CONNECTING the browser retries by itself. CLOSED means it gave up:
        // the server answered with something other than an event stream, such as a 401 once the
        // session has ended. Ask the session endpoint which it is before trying again.
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        api.session().then((session) => {
          if (disposed) return;
          if (session.authRequired && !session.authenticated) latest.current.unauthorized();
          else retryLater();
        }, retryLater);
      };
      for (const name of EVENT_NAMES) {
        current.addEventListener(name, (message) => {
          let data: unknown;
          try {
            data = JSON.parse(message.data as string);
          } catch {
            console.warn(`[devtools] Ignored a "${name}" event whose data is not JSON.`);
            return;
          }
          // The event name picks the handler, and the server sends that event's data shape.
          (latest.current[name] as (data: unknown) => void)(data);
        });
      }
    };

    connect();
    return () => {
      disposed = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, []);

  return status;
}
