import { relative, sep } from 'node:path';
import { stopEvents, type LoadedEventHandler } from 'commandkit';
import { findModuleFiles, importFile, listEntries, type ModuleImporter } from './files.ts';

/**
 * Loads the 0.1.x event folders below `directory`: `<event>/<file>`, sub-folders of an event
 * folder included, in file-name order (each sub-folder completely before the next entry). Files
 * directly in `directory` are ignored, as in 0.1.x.
 *
 * Each handler is called as 0.1.x called it: with the event's arguments, then the client and the
 * CommandKit instance. A handler returning a truthy value skips the handlers of the event after it.
 *
 * @param directory - The absolute path of the events folder; missing means no handlers.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The handlers, for `commandkit.addEventHandlers()`.
 * @throws `Error` naming the file when it does not default-export a function or fails to import.
 *
 * @example
 * ```ts
 * commandkit.addEventHandlers(await loadLegacyEvents('/bot/dist/events'));
 * ```
 */
export async function loadLegacyEvents(directory: string, importer: ModuleImporter = importFile): Promise<LoadedEventHandler[]> {
  const handlers: LoadedEventHandler[] = [];
  for (const entry of await listEntries(directory)) {
    if (!entry.directory) continue;
    for (const file of await findModuleFiles(entry.path)) {
      let exports: Record<string, unknown>;
      try {
        exports = await importer(file);
      } catch (error) {
        throw new Error(`Could not load the legacy event file ${file}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
      }
      const handler = exports.default;
      if (typeof handler !== 'function') {
        throw new Error(
          `The legacy event file ${relative(directory, file).split(sep).join('/')} (${file}) does not default-export a function: export default function (...args, client, handler) { ... }.`,
        );
      }
      handlers.push(
        Object.freeze({
          event: entry.name,
          file,
          // CommandKit calls it with (...event arguments, client, commandkit): 0.1.x's order.
          handler: async (...args: unknown[]) => {
            if (await (handler as (...args: unknown[]) => unknown)(...args)) stopEvents();
          },
        }),
      );
    }
  }
  return handlers;
}
