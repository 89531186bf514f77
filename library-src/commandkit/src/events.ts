/**
 * The events of the running bot, for code that is handed neither `ctx` nor the CommandKit
 * instance. CommandKit 1.0 shipped this entry point broken (Node could not load it); this one
 * loads.
 *
 * @module
 */
import type { LoadedEventHandler } from './events/types.ts';
import { useCommandKit } from './hooks.ts';

/**
 * The event handlers of the running CommandKit instance, by event name, each list in the order
 * the handlers run: `events` of the CommandKit instance {@link useCommandKit} finds. A reload
 * (`commandkit.load()`) replaces the map, so call `useEvents()` again rather than keeping its
 * result.
 *
 * @returns The loaded event handlers by event name.
 * @throws `Error` when no CommandKit instance is running.
 *
 * @example
 * ```ts
 * import { useEvents } from 'commandkit/events';
 *
 * export function handlerCount(event: string): number {
 *   return useEvents().get(event)?.length ?? 0;
 * }
 * ```
 */
export function useEvents(): ReadonlyMap<string, readonly LoadedEventHandler[]> {
  return useCommandKit().events;
}
