import { getContext } from '../../src/context/environment.ts';
import type { CommandKitEventDispatch } from '../../src/events/event-dispatch.ts';
import { createEventRunner, willEmitEventThroughPlugins, type EventRunnerDeps } from '../../src/events/event-runner.ts';
import type { LoadedEvent, LoadedEventHandler } from '../../src/events/types.ts';
import { after } from '../../src/helpers/after.ts';
import { getEventWorkerContext } from '../../src/helpers/event-worker-context.ts';
import { stopEvents } from '../../src/helpers/signals.ts';
import { fakeCommandKit, recordingLogger } from './support.ts';

type Body = (...args: unknown[]) => unknown;

function handler(file: string, body: Body, once = false, namespace: string | null = null): LoadedEventHandler {
  return { event: 'boost', namespace, file, once, handler: body };
}

function loaded(handlers: LoadedEventHandler[], namespace: string | null = null): LoadedEvent {
  return { event: 'boost', namespace, path: namespace === null ? '/app/events/boost' : `/app/events/(${namespace})/boost`, handlers };
}

function deps(extra: Partial<EventRunnerDeps> = {}) {
  const logger = recordingLogger();
  const commandkit = fakeCommandKit();
  return { logger, commandkit, deps: { commandkit, logger, ...extra } };
}

describe('createEventRunner', () => {
  it('runs the handlers in order with the arguments, the client and CommandKit, in the event worker context and the run environment', async () => {
    const { deps: runnerDeps, commandkit, logger } = deps();
    const calls: unknown[] = [];
    const event = loaded(
      [
        handler('/a.ts', (...args) => {
          const context = getEventWorkerContext();
          calls.push(['a', args, context.event, context.namespace, context.data, context.arguments, context.commandkit === commandkit]);
          after(() => calls.push('after'));
        }),
        handler('/b.ts', async (...args) => {
          await Promise.resolve();
          calls.push(['b', args.length, getEventWorkerContext().event, getContext().kind, getContext().event]);
        }),
      ],
      'custom',
    );
    await createEventRunner(runnerDeps, event).run(['payload']);
    expect(calls).toEqual([
      [
        'a',
        ['payload', commandkit.client, commandkit],
        'boost',
        'custom',
        { event: 'boost', path: '/app/events/(custom)/boost', listeners: ['/a.ts', '/b.ts'], namespace: 'custom' },
        ['payload'],
        true,
      ],
      ['b', 3, 'boost', 'event', 'boost'],
      'after',
    ]);
    expect(logger.lines).toEqual([]);
  });

  it('stopEvents() skips the handlers after it, for that occurrence only', async () => {
    const { deps: runnerDeps, logger } = deps();
    const calls: string[] = [];
    const runner = createEventRunner(
      runnerDeps,
      loaded([
        handler('/1.ts', () => calls.push('1')),
        handler('/2.ts', (value) => {
          if (value === 'stop') stopEvents();
          calls.push('2 went on');
        }),
        handler('/3.ts', () => calls.push('3')),
      ]),
    );
    await runner.run(['stop']);
    expect(calls).toEqual(['1']);
    expect(logger.messages('debug')).toEqual(['The boost handler /2.ts called stopEvents(): the handlers after it did not run.']);
    calls.length = 0;
    await runner.run(['go']);
    expect(calls).toEqual(['1', '2 went on', '3']);
    expect(logger.messages('error')).toEqual([]);
  });

  it('logs a failing handler with its file, and runs the next one', async () => {
    const { deps: runnerDeps, logger } = deps();
    const calls: string[] = [];
    const broken = new Error('handler broke');
    await createEventRunner(
      runnerDeps,
      loaded(
        [
          handler(
            '/1.ts',
            () => {
              throw broken;
            },
            false,
            'custom',
          ),
          handler(
            '/2.ts',
            async () => {
              await Promise.resolve();
              throw new Error('async broke');
            },
            false,
            'custom',
          ),
          handler('/3.ts', () => calls.push('3'), false, 'custom'),
        ],
        'custom',
      ),
    ).run([]);
    expect(calls).toEqual(['3']);
    expect(logger.lines.map(([level, message, error]) => [level, message, (error as Error).message])).toEqual([
      ['error', 'The (custom)/boost handler /1.ts failed.', 'handler broke'],
      ['error', 'The (custom)/boost handler /2.ts failed.', 'async broke'],
    ]);
    expect(logger.lines[0][2]).toBe(broken);
  });

  it('runs a once-only handler on the first occurrence that reaches it, and is exhausted when only such handlers ran', async () => {
    const { deps: runnerDeps } = deps();
    const calls: string[] = [];
    const mixed = createEventRunner(
      runnerDeps,
      loaded([
        handler('/stopper.ts', (value) => {
          calls.push('stopper');
          if (value === 'stop') stopEvents();
        }),
        handler('/once.ts', () => calls.push('once'), true),
      ]),
    );
    await mixed.run(['stop']);
    await mixed.run(['go']);
    await mixed.run(['go']);
    // Skipped by stopEvents() the first time, the once-only handler ran on the next occurrence.
    expect(calls).toEqual(['stopper', 'stopper', 'once', 'stopper']);
    expect(mixed.exhausted).toBe(false);

    calls.length = 0;
    const onceOnly = createEventRunner(
      runnerDeps,
      loaded([
        handler('/a.ts', () => calls.push('a'), true),
        handler(
          '/b.ts',
          () => {
            calls.push('b');
            throw new Error('b broke');
          },
          true,
        ),
      ]),
    );
    expect(onceOnly.exhausted).toBe(false);
    await onceOnly.run([]);
    expect(onceOnly.exhausted).toBe(true);
    await onceOnly.run([]);
    // A once-only handler that threw counts as run.
    expect(calls).toEqual(['a', 'b']);
  });

  it('runs a once-only handler once even when occurrences overlap', async () => {
    const { deps: runnerDeps } = deps();
    const calls: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const runner = createEventRunner(
      runnerDeps,
      loaded([
        handler('/gate.ts', async (label) => {
          calls.push(`gate ${label}`);
          if (first) {
            first = false;
            await gate;
          }
        }),
        handler('/once.ts', (label) => calls.push(`once ${label}`), true),
      ]),
    );
    const slow = runner.run(['A']);
    await runner.run(['B']);
    release();
    await slow;
    expect(calls).toEqual(['gate A', 'gate B', 'once B']);
  });

  it('asks nothing and runs nothing once exhausted', async () => {
    const seen: unknown[] = [];
    const { deps: runnerDeps } = deps({ willEmitEvent: (dispatch) => void seen.push(dispatch.name) });
    const runner = createEventRunner(runnerDeps, loaded([handler('/a.ts', () => seen.push('a'), true)]));
    await runner.run([]);
    await runner.run([]);
    expect(seen).toEqual(['boost', 'a']);
  });
});

