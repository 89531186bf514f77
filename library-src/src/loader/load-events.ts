import { Events } from 'discord.js';
import type { LoadedEventHandler } from '../events/types.ts';
import type { Logger } from '../logger/logger.ts';
import { importModule, isModuleFile } from './import-module.ts';
import { importFile, type ModuleImporter } from './load-commands.ts';
import { settleInOrder } from './settle-in-order.ts';
import { listDirectory } from './walk.ts';

const KNOWN_EVENTS = new Set<string>(Object.values(Events));

/**
 * Loads `eventsDir/<event>/<file>`: each file default-exports a handler of the discord.js event
 * its directory is named after. Handlers of an event are listed in file-name order (code-point
 * order, so `01-first.ts` before `02-second.ts`), the order they run in.
 */
export async function loadEvents(
  eventsDir: string,
  logger: Logger,
  importer: ModuleImporter = importModule,
): Promise<Map<string, LoadedEventHandler[]>> {
  const events = new Map<string, LoadedEventHandler[]>();
  for (const entry of await listDirectory(eventsDir)) {
    if (!entry.directory) {
      if (!isModuleFile(entry.name)) continue;
      throw new Error(
        `The event file ${entry.path} is not in an event directory. Move it to events/<event name>/, such as events/messageCreate/${entry.name}.`,
      );
    }
    const event = entry.name;
    if (!KNOWN_EVENTS.has(event)) {
      const suggestion = [...KNOWN_EVENTS].find((known) => known.toLowerCase() === event.toLowerCase());
      logger.warn(
        `events/${event} is not a discord.js client event${suggestion ? ` (did you mean ${suggestion}?)` : ''}: its handlers run only if something emits "${event}" on the client.`,
      );
    }
    const handlers: LoadedEventHandler[] = [];
    const files = (await listDirectory(entry.path)).filter((file) => {
      if (file.directory) {
        throw new Error(`Unexpected directory ${file.path}: put the handlers of "${event}" directly in ${entry.path}.`);
      }
      return isModuleFile(file.name);
    });
    const modules = await settleInOrder(files.map((file) => importFile(file.path, 'event', importer, 'default')));
    for (const [index, file] of files.entries()) {
      const exports = modules[index];
      const handler = exports.default;
      if (typeof handler !== 'function') {
        throw new Error(
          `The event file ${file.path} must default-export a function: export default function (...args) { ... }`,
        );
      }
      handlers.push(Object.freeze({ event, file: file.path, handler: handler as LoadedEventHandler['handler'] }));
    }
    if (handlers.length > 0) events.set(event, handlers);
  }
  return events;
}
