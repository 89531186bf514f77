// EventInterceptor: subscriptions to any client event, each with its own timer, filter, `once`,
// `autoReset` and handlers, on a real discord.js Client whose events the tests emit themselves.
import { Client, type Interaction } from 'discord.js';
import { EventInterceptor as FromComponents } from '../../src/components.ts';
import { EventInterceptor, getLogger, setLogger } from '../../src/index.ts';
import { useEnvironment } from '../../src/hooks.ts';
import { cleanUp, harness, recordingLogger, type RecordingLogger } from '../runtime/support/runtime.ts';
import { buildButton } from './collector-support.ts';

let client: Client;
let interceptor: EventInterceptor;
let logger: RecordingLogger;
let previousLogger: ReturnType<typeof getLogger>;

beforeEach(() => {
  previousLogger = getLogger();
  logger = recordingLogger();
  setLogger(logger);
  client = new Client({ intents: [] });
  interceptor = new EventInterceptor(client);
  // Only the timers are faked: promises and I/O keep working.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});

afterEach(async () => {
  interceptor.destroy();
  jest.useRealTimers();
  setLogger(previousLogger);
  await client.destroy();
});

/** Emits `warn` and lets the interceptor's asynchronous dispatch finish. */
async function warn(message: string): Promise<void> {
  client.emit('warn', message);
  await jest.advanceTimersByTimeAsync(0);
}

function ends() {
  const reasons: string[] = [];
  return { reasons, onEnd: (reason: string) => void reasons.push(reason) };
}

it('is the same class at commandkit and commandkit/components', () => {
  expect(FromComponents).toBe(EventInterceptor);
  expect(interceptor.client).toBe(client);
});

describe('client listeners', () => {
  it('attaches one client listener per event with subscribers and removes it with the last one', async () => {
    const max = client.getMaxListeners();
    expect(interceptor.hasGlobalHandlers()).toBe(false);

    const first = jest.fn();
    const second = jest.fn();
    const onDebug = jest.fn();
    interceptor.subscribe('warn', first);
    interceptor.subscribe('warn', second);
    interceptor.subscribe('debug', onDebug);
    expect(client.listenerCount('warn')).toBe(1);
    expect(client.listenerCount('debug')).toBe(1);
    expect(interceptor.getSubscriberCount('warn')).toBe(2);
    expect(interceptor.hasSubscribers('debug')).toBe(true);
    expect(interceptor.hasSubscribers('messageCreate')).toBe(false);
    expect(interceptor.getGlobalHandlersCount()).toBe(2);
    expect(client.getMaxListeners()).toBe(max + 2);

    interceptor.unsubscribe('warn', first);
    expect(client.listenerCount('warn')).toBe(1);
    interceptor.unsubscribe('warn', second);
    interceptor.unsubscribe('debug', onDebug);
    expect(client.listenerCount('warn')).toBe(0);
    expect(client.listenerCount('debug')).toBe(0);
    expect(interceptor.hasGlobalHandlers()).toBe(false);
    expect(interceptor.getSubscriberCount('warn')).toBe(0);
    expect(client.getMaxListeners()).toBe(max);
  });

  it('hands each emission to the subscribers in the order they subscribed, one after another', async () => {
    const order: string[] = [];
    interceptor.subscribe('warn', async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push(`slow ${message}`);
    });
    interceptor.subscribe('warn', (message) => void order.push(`fast ${message}`));
    client.emit('warn', 'a');
    await jest.advanceTimersByTimeAsync(50);
    expect(order).toEqual(['slow a', 'fast a']);
  });
});

describe('ending a subscription', () => {
  it('unsubscribe() ends it with "unsubscribe" or the given reason; the returned function ends it too', async () => {
    const a = ends();
    const b = ends();
    const c = ends();
    const first = jest.fn();
    const second = jest.fn();
    const stop = interceptor.subscribe('warn', jest.fn(), { onEnd: c.onEnd });
    interceptor.subscribe('warn', first, { onEnd: a.onEnd });
    interceptor.subscribe('warn', second, { onEnd: b.onEnd });
    interceptor.unsubscribe('warn', first);
    interceptor.unsubscribe('warn', second, 'done');
    stop();
    stop();
    await jest.advanceTimersByTimeAsync(0);
    expect([a.reasons, b.reasons, c.reasons]).toEqual([['unsubscribe'], ['done'], ['unsubscribe']]);
    await warn('after');
    expect(first).not.toHaveBeenCalled();
    // A listener that is not subscribed: nothing happens.
    expect(() => interceptor.unsubscribe('warn', first)).not.toThrow();
  });

  it('subscribing the same listener again replaces its subscription', async () => {
    const old = ends();
    const listener = jest.fn();
    const stopOld = interceptor.subscribe('warn', listener, { onEnd: old.onEnd, once: true });
    interceptor.subscribe('warn', listener);
    await jest.advanceTimersByTimeAsync(0);
    expect(old.reasons).toEqual(['unsubscribe']);
    expect(interceptor.getSubscriberCount('warn')).toBe(1);
    // The old subscription's function no longer touches the new one.
    stopOld();
    await warn('x');
    await warn('y');
    expect(listener.mock.calls).toEqual([['x'], ['y']]);
  });

  it('destroy() ends every subscription with "destroy", detaches, and refuses new ones', async () => {
    const a = ends();
    const b = ends();
    interceptor.subscribe('warn', jest.fn(), { onEnd: a.onEnd });
    interceptor.subscribe('debug', jest.fn(), { onEnd: b.onEnd });
    interceptor.destroy();
    await jest.advanceTimersByTimeAsync(0);
    expect([a.reasons, b.reasons]).toEqual([['destroy'], ['destroy']]);
    expect(client.listenerCount('warn') + client.listenerCount('debug')).toBe(0);
    expect(() => interceptor.subscribe('warn', jest.fn())).toThrow(
      'This EventInterceptor was destroyed; create a new one to subscribe again.',
    );
  });

  it('an onEnd that throws is logged', async () => {
    interceptor.subscribe('warn', jest.fn(), {
      onEnd: () => {
        throw new Error('end broke');
      },
    });
    interceptor.destroy();
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.messages('error')).toEqual(['The onEnd of an EventInterceptor subscription to "warn" threw (reason "destroy").']);
  });
});

