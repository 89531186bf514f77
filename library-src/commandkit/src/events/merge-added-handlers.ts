import { eventKey } from './events-router.ts';
import { eventDirectory } from './scan-events-directory.ts';
import type { LoadedEvent, LoadedEventHandler } from './types.ts';

/**
 * The loaded events with the handlers plugins added (`commandkit.addEventHandlers()`) after the
 * file-based ones of their event, in the order added. A handler of an event no file handles
 * makes a new event, after the loaded ones, whose path is where its directory would be. A
 * handler without `namespace` belongs to a discord.js client event.
 *
 * @param loaded - The events loaded from the events directory.
 * @param added - The handlers plugins added.
 * @param eventsDir - The events directory, for the path of new events.
 * @returns A new list; `loaded` is not changed.
 * @internal
 */
export function mergeAddedHandlers(loaded: readonly LoadedEvent[], added: readonly LoadedEventHandler[], eventsDir: string): LoadedEvent[] {
  const merged = new Map<string, { event: string; namespace: string | null; path: string; handlers: LoadedEventHandler[] }>();
  for (const event of loaded) merged.set(eventKey(event.event, event.namespace), { ...event, handlers: [...event.handlers] });
  for (const handler of added) {
    const namespace = handler.namespace ?? null;
    const key = eventKey(handler.event, namespace);
    const known = merged.get(key);
    if (known) known.handlers.push(handler);
    else
      merged.set(key, { event: handler.event, namespace, path: eventDirectory(eventsDir, handler.event, namespace), handlers: [handler] });
  }
  return [...merged.values()];
}
