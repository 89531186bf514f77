import { Events } from 'discord.js';
import type { EventsTree } from '../events/events-router.ts';
import { scanEventsDirectory } from '../events/scan-events-directory.ts';
import type { LoadedEvent, LoadedEventHandler } from '../events/types.ts';
import type { ParsedEvent } from '../helpers/parsed-event.ts';
import type { CommandKitLogger } from '../logger/types.ts';
import { importModule } from './import-module.ts';
import { importFile, type ModuleImporter } from './load-commands.ts';
import { settleInOrder } from './settle-in-order.ts';

const KNOWN_EVENTS = new Set<string>(Object.values(Events));

// Events discord.js still emits under an old name that it deprecates, with the name to use.
const DEPRECATED_EVENTS: Readonly<Record<string, { readonly since: string; readonly use: string }>> = {
  ready: { since: '14.28', use: Events.ClientReady },
};

/**
 * Loads an events directory: `eventsDir/<event>/<file>` for the discord.js client events and
 * `eventsDir/(<namespace>)/<event>/<file>` for the custom events of a namespace, which plugins
 * and bot code emit through `commandkit.events.to(namespace)`. Each file default-exports a
 * handler; exporting `once = true` makes it run on the first occurrence of its event only.
 * Handlers of an event are listed in file-name order (code-point order, so `01-first.ts` before
 * `02-second.ts`), the order they run in.
 *
 * A client event directory not named after a discord.js client event is loaded with a warning,
 * since code of the bot may emit custom events on the client. A deprecated event that
 * discord.js still emits, such as `ready` (use `clientReady`), is loaded with a warning naming
 * the replacement.
 *
 * @param eventsDir - The absolute path of the events directory; a missing one has no events.
 * @param logger - Where the warnings go.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The events, client and namespaced, each with its handlers.
 * @throws `Error` naming the path and the fix when the directory is laid out wrongly (see
 * {@link scanEventsDirectory}) or a file does not default-export a function.
 */
export async function loadEventHandlers(
  eventsDir: string,
  logger: CommandKitLogger,
  importer: ModuleImporter = importModule,
): Promise<LoadedEvent[]> {
  return loadEventsFromTree(await scanEventsDirectory(eventsDir), logger, importer);
}

/**
 * Imports the handler files of events already found, by an {@link EventsRouter} scan (its
 * {@link EventsTree}) or {@link scanEventsDirectory}. See {@link loadEventHandlers} for what a
 * file must export and the warnings.
 *
 * @param events - The events, as a tree or a list.
 * @param logger - Where the warnings go.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The events with their handlers, in the order given; events left without handlers
 * are left out.
 * @throws `Error` naming the file when it fails to import, does not default-export a function,
 * or exports a `once` that is not a boolean.
 */
export async function loadEventsFromTree(
  events: EventsTree | readonly ParsedEvent[],
  logger: CommandKitLogger,
  importer: ModuleImporter = importModule,
): Promise<LoadedEvent[]> {
  const loaded: LoadedEvent[] = [];
  // Array.isArray does not narrow a readonly array type.
  const list: readonly ParsedEvent[] = Array.isArray(events) ? (events as readonly ParsedEvent[]) : Object.values(events as EventsTree);
  for (const parsed of list) {
    if (parsed.namespace === null) warnAboutClientEvent(parsed.event, logger);
    const files = parsed.listeners;
    const modules = await settleInOrder(files.map((file) => importFile(file, 'event', importer, 'default')));
    const handlers = files.map((file, index) => toHandler(parsed, file, modules[index]));
    if (handlers.length > 0) {
      loaded.push(
        Object.freeze({ event: parsed.event, namespace: parsed.namespace, path: parsed.path, handlers: Object.freeze(handlers) }),
      );
    }
  }
  return loaded;
}

/**
 * Loads the discord.js client events of an events directory: {@link loadEventHandlers} without
 * the namespaced events, as a map from event name to handlers (the shape this loader had before
 * namespaces; the namespaced events are checked and imported all the same).
 *
 * @param eventsDir - The absolute path of the events directory.
 * @param logger - Where the warnings go.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The client events' handlers by event name.
 */
export async function loadEvents(
  eventsDir: string,
  logger: CommandKitLogger,
  importer: ModuleImporter = importModule,
): Promise<Map<string, LoadedEventHandler[]>> {
  const events = new Map<string, LoadedEventHandler[]>();
  for (const loaded of await loadEventHandlers(eventsDir, logger, importer)) {
    if (loaded.namespace === null) events.set(loaded.event, [...loaded.handlers]);
  }
  return events;
}

function toHandler(parsed: ParsedEvent, file: string, exports: Record<string, unknown>): LoadedEventHandler {
  const handler = exports.default;
  if (typeof handler !== 'function') {
    throw new Error(`The event file ${file} must default-export a function: export default function (...args) { ... }`);
  }
  const once = exports.once;
  if (once !== undefined && typeof once !== 'boolean') {
    throw new Error(
      `The event file ${file} exports a once that is not a boolean (${typeof once}): export const once = true to run it on the first occurrence only, or remove the export.`,
    );
  }
  return Object.freeze({
    event: parsed.event,
    namespace: parsed.namespace,
    file,
    once: once === true,
    handler: handler as LoadedEventHandler['handler'],
  });
}

function warnAboutClientEvent(event: string, logger: CommandKitLogger): void {
  const deprecated = Object.hasOwn(DEPRECATED_EVENTS, event) ? DEPRECATED_EVENTS[event] : undefined;
  if (deprecated) {
    logger.warn(
      `events/${event}: ${event} is deprecated in discord.js ${deprecated.since}: use ${deprecated.use}. Its handlers still run; rename the directory to events/${deprecated.use}.`,
    );
  } else if (!KNOWN_EVENTS.has(event)) {
    const lower = event.toLowerCase();
    const suggestion =
      [...KNOWN_EVENTS].find((known) => known.toLowerCase() === lower) ??
      Object.entries(DEPRECATED_EVENTS).find(([old]) => old.toLowerCase() === lower)?.[1].use;
    logger.warn(
      `events/${event} is not a discord.js client event${suggestion ? ` (did you mean ${suggestion}?)` : ''}: its handlers run only if something emits "${event}" on the client.`,
    );
  }
}