describe('time, once, autoReset and filter', () => {
  it('"time" ends the subscription by its own timer, to the millisecond', async () => {
    const { reasons, onEnd } = ends();
    interceptor.subscribe('warn', jest.fn(), { time: 1_000, onEnd });
    await jest.advanceTimersByTimeAsync(999);
    expect(reasons).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['time']);
    expect(client.listenerCount('warn')).toBe(0);
  });

  it('without "time" a subscription lives until it is ended', async () => {
    interceptor.subscribe('warn', jest.fn());
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1_000);
    expect(interceptor.hasSubscribers('warn')).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('autoReset restarts the countdown on accepted emissions only', async () => {
    const { reasons, onEnd } = ends();
    const listener = jest.fn();
    interceptor.subscribe('warn', listener, { time: 1_000, autoReset: true, filter: (message) => message === 'yes', onEnd });
    await jest.advanceTimersByTimeAsync(800);
    await warn('no');
    await jest.advanceTimersByTimeAsync(199);
    expect(reasons).toEqual([]);
    await warn('yes');
    await jest.advanceTimersByTimeAsync(999);
    expect(reasons).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(reasons).toEqual(['time']);
    expect(listener.mock.calls).toEqual([['yes']]);
  });

  it('a refused emission neither reaches the listener nor uses up "once"', async () => {
    const { reasons, onEnd } = ends();
    const listener = jest.fn();
    const filter = jest.fn((message: string) => message.startsWith('ok'));
    interceptor.subscribe('warn', listener, { once: true, filter, onEnd });
    await warn('nope');
    expect(listener).not.toHaveBeenCalled();
    expect(interceptor.hasSubscribers('warn')).toBe(true);
    await warn('ok 1');
    await warn('ok 2');
    expect(listener.mock.calls).toEqual([['ok 1']]);
    expect(filter).toHaveBeenCalledTimes(2);
    expect(reasons).toEqual(['once']);
  });

  it('"once" leaves at once, so an emission during a slow listener does not reach it, and ends after the listener settled', async () => {
    const { reasons, onEnd } = ends();
    const listener = jest.fn(() => new Promise((resolve) => setTimeout(resolve, 100)));
    interceptor.subscribe('warn', listener, { once: true, onEnd });
    client.emit('warn', 'first');
    await jest.advanceTimersByTimeAsync(10);
    expect(interceptor.hasSubscribers('warn')).toBe(false);
    expect(client.listenerCount('warn')).toBe(0);
    client.emit('warn', 'second');
    expect(reasons).toEqual([]);
    await jest.advanceTimersByTimeAsync(90);
    expect(reasons).toEqual(['once']);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it('what the listener throws goes to onError as an Error, non-Error values wrapped with their cause', async () => {
    const onError = jest.fn();
    let next: unknown = new Error('broke');
    interceptor.subscribe(
      'warn',
      () => {
        throw next;
      },
      { onError },
    );
    await warn('a');
    next = 'a string';
    await warn('b');
    expect(onError).toHaveBeenNthCalledWith(1, new Error('broke'));
    const wrapped = onError.mock.calls[1][0] as Error;
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.message).toBe('A non-Error value was thrown: a string');
    expect(wrapped.cause).toBe('a string');
    expect(logger.messages('error')).toEqual([]);
    // The subscription keeps going.
    expect(interceptor.hasSubscribers('warn')).toBe(true);
  });

  it('without onError, a failing listener or filter is logged instead of crashing the bot', async () => {
    interceptor.subscribe('warn', () => {
      throw new Error('listener broke');
    });
    interceptor.subscribe('debug', jest.fn(), {
      filter: () => {
        throw new Error('filter broke');
      },
    });
    await warn('a');
    client.emit('debug', 'b');
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.lines.filter(([level]) => level === 'error').map(([, message, error]) => [message, error])).toEqual([
      ['The listener of an EventInterceptor subscription to "warn" threw.', new Error('listener broke')],
      ['The filter of an EventInterceptor subscription to "debug" threw.', new Error('filter broke')],
    ]);
  });

  it('a throwing filter skips the emission without using up "once"; an onError that throws is logged', async () => {
    const listener = jest.fn();
    let fail = true;
    interceptor.subscribe('warn', listener, {
      once: true,
      filter: () => {
        if (fail) throw new Error('filter broke');
        return true;
      },
      onError: () => {
        throw new Error('handler broke');
      },
    });
    await warn('a');
    expect(listener).not.toHaveBeenCalled();
    expect(logger.messages('error')).toEqual(['The onError of an EventInterceptor subscription to "warn" threw.']);
    fail = false;
    await warn('b');
    expect(listener.mock.calls).toEqual([['b']]);
  });

  it('rejects a listener that is not a function and invalid options', () => {
    expect(() => interceptor.subscribe('warn', 'nope' as never)).toThrow(
      new TypeError('EventInterceptor.subscribe() needs a listener function, got string.'),
    );
    expect(() => interceptor.subscribe('warn', jest.fn(), { time: 0 })).toThrow(
      'EventInterceptor.subscribe() got invalid options: "time" must be a number of milliseconds greater than 0 (or Infinity), got 0.',
    );
    expect(() => interceptor.subscribe('warn', jest.fn(), { onEnd: 'x' as never })).toThrow(
      'EventInterceptor.subscribe() got invalid options: "onEnd" must be a function, got string.',
    );
    expect(() => interceptor.subscribe('warn', jest.fn(), null as never)).toThrow(TypeError);
    expect(interceptor.hasGlobalHandlers()).toBe(false);
  });
});

describe("on the running CommandKit's client", () => {
  afterEach(cleanUp);

  it('runs listeners in an "event" environment, so the hooks work in them', async () => {
    jest.useRealTimers();
    const h = await harness({});
    const own = new EventInterceptor(h.client);
    const seen: unknown[] = [];
    own.subscribe(
      'interactionCreate',
      (interaction: Interaction) => {
        const environment = useEnvironment();
        seen.push([environment.kind, environment.event, environment.commandkit === h.commandkit, environment.args?.[0] === interaction]);
      },
      { once: true, filter: (interaction) => interaction.isButton() },
    );
    const click = buildButton(h.client, { customId: 'anything' });
    h.client.emit('interactionCreate', click);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([['event', 'interactionCreate', true, true]]);
    own.destroy();
  });

  it('runs listeners outside any environment on another client', async () => {
    const seen: string[] = [];
    interceptor.subscribe('warn', () => {
      try {
        useEnvironment();
        seen.push('environment');
      } catch {
        seen.push('none');
      }
    });
    await warn('x');
    expect(seen).toEqual(['none']);
  });
});
