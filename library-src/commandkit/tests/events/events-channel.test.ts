import { CommandKitEventsChannel } from '../../src/events/events-channel.ts';
import { getEventWorkerContext } from '../../src/helpers/event-worker-context.ts';
import { stopEvents } from '../../src/helpers/signals.ts';
import { fakeCommandKit, recordingLogger } from './support.ts';

function channel() {
  const logger = recordingLogger();
  const commandkit = fakeCommandKit();
  return { logger, commandkit, events: new CommandKitEventsChannel(commandkit, { logger }) };
}

describe('CommandKitEventsChannel', () => {
  it('calls the listeners of <namespace>:<event> in order with the emitted arguments', () => {
    const { events } = channel();
    const calls: unknown[] = [];
    events.on('custom', 'boost', (...args) => calls.push(['first', ...args]));
    events.on('custom', 'boost', (...args) => calls.push(['second', ...args]));
    events.on('other', 'boost', () => calls.push('other namespace'));
    events.on('custom', 'other', () => calls.push('other event'));
    expect(events.emit('custom', 'boost', 1, 'two')).toBe(true);
    expect(calls).toEqual([
      ['first', 1, 'two'],
      ['second', 1, 'two'],
    ]);
    expect(events.emit('custom', 'nobody')).toBe(false);
  });

  it('to(namespace) binds every method to the namespace and is the same object each time', () => {
    const { events } = channel();
    const custom = events.to('custom');
    expect(events.to('custom')).toBe(custom);
    expect(custom.namespace).toBe('custom');
    const calls: unknown[] = [];
    const listener = (value: unknown) => calls.push(['on', value]);
    expect(custom.on('boost', listener).once('boost', (value: unknown) => calls.push(['once', value]))).toBe(custom);
    expect(custom.emit('boost', 1)).toBe(true);
    expect(events.emit('custom', 'boost', 2)).toBe(true);
    custom.off('boost', listener);
    expect(custom.emit('boost', 3)).toBe(false);
    expect(calls).toEqual([
      ['on', 1],
      ['once', 1],
      ['on', 2],
    ]);
  });

  it('once() listeners run on the next occurrence only, and off() removes them before it', () => {
    const { events } = channel();
    const calls: string[] = [];
    const dropped = () => calls.push('dropped');
    events.once('jobs', 'tick', () => calls.push('once'));
    events.once('jobs', 'tick', dropped);
    events.off('jobs', 'tick', dropped);
    events.emit('jobs', 'tick');
    events.emit('jobs', 'tick');
    expect(calls).toEqual(['once']);
    expect(events.listenerCount('jobs', 'tick')).toBe(0);
  });

  it('off() removes the last registration of a listener added twice, and ignores unknown ones', () => {
    const { events } = channel();
    let count = 0;
    const listener = () => void count++;
    events.on('jobs', 'tick', listener).on('jobs', 'tick', listener);
    events.off('jobs', 'tick', () => {});
    events.off('jobs', 'missing', listener);
    events.off('jobs', 'tick', listener);
    events.emit('jobs', 'tick');
    expect(count).toBe(1);
    expect(events.listenerCount('jobs', 'tick')).toBe(1);
  });

  it('removeAllListeners(namespace, event) clears one event; without the event, the whole namespace', () => {
    const { events } = channel();
    const calls: string[] = [];
    events.on('custom', 'a', () => calls.push('custom:a'));
    events.on('custom', 'b', () => calls.push('custom:b'));
    events.on('customer', 'a', () => calls.push('customer:a'));
    events.on('other', 'a', () => calls.push('other:a'));
    events.removeAllListeners('custom', 'a');
    expect(events.emit('custom', 'a')).toBe(false);
    expect(events.emit('custom', 'b')).toBe(true);
    events.to('custom').removeAllListeners();
    expect(events.emit('custom', 'b')).toBe(false);
    // A namespace whose name starts like another one keeps its listeners.
    expect(events.emit('customer', 'a')).toBe(true);
    expect(events.emit('other', 'a')).toBe(true);
    expect(calls).toEqual(['custom:b', 'customer:a', 'other:a']);
  });

  it('runs each listener inside an event worker context describing the event', () => {
    const logger = recordingLogger();
    const commandkit = fakeCommandKit();
    const data = {
      event: 'boost',
      path: '/app/events/(custom)/boost',
      listeners: ['/app/events/(custom)/boost/a.ts'],
      namespace: 'custom',
    };
    const events = new CommandKitEventsChannel(commandkit, {
      logger,
      describe: (namespace, event) => (namespace === 'custom' && event === 'boost' ? data : null),
    });
    const seen: unknown[] = [];
    events.on('custom', 'boost', (value) => {
      const context = getEventWorkerContext();
      seen.push([context.event, context.namespace, context.data, context.commandkit === commandkit, context.arguments, value]);
    });
    events.on('custom', 'plain', () => seen.push(getEventWorkerContext().data));
    events.emit('custom', 'boost', 42);
    events.emit('custom', 'plain');
    expect(seen).toEqual([['boost', 'custom', data, true, [42], 42], { event: 'plain', path: '', listeners: [], namespace: 'custom' }]);
    expect(() => getEventWorkerContext()).toThrow('outside an event handler');
  });

  it('keeps the event worker context across the awaits of an async listener', async () => {
    const { events, logger } = channel();
    let finish!: (value: unknown) => void;
    const finished = new Promise((resolve) => (finish = resolve));
    events.on('custom', 'boost', async () => {
      await Promise.resolve();
      finish(getEventWorkerContext().event);
    });
    events.emit('custom', 'boost');
    await expect(finished).resolves.toBe('boost');
    expect(logger.lines).toEqual([]);
  });

  it('logs a listener that rejects or throws, and the other listeners still run', async () => {
    const { events, logger } = channel();
    const calls: string[] = [];
    events.on('custom', 'boost', async () => {
      await Promise.resolve();
      throw new Error('async broke');
    });
    events.on('custom', 'boost', () => {
      throw new Error('sync broke');
    });
    events.on('custom', 'boost', () => calls.push('last'));
    const rejected = logger.next('error').then(() => logger.next('error'));
    expect(events.emit('custom', 'boost')).toBe(true);
    expect(calls).toEqual(['last']);
    await rejected;
    expect(logger.lines.map(([level, message, error]) => [level, message, (error as Error).message])).toEqual([
      ['error', 'A listener of the event "boost" in the namespace "custom" failed.', 'sync broke'],
      ['error', 'A listener of the event "boost" in the namespace "custom" failed.', 'async broke'],
    ]);
  });

  it('treats stopEvents() in a listener as the end of that listener, not as a failure', () => {
    const { events, logger } = channel();
    const calls: string[] = [];
    events.on('custom', 'boost', () => {
      stopEvents();
    });
    events.on('custom', 'boost', () => calls.push('next'));
    events.emit('custom', 'boost');
    expect(calls).toEqual(['next']);
    expect(logger.lines).toEqual([]);
  });

  it('rejects bad namespaces, event names and listeners with a one-line error', () => {
    const { events } = channel();
    expect(() => events.on('', 'a', () => {})).toThrow(
      new TypeError(
        'An events namespace is a non-empty name without ":", got ""; use the name between the parentheses of events/(<namespace>)/.',
      ),
    );
    expect(() => events.to('a:b')).toThrow('An events namespace is a non-empty name without ":", got "a:b"');
    expect(() => events.emit('custom', '')).toThrow(new TypeError('An event of the namespace "custom" needs a non-empty name, got "".'));
    expect(() => events.on('custom', 'a', 'nope' as never)).toThrow(
      new TypeError('A listener of "custom:a" must be a function, got string.'),
    );
    expect(() => events.removeAllListeners('')).toThrow(TypeError);
  });
});
