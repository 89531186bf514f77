// The event whose handlers run, in an AsyncLocalStorage of its own as in CommandKit 1.0: the
// event runner (events/event-runner.ts) sets it around every file-based handler, and the events
// channel around every listener added with on()/once(). Types only besides the storage, so the
// runner and the channel can import it without reaching the runtime.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommandKitType } from '../types/runtime-types.ts';
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
  commandkit: CommandKitType;
  /** The arguments the event was emitted with. */
  // `any`, as in 1.0: each event has its own arguments.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  arguments: any[];
}

/**
 * The storage holding the event being handled. `getStore()` gives it in file-based event
 * handlers, in listeners added to {@link CommandKitEventsChannel}, and in code they await;
 * `run()` sets one for a callback, as {@link runInEventWorkerContext} does.
 */
export const eventWorkerContext: AsyncLocalStorage<EventWorkerContext> = new AsyncLocalStorage<EventWorkerContext>();

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
  if (!context)
    throw new Error(
      'getEventWorkerContext() was called outside an event handler run by CommandKit. Call it from an event handler, or from code it awaits.',
    );
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
