import { join } from 'node:path';
import { createEnvironment } from '../context/environment.ts';
import type { LoadedEventHandler } from '../events/types.ts';
import { runDispatch } from '../helpers/after.ts';
import { StopEventsSignal } from '../helpers/signals.ts';
import { loadEvents } from '../loader/load-events.ts';
import { notifyPlugins } from '../plugins/plugin-runtime.ts';
import type { CommandKit } from './commandkit.ts';
import { checkAddedEventHandler, mergeEventHandlers } from './plugin-additions.ts';

/**
 * The event handlers of a bot: loads the events directory, listens to the client for the events
 * it has handlers of, and runs them. It is `commandkit.eventHandler`.
 */
export class AppEventsHandler {
  /** The CommandKit instance the handlers belong to. */
  readonly commandkit: CommandKit;
  #events = new Map<string, LoadedEventHandler[]>();
  #listeners: [string, (...args: unknown[]) => void][] = [];
  // Open only while the plugins' onBeforeEventsLoad hooks run.
  #perLoad: LoadedEventHandler[] | undefined;

  /**
   * @param commandkit - The CommandKit instance the handlers belong to.
   */
  constructor(commandkit: CommandKit) {
    this.commandkit = commandkit;
  }

  /** The loaded event handlers by event name, each list in the order the handlers run. */
  get handlers(): ReadonlyMap<string, readonly LoadedEventHandler[]> {
    return this.#events;
  }

  /**
   * The loaded events, one entry per event: its name and the files of its handlers, in order.
   *
   * @returns A new list.
   */
  getEvents(): { name: string; listeners: string[] }[] {
    return [...this.#events].map(([name, handlers]) => ({ name, listeners: handlers.map((handler) => handler.file) }));
  }

  /**
   * Loads the events directory (`<appDir>/events`) with the handlers plugins add in their
   * `onBeforeEventsLoad` hook, replaces what was loaded, and listens to the client for the
   * events loaded. Runs the plugins' `onEventsRouterInit`, `onBeforeEventsLoad` and
   * `onAfterEventsLoad` hooks.
   *
   * @throws `Error` naming the file when an event file is invalid; what was loaded before stays.
   */
  async loadEvents(): Promise<void> {
    const { logger, plugins } = this.commandkit;
    await notifyPlugins(logger, plugins.list, 'onEventsRouterInit', plugins);
    const perLoad: LoadedEventHandler[] = (this.#perLoad = []);
    try {
      await notifyPlugins(logger, plugins.list, 'onBeforeEventsLoad', plugins);
    } finally {
      this.#perLoad = undefined;
    }
    this.#events = mergeEventHandlers(await loadEvents(join(this.commandkit.appDir, 'events'), logger), perLoad);
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
   */
  async dispatch(event: string, args: readonly unknown[]): Promise<void> {
    const handlers = this.#events.get(event);
    if (!handlers) return;
    const { commandkit } = this;
    await runDispatch(
      `the event "${event}"`,
      async () => {
        for (const { file, handler } of handlers) {
          try {
            await handler(...args, commandkit.client, commandkit);
          } catch (error) {
            if (error instanceof StopEventsSignal) break;
            commandkit.logger.error(`The ${event} handler ${file} failed.`, error);
          }
        }
      },
      createEnvironment(commandkit, 'event', { event, args }),
    );
  }

  /** Listens to the client for every loaded event (again: earlier listeners are removed first). */
  listen(): void {
    this.unlisten();
    const { client, logger } = this.commandkit;
    for (const event of this.#events.keys()) {
      const listener = (...args: unknown[]) => {
        this.dispatch(event, args).catch((error: unknown) => logger.error(`Handling "${event}" failed.`, error));
      };
      client.on(event, listener);
      this.#listeners.push([event, listener]);
    }
  }

  /** Stops listening to the client. */
  unlisten(): void {
    for (const [event, listener] of this.#listeners.splice(0)) this.commandkit.client.off(event, listener);
  }
}
