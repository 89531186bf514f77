// Reads the layout of one events directory into ParsedEvent records, without importing anything:
// the EventsRouter and the event loader both build on it, so the layout rules and their errors
// live in one place.
import { join } from 'node:path';
import type { ParsedEvent } from '../helpers/parsed-event.ts';
import { isModuleFile } from '../loader/import-module.ts';
import { listDirectory, type DirectoryEntry } from '../loader/walk.ts';

/**
 * The namespace a directory name declares, `custom` for `(custom)`, or `null` when the name is
 * not in parentheses.
 *
 * @throws `Error` naming the directory when the parentheses are empty, unbalanced, or hold a
 * name the events channel cannot key (one with `:`).
 */
function namespaceOf(entry: DirectoryEntry): string | null {
  const opens = entry.name.startsWith('(');
  const closes = entry.name.endsWith(')');
  if (!opens && !closes) return null;
  if (!opens || !closes) {
    throw new Error(
      `The events directory ${entry.path} has unbalanced parentheses: name a namespace directory (name), such as (custom), or an event directory without parentheses.`,
    );
  }
  const namespace = entry.name.slice(1, -1);
  if (namespace.trim() === '') {
    throw new Error(`The namespace directory ${entry.path} has no name: put one between the parentheses, such as (custom).`);
  }
  if (namespace.includes(':')) {
    throw new Error(
      `The namespace directory ${entry.path} has ":" in its name, which namespaces cannot have: rename it, such as (${namespace.replaceAll(':', '-')}).`,
    );
  }
  return namespace;
}

/**
 * Lists the events of one events directory, in code-point order of their directories: the
 * discord.js client events (`<dir>/<event>/<file>`) and the namespaced custom events
 * (`<dir>/(<namespace>)/<event>/<file>`). Each lists its module files in file-name order, the
 * order its handlers run in; an event directory without module files is left out. Names
 * starting with `_` or `.` are private and skipped; a missing directory has no events.
 *
 * @param eventsDir - The absolute path of the events directory.
 * @returns The events, client and namespaced alike.
 * @throws `Error` naming the path and the fix for a file outside an event directory, a
 * directory inside an event directory, a namespace inside a namespace, a badly named namespace
 * directory, or an events directory that is a file.
 */
export async function scanEventsDirectory(eventsDir: string): Promise<ParsedEvent[]> {
  const events: ParsedEvent[] = [];
  const entries = await listDirectory(eventsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTDIR') throw error;
    throw new Error(`The events directory ${eventsDir} is a file: point CommandKit at the directory that holds the event directories.`, {
      cause: error,
    });
  });
  for (const entry of entries) {
    if (!entry.directory) {
      if (!isModuleFile(entry.name)) continue;
      throw new Error(
        `The event file ${entry.path} is not in an event directory. Move it to events/<event name>/, such as events/messageCreate/${entry.name}.`,
      );
    }
    const namespace = namespaceOf(entry);
    if (namespace === null) {
      const event = await scanEventDirectory(entry, null);
      if (event) events.push(event);
      continue;
    }
    for (const inner of await listDirectory(entry.path)) {
      if (!inner.directory) {
        if (!isModuleFile(inner.name)) continue;
        throw new Error(
          `The event file ${inner.path} is directly in the namespace directory (${namespace}). Move it to events/(${namespace})/<event name>/, such as events/(${namespace})/guildMemberBoost/${inner.name}.`,
        );
      }
      const nested = namespaceOf(inner);
      if (nested !== null) {
        throw new Error(
          `The namespace directory ${inner.path} is inside the namespace (${namespace}); namespaces do not nest. Move it up to events/(${nested})/.`,
        );
      }
      const event = await scanEventDirectory(inner, namespace);
      if (event) events.push(event);
    }
  }
  return events;
}

/** One event directory: its module files, or `undefined` when it has none. */
async function scanEventDirectory(directory: DirectoryEntry, namespace: string | null): Promise<ParsedEvent | undefined> {
  const listeners: string[] = [];
  for (const file of await listDirectory(directory.path)) {
    if (file.directory) {
      throw new Error(`Unexpected directory ${file.path}: put the handlers of "${directory.name}" directly in ${directory.path}.`);
    }
    if (isModuleFile(file.name)) listeners.push(file.path);
  }
  if (listeners.length === 0) return undefined;
  return { event: directory.name, path: directory.path, listeners, namespace };
}

/**
 * Where the handler files of an event live below an events directory: `<dir>/<event>` for a
 * client event, `<dir>/(<namespace>)/<event>` for a namespaced one.
 *
 * @param eventsDir - The events directory.
 * @param event - The event's name.
 * @param namespace - Its namespace, `null` for a client event.
 * @returns The directory's path.
 */
export function eventDirectory(eventsDir: string, event: string, namespace: string | null): string {
  return namespace === null ? join(eventsDir, event) : join(eventsDir, `(${namespace})`, event);
}
