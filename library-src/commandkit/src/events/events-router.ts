import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParsedEvent } from '../helpers/parsed-event.ts';
import { scanEventsDirectory } from './scan-events-directory.ts';

/** What {@link EventsRouter} is created with. */
export interface EventsRouterOptions {
  /**
   * The events directories to scan, in order: usually `<app>/events`; plugins add more (the
   * legacy plugin adds its own events folder) with {@link EventsRouter.addEntrypoints}.
   */
  entrypoints: string[];
}

/**
 * The events an {@link EventsRouter} found, by key: the event's name for a discord.js client
 * event (`'messageCreate'`), `<namespace>:<event>` for a namespaced one
 * (`'custom:guildMemberBoost'`), so a custom event never hides a client event of the same name.
 */
export type EventsTree = Record<string, ParsedEvent>;

/**
 * The key of an event in an {@link EventsTree}: its name, prefixed with `<namespace>:` when it
 * has a namespace.
 *
 * @param event - The event's name.
 * @param namespace - Its namespace, `null` for a client event.
 * @returns The key.
 * @internal
 */
export function eventKey(event: string, namespace: string | null): string {
  return namespace === null ? event : `${namespace}:${event}`;
}

/**
 * Finds the events in one or more events directories: each `<event>/` directory holds the
 * handler files of a discord.js client event, each `(<namespace>)/<event>/` directory those of
 * a custom event of that namespace. It reads the layout only; the files are imported when the
 * events load.
 *
 * When several entrypoints have the same event, its handler files are listed entrypoint by
 * entrypoint, and its `path` is the first entrypoint's directory.
 *
 * @example
 * ```ts
 * import { EventsRouter } from 'commandkit';
 *
 * const router = new EventsRouter({ entrypoints: ['/bot/src/app/events'] });
 * await router.scan();
 * console.log(router.match('messageCreate')?.listeners);
 * console.log(router.match('guildMemberBoost', 'custom')?.path); // /bot/src/app/events/(custom)/guildMemberBoost
 * ```
 */
export class EventsRouter {
  #entrypoints: string[] = [];
  #events = new Map<string, ParsedEvent>();

  /**
   * @param options - The events directories to scan (absolute, or relative to the current
   * directory).
   * @throws `Error` when no entrypoint is given.
   */
  constructor(options: EventsRouterOptions) {
    if (!Array.isArray(options?.entrypoints) || options.entrypoints.length === 0) {
      throw new Error("An EventsRouter needs at least one events directory: new EventsRouter({ entrypoints: ['<app>/events'] }).");
    }
    this.addEntrypoints(options.entrypoints);
  }

  /** The events directories scanned, in order, as absolute paths (a copy). */
  get entrypoints(): string[] {
    return [...this.#entrypoints];
  }

  /**
   * Adds events directories to scan after those already there; one already listed is not added
   * again. The next {@link EventsRouter.scan} reads them.
   *
   * @param entrypoints - The directories (absolute, or relative to the current directory).
   * @throws `TypeError` when an entry is not a non-empty string.
   */
  addEntrypoints(entrypoints: string[]): void {
    for (const entrypoint of entrypoints) {
      if (typeof entrypoint !== 'string' || entrypoint === '') {
        throw new TypeError(
          `EventsRouter entrypoints are directory paths (strings), got ${JSON.stringify(entrypoint) ?? typeof entrypoint}.`,
        );
      }
      const absolute = resolve(entrypoint);
      if (!this.#entrypoints.includes(absolute)) this.#entrypoints.push(absolute);
    }
  }

  /**
   * Whether every entrypoint exists and is a directory. A missing one is scanned as empty.
   *
   * @returns `true` when all entrypoints are directories.
   */
  isValidPath(): boolean {
    return this.#entrypoints.every((entrypoint) => {
      try {
        return statSync(entrypoint).isDirectory();
      } catch {
        return false;
      }
    });
  }

  /**
   * The event of the last scan with this key or name.
   *
   * @param event - The event's name, or its {@link EventsTree} key (`'custom:guildMemberBoost'`).
   * @param namespace - The namespace of a custom event, as an alternative to a key; leave it
   * out for a client event.
   * @returns The event, or `null` when the last scan did not find it.
   */
  match(event: string, namespace: string | null = null): ParsedEvent | null {
    return this.#events.get(eventKey(event, namespace)) ?? null;
  }

  /** Forgets the events of the last scan. */
  clear(): void {
    this.#events.clear();
  }

  /**
   * Scans the entrypoints again, from scratch.
   *
   * @returns The events found.
   * @throws `Error` naming the path and the fix when an events directory is laid out wrongly;
   * the events of the last scan are kept.
   */
  reload(): Promise<EventsTree> {
    return this.scan();
  }

  /**
   * Scans the entrypoints, in order, and keeps what it finds for {@link EventsRouter.match}
   * (replacing the last scan once the whole scan succeeded).
   *
   * @returns The events found, by key.
   * @throws `Error` naming the path and the fix when an events directory is laid out wrongly
   * (a file outside an event directory, a directory inside one, a namespace inside a namespace,
   * an empty `()`); the events of the last scan are kept.
   */
  async scan(): Promise<EventsTree> {
    const found = new Map<string, ParsedEvent>();
    for (const entrypoint of this.#entrypoints) {
      for (const event of await scanEventsDirectory(entrypoint)) {
        const key = eventKey(event.event, event.namespace);
        const known = found.get(key);
        if (known && known.namespace !== event.namespace) {
          // Only a client event directory with ":" in its name can collide with a namespaced one.
          throw new Error(
            `The events directories ${known.path} and ${event.path} both have the key "${key}": rename the one with ":" in its name.`,
          );
        }
        if (known) known.listeners.push(...event.listeners);
        else found.set(key, event);
      }
    }
    this.#events = found;
    return this.toJSON();
  }

  /**
   * The events of the last scan, by key (copies: changing them does not change the router).
   *
   * @returns The events tree.
   */
  toJSON(): EventsTree {
    return Object.fromEntries([...this.#events].map(([key, event]) => [key, { ...event, listeners: [...event.listeners] }]));
  }
}
