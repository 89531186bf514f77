import { EventEmitter } from 'node:events';
import { createEventRunner } from '../../src/events/event-runner.ts';
import { CommandKitEventsChannel } from '../../src/events/events-channel.ts';
import { listenWithRunners } from '../../src/events/listen-with-runners.ts';
import { mergeAddedHandlers } from '../../src/events/merge-added-handlers.ts';
import type { LoadedEvent, LoadedEventHandler } from '../../src/events/types.ts';
import { fakeCommandKit, recordingLogger } from './support.ts';

function handler(
  event: string,
  file: string,
  body: () => unknown,
  options: { namespace?: string | null; once?: boolean } = {},
): LoadedEventHandler {
  return { event, file, handler: body, ...options };
}

describe('mergeAddedHandlers', () => {
  it('appends added handlers to their event, client or namespaced, and makes new events for the others', () => {
    const noop = () => {};
    const loaded: LoadedEvent[] = [
      {
        event: 'messageCreate',
        namespace: null,
        path: '/events/messageCreate',
        handlers: [handler('messageCreate', '/events/messageCreate/a.ts', noop, { namespace: null })],
      },
      {
        event: 'boost',
        namespace: 'custom',
        path: '/events/(custom)/boost',
        handlers: [handler('boost', '/events/(custom)/boost/a.ts', noop, { namespace: 'custom' })],
      },
    ];
    const merged = mergeAddedHandlers(
      loaded,
      [
        handler('messageCreate', '/legacy/messageCreate/x.js', noop),
        handler('boost', '/plugin/boost.js', noop, { namespace: 'custom' }),
        handler('boost', '/plugin/client-boost.js', noop),
        handler('tick', '/plugin/tick.js', noop, { namespace: 'jobs' }),
      ],
      '/events',
    );
    expect(merged.map((event) => [event.namespace, event.event, event.path, event.handlers.map((entry) => entry.file)])).toEqual([
      [null, 'messageCreate', '/events/messageCreate', ['/events/messageCreate/a.ts', '/legacy/messageCreate/x.js']],
      ['custom', 'boost', '/events/(custom)/boost', ['/events/(custom)/boost/a.ts', '/plugin/boost.js']],
      [null, 'boost', '/events/boost', ['/plugin/client-boost.js']],
      ['jobs', 'tick', '/events/(jobs)/tick', ['/plugin/tick.js']],
    ]);
    expect(loaded[0].handlers).toHaveLength(1);
  });
});

describe('listenWithRunners', () => {
  function setup(events: LoadedEvent[]) {
    const logger = recordingLogger();
    const commandkit = fakeCommandKit();
    const client = new EventEmitter();
    const channel = new CommandKitEventsChannel(commandkit, { logger });
    const runners = events.map((event) => createEventRunner({ commandkit, logger }, event));
    return { client, channel, runners, unlisten: listenWithRunners(runners, { client, channel }) };
  }

  it('runs client events from the client and namespaced events from the channel, until unlistened', async () => {
    const calls: string[] = [];
    let done!: () => void;
    let finished = new Promise<void>((resolve) => (done = resolve));
    const record = (label: string) => () => {
      calls.push(label);
      done();
    };
    const { client, channel, unlisten } = setup([
      {
        event: 'messageCreate',
        namespace: null,
        path: '/e/messageCreate',
        handlers: [handler('messageCreate', '/a.ts', record('client'))],
      },
      {
        event: 'messageCreate',
        namespace: 'custom',
        path: '/e/(custom)/messageCreate',
        handlers: [handler('messageCreate', '/b.ts', record('custom'), { namespace: 'custom' })],
      },
    ]);
    client.emit('messageCreate');
    await finished;
    finished = new Promise<void>((resolve) => (done = resolve));
    channel.emit('custom', 'messageCreate');
    await finished;
    expect(calls).toEqual(['client', 'custom']);
    unlisten();
    unlisten();
    expect(client.listenerCount('messageCreate')).toBe(0);
    expect(channel.listenerCount('custom', 'messageCreate')).toBe(0);
  });

  it('stops listening for an event once its once-only handlers have all run', async () => {
    const { client, runners } = setup([
      {
        event: 'clientReady',
        namespace: null,
        path: '/e/clientReady',
        handlers: [handler('clientReady', '/a.ts', () => {}, { once: true })],
      },
    ]);
    let exhausted!: () => void;
    const removed = new Promise<void>((resolve) => (exhausted = resolve));
    client.on('removeListener', (event: string) => {
      if (event === 'clientReady') exhausted();
    });
    expect(client.listenerCount('clientReady')).toBe(1);
    client.emit('clientReady');
    await removed;
    expect(runners[0].exhausted).toBe(true);
    expect(client.listenerCount('clientReady')).toBe(0);
  });
});
