// CommandKit 1.0 kept the event being handled in an AsyncLocalStorage of its own. Here events run
// in the same dispatch scopes as commands, so the storage below reads the event's run when
// nothing was stored in it directly, and code written for either sees the same event.
import { AsyncLocalStorage } from 'node:async_hooks';
import { useEvent } from '../hooks.ts';
import type { CommandKit } from '../runtime/commandkit.ts';
import { currentEnvironment } from './after.ts';
import type { ParsedEvent } from './parsed-event.ts';

/** The event being handled, as {@link getEventWorkerContext} gives it. */
export interface EventWorkerContext {
  /** The event's name, such as `'messageCreate'`. */
  event: string;
  /** The namespace of a custom event; `null` for discord.js client events. */
  namespace: string | null;
  /** The event's name, directory and handler files. */
  data: ParsedEvent;
  /** The CommandKit instance dispatching the event. */
  commandkit: CommandKit;
  /** The arguments the event was emitted with. */
  // `any`, as in 1.0: each event has its own arguments.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  arguments: any[];
}

// One view per event run, so repeated reads give the same object.
const views = new WeakMap<object, EventWorkerContext>();

function fromEventRun(): EventWorkerContext | undefined {
  const environment = currentEnvironment();
  if (environment?.kind !== 'event') return undefined;
  let view = views.get(environment);
  if (!view) {
    view = {
      event: environment.event ?? '',
      namespace: null,
      data: useEvent(),
      commandkit: environment.commandkit,
      arguments: [...(environment.args ?? [])],
    };
    views.set(environment, view);
  }
  return view;
}

class EventWorkerStorage extends AsyncLocalStorage<EventWorkerContext> {
  override getStore(): EventWorkerContext | undefined {
    return super.getStore() ?? fromEventRun();
  }
}

/**
 * The storage holding the event being handled. `getStore()` gives it in file-based event
 * handlers and code they await; `run()` sets one for a callback, as
 * {@link runInEventWorkerContext} does.
 */
export const eventWorkerContext: AsyncLocalStorage<EventWorkerContext> = new EventWorkerStorage();

/**
 * The event whose handlers are running.
 *
 * @returns The event's name, namespace, files, arguments and CommandKit instance.
 * @throws `Error` when called outside an event handler run by CommandKit (or a
 * {@link runInEventWorkerContext} callback).
 *
 * @example
 * ```ts
 * // src/app/events/messageCreate/log.ts
 * import { getEventWorkerContext } from 'commandkit';
 *
 * export default function () {
 *   const { event, arguments: [message] } = getEventWorkerContext();
 *   console.log(event, message.id);
 * }
 * ```
 */
export function getEventWorkerContext(): EventWorkerContext {
  const context = eventWorkerContext.getStore();
  if (!context) throw new Error('getEventWorkerContext() was called outside an event handler run by CommandKit. Call it from an event handler, or from code it awaits.');
  return context;
}

/**
 * Runs `callback` with `context` as the event being handled, for code that dispatches events of
 * its own and wants {@link getEventWorkerContext} to work in their handlers.
 *
 * @typeParam T - What `callback` returns.
 * @param context - The event.
 * @param callback - The code to run.
 * @returns What `callback` returns.
 */
export function runInEventWorkerContext<T>(context: EventWorkerContext, callback: () => T): T {
  return eventWorkerContext.run(context, callback);
}

/**
 * Tells whether a value describes an event being handled, as {@link getEventWorkerContext}
 * returns.
 *
 * @param worker - The value.
 * @returns `true` for an {@link EventWorkerContext}.
 */
// `any`, as in 1.0: the guard accepts whatever the caller holds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isEventWorkerContext(worker: any): worker is EventWorkerContext {
  return (
    typeof worker === 'object' &&
    worker !== null &&
    typeof worker.event === 'string' &&
    typeof worker.data === 'object' &&
    Array.isArray(worker.arguments) &&
    typeof worker.commandkit === 'object'
  );
}
