import { Events } from 'discord.js';
import type { LoadedEventHandler } from '../events/types.ts';
import type { CommandKitLogger } from '../logger/types.ts';
import { importModule, isModuleFile } from './import-module.ts';
import { importFile, type ModuleImporter } from './load-commands.ts';
import { settleInOrder } from './settle-in-order.ts';
import { listDirectory } from './walk.ts';

const KNOWN_EVENTS = new Set<string>(Object.values(Events));

// Events discord.js still emits under an old name that it deprecates, with the name to use.
const DEPRECATED_EVENTS: Readonly<Record<string, { readonly since: string; readonly use: string }>> = {
  ready: { since: '14.28', use: Events.ClientReady },
};

/**
 * Loads `eventsDir/<event>/<file>`: each file default-exports a handler of the discord.js event
 * its directory is named after. Handlers of an event are listed in file-name order (code-point
 * order, so `01-first.ts` before `02-second.ts`), the order they run in.
 *
 * A directory not named after a discord.js client event is loaded with a warning, since code of
 * the bot may emit custom events on the client. A deprecated event that discord.js still emits,
 * such as `ready` (use `clientReady`), is loaded with a warning naming the replacement.
 */
export async function loadEvents(
  eventsDir: string,
  logger: CommandKitLogger,
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
