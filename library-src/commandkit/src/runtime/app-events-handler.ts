import { join } from 'node:path';
import { createEventRunner, willEmitEventThroughPlugins, type EventRunner } from '../events/event-runner.ts';
import { eventKey } from '../events/events-router.ts';
import { listenWithRunners } from '../events/listen-with-runners.ts';
import { mergeAddedHandlers } from '../events/merge-added-handlers.ts';
import type { LoadedEvent, LoadedEventHandler } from '../events/types.ts';
import type { ParsedEvent } from '../helpers/parsed-event.ts';
import { loadEventsFromTree } from '../loader/load-events.ts';
import { callHook, notifyPlugins, runLoadHook } from '../plugins/plugin-runtime.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import { checkAddedEventHandler } from './plugin-additions.ts';

/** One loaded event as {@link AppEventsHandler.getEvents} lists it. */
export interface LoadedEventSummary {
  /** The event's name. */
  name: string;
  /** Its namespace, `null` for a discord.js client event. */
  namespace: string | null;
  /** The files of its handlers that run on every occurrence, in order. */
  regularListeners: string[];
  /** The files of its handlers that run on the first occurrence only (`export const once = true`). */
  onceListeners: string[];
  /** Where it was found. */
  metadata: ParsedEvent;
}

/**
 * The event handlers of a bot: loads the events directory (discord.js client events, and custom
 * events in `(namespace)` directories), listens to the client and to the events channel
 * (`commandkit.events`), and runs the handlers. It is `commandkit.eventHandler`.
 */
export class AppEventsHandler {
  /** The CommandKit instance the handlers belong to. */
  readonly commandkit: CommandKitType;
  #events: LoadedEvent[] = [];
  #clientHandlers = new Map<string, LoadedEventHandler[]>();
  #runners = new Map<string, EventRunner>();
  #unlisten: (() => void) | undefined;
  // Open only while the plugins' onBeforeEventsLoad hooks run.
  #perLoad: LoadedEventHandler[] | undefined;

  /**
   * @param commandkit - The CommandKit instance the handlers belong to.
   */
  constructor(commandkit: CommandKitType) {
    this.commandkit = commandkit;
  }

  /** The loaded handlers of discord.js client events by event name, each list in the order they run. */
  get handlers(): ReadonlyMap<string, readonly LoadedEventHandler[]> {
    return this.#clientHandlers;
  }

  /**
   * The loaded handlers of one event.
   *
   * @param event - The event's name.
   * @param namespace - The namespace of a custom event; `null` for a client event.
   * @returns The handlers in the order they run, or `undefined` when none are loaded.
   */
  get(event: string, namespace: string | null = null): readonly LoadedEventHandler[] | undefined {
    return this.#events.find((loaded) => loaded.event === event && loaded.namespace === namespace)?.handlers;
  }

  /**
   * The loaded events, one entry per event and namespace.
   *
   * @returns A new list.
   */
  getEvents(): LoadedEventSummary[] {
    return this.#events.map((loaded) => ({
      name: loaded.event,
      namespace: loaded.namespace,
      regularListeners: loaded.handlers.filter((handler) => !handler.once).map((handler) => handler.file),
      onceListeners: loaded.handlers.filter((handler) => handler.once).map((handler) => handler.file),
      metadata: {
        event: loaded.event,
        namespace: loaded.namespace,
        path: loaded.path,
        listeners: loaded.handlers.map((handler) => handler.file),
      },
    }));
  }

  /**
   * Scans the events directory (`<appDir>/events`) with `commandkit.eventsRouter`, loads its
   * files with the handlers plugins add in their `onBeforeEventsLoad` hook, replaces what was
   * loaded, and listens for the events loaded. Runs the plugins' `onEventsRouterInit`,
   * `onBeforeEventsLoad` and `onAfterEventsLoad` hooks.
   *
   * @throws `Error` naming the file when an event file is invalid; what was loaded before stays.
   */
  async loadEvents(): Promise<void> {
    const { commandkit } = this;
    const { logger, plugins } = commandkit;
    await notifyPlugins(logger, plugins.list, 'onEventsRouterInit', plugins);
    const perLoad: LoadedEventHandler[] = (this.#perLoad = []);
    try {
      await runLoadHook(logger, plugins.list, 'onBeforeEventsLoad', plugins, 'its event handlers');
    } finally {
      this.#perLoad = undefined;
    }
    const fromFiles = await loadEventsFromTree(await commandkit.eventsRouter.scan(), logger);
    const events = mergeAddedHandlers(fromFiles, perLoad, join(commandkit.appDir, 'events'));
    const deps = {
      commandkit,
      logger,
      willEmitEvent: willEmitEventThroughPlugins(
        () => plugins.list,
        (plugin, event) => callHook(logger, plugin, 'willEmitEvent', () => plugin.willEmitEvent(plugins, event)),
      ),
    };
    this.#events = events;
    this.#runners = new Map(events.map((loaded) => [eventKey(loaded.event, loaded.namespace), createEventRunner(deps, loaded)]));
    this.#clientHandlers = new Map(
      events.filter((loaded) => loaded.namespace === null).map((loaded) => [loaded.event, [...loaded.handlers]]),
    );
    this.listen();
    await notifyPlugins(logger, plugins.list, 'onAfterEventsLoad', plugins);
  }

  /** @internal Adds per-load handlers; see {@link CommandKit.addEventHandlers}. */
  addForThisLoad(handlers: readonly LoadedEventHandler[]): void {
    if (!this.#perLoad) {
      throw new Error("addEventHandlers() can only be called from a plugin's onBeforeEventsLoad hook; call it there, on every load.");
    }
    if (!Array.isArray(handlers)) throw new TypeError('addEventHandlers() takes an array of loaded event handlers.');
    for (const handler of handlers) this.#perLoad.push(checkAddedEventHandler(handler));
  }

  /**
   * Runs the loaded handlers of an event; see {@link CommandKit.dispatchEvent}.
   *
   * @param event - The event name.
   * @param args - The arguments the event was emitted with.
   * @param namespace - The namespace of a custom event; `null` for a client event.
   */
  async dispatch(event: string, args: readonly unknown[], namespace: string | null = null): Promise<void> {
    await this.#runners.get(eventKey(event, namespace))?.run(args);
  }

  /**
   * Listens to the client and the events channel for every loaded event (again: earlier
   * listeners are removed first).
   */
  listen(): void {
    this.unlisten();
    this.#unlisten = listenWithRunners([...this.#runners.values()], { client: this.commandkit.client, channel: this.commandkit.events });
  }

  /** Stops listening to the client and the events channel. */
  unlisten(): void {
    this.#unlisten?.();
    this.#unlisten = undefined;
  }
}