describe('willEmitEvent', () => {
  function plugin(name: string, hook: (event: CommandKitEventDispatch) => unknown) {
    return { name, hook };
  }

  it('hands the plugins the dispatch; changes to args reach the handlers; accept() stops the later plugins', async () => {
    const asked: unknown[] = [];
    const plugins = [
      plugin('first', (event) => {
        asked.push(['first', event.name, event.namespace, event.once, event.metadata, [...event.args]]);
        event.args.push('from first');
      }),
      plugin('second', (event) => {
        asked.push(['second', [...event.args]]);
        event.args = ['replaced', ...event.args];
        event.accept();
      }),
      plugin('third', () => asked.push('third')),
    ];
    const received: unknown[] = [];
    const { deps: runnerDeps, commandkit } = deps({
      willEmitEvent: willEmitEventThroughPlugins(
        () => plugins,
        (entry, event) => entry.hook(event),
      ),
    });
    const event = loaded(
      [handler('/a.ts', (...args) => received.push(args, getEventWorkerContext().arguments), false, 'custom')],
      'custom',
    );
    await createEventRunner(runnerDeps, event).run(['original']);
    expect(asked).toEqual([
      [
        'first',
        'boost',
        'custom',
        false,
        { event: 'boost', path: '/app/events/(custom)/boost', listeners: ['/a.ts'], namespace: 'custom' },
        ['original'],
      ],
      ['second', ['original', 'from first']],
    ]);
    expect(received).toEqual([
      ['replaced', 'original', 'from first', commandkit.client, commandkit],
      ['replaced', 'original', 'from first'],
    ]);
  });

  it('marks the dispatch once when every handler about to run is once-only', async () => {
    const flags: boolean[] = [];
    const { deps: runnerDeps } = deps({ willEmitEvent: (dispatch) => void flags.push(dispatch.once) });
    await createEventRunner(runnerDeps, loaded([handler('/a.ts', () => {}, true)])).run([]);
    const mixed = createEventRunner(runnerDeps, loaded([handler('/a.ts', () => {}, true), handler('/b.ts', () => {})]));
    await mixed.run([]);
    await mixed.run([]);
    expect(flags).toEqual([true, false, false]);
  });

  it('logs a failing hook or a non-array args, and runs the handlers anyway', async () => {
    const received: unknown[][] = [];
    const { deps: failing, logger } = deps({
      willEmitEvent: (dispatch) => {
        dispatch.args.push('added');
        throw new Error('hook broke');
      },
    });
    await createEventRunner(failing, loaded([handler('/a.ts', (...args) => received.push(args.slice(0, -2)))])).run(['x']);
    expect(received).toEqual([['x', 'added']]);
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['error', `A plugin's willEmitEvent failed for the event "boost"; its handlers run with the arguments as they stand.`],
    ]);

    const { deps: mangling, logger: second } = deps({
      willEmitEvent: (dispatch) => {
        (dispatch as { args: unknown }).args = 'not an array';
      },
    });
    await createEventRunner(mangling, loaded([handler('/a.ts', (...args) => received.push(args.slice(0, -2)), false, 'jobs')], 'jobs')).run(
      ['y'],
    );
    expect(received[1]).toEqual(['y']);
    expect(second.messages('error')).toEqual([
      `A plugin's willEmitEvent set event.args of the event "boost" of the namespace "jobs" to something other than an array; its handlers run with the arguments it was emitted with.`,
    ]);
  });

  it('reads the plugin list at each occurrence', async () => {
    const asked: string[] = [];
    const plugins: { name: string }[] = [];
    const { deps: runnerDeps } = deps({
      willEmitEvent: willEmitEventThroughPlugins(
        () => plugins,
        (entry) => void asked.push(entry.name),
      ),
    });
    const runner = createEventRunner(runnerDeps, loaded([handler('/a.ts', () => {})]));
    await runner.run([]);
    plugins.push({ name: 'late' });
    await runner.run([]);
    expect(asked).toEqual(['late']);
  });
});
