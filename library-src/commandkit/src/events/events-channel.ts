import { EventEmitter } from 'node:events';
import { runInEventWorkerContext, type EventWorkerContext } from '../helpers/event-worker-context.ts';
import type { ParsedEvent } from '../helpers/parsed-event.ts';
import { StopEventPropagationError } from '../helpers/signals.ts';
import { getLogger } from '../logger/logger.ts';
import type { CommandKitLogger } from '../logger/types.ts';
import type { CommandKitType } from '../types/runtime-types.ts';

/**
 * A listener of a custom event: called with the arguments the event was emitted with. It may be
 * async; a rejection is logged, never left unhandled.
 */
// `any`, as in 1.0: each event has its own arguments, and typed listeners must fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventsChannelListener = (...args: any[]) => unknown;

/** Options of a {@link CommandKitEventsChannel}. */
export interface CommandKitEventsChannelOptions {
  /**
   * Where the failures of listeners are logged.
   *
   * @defaultValue the logger installed when the failure happens (`setLogger`)
   */
  logger?: CommandKitLogger;
  /**
   * Describes an event for the event worker context of its listeners (`useEvent()`,
   * `getEventWorkerContext().data`): CommandKit passes the events router's lookup, so the
   * context names the event's directory and files.
   *
   * @defaultValue an event with no directory (`path` empty) and no files
   */
  describe?: (namespace: string, event: string) => ParsedEvent | null;
}

/**
 * The custom events of one namespace, as {@link CommandKitEventsChannel.to} returns it: the
 * channel's methods without the namespace argument.
 */
export interface NamespacedEventsChannel {
  /** The namespace this object is bound to. */
  readonly namespace: string;
  /**
   * Adds a listener of an event of this namespace. See {@link CommandKitEventsChannel.on}.
   *
   * @param event - The event's name.
   * @param listener - Called with the event's arguments.
   * @returns This object.
   */
  on(event: string, listener: EventsChannelListener): NamespacedEventsChannel;
  /**
   * Adds a listener that runs on the next occurrence only. See {@link CommandKitEventsChannel.once}.
   *
   * @param event - The event's name.
   * @param listener - Called with the event's arguments.
   * @returns This object.
   */
  once(event: string, listener: EventsChannelListener): NamespacedEventsChannel;
  /**
   * Removes a listener. See {@link CommandKitEventsChannel.off}.
   *
   * @param event - The event's name.
   * @param listener - The listener given to `on` or `once`.
   * @returns This object.
   */
  off(event: string, listener: EventsChannelListener): NamespacedEventsChannel;
  /**
   * Emits an event of this namespace. See {@link CommandKitEventsChannel.emit}.
   *
   * @param event - The event's name.
   * @param args - What the listeners receive.
   * @returns Whether the event had listeners.
   */
  emit(event: string, ...args: unknown[]): boolean;
  /**
   * Removes the listeners of one event of this namespace, or of all of them.
   * See {@link CommandKitEventsChannel.removeAllListeners}.
   *
   * @param event - The event's name; leave it out for every event of the namespace.
   * @returns This object.
   */
  removeAllListeners(event?: string): NamespacedEventsChannel;
}

interface Registration {
  readonly listener: EventsChannelListener;
  readonly wrapper: (...args: unknown[]) => void;
}

/**
 * The custom events of a bot, by namespace: plugins and bot code emit them, and the handler
 * files in `events/(<namespace>)/<event>/` run for them (CommandKit listens here for those
 * files). It is `commandkit.events`, and what `useEvents()` returns.
 *
 * Each listener runs inside an event worker context, so `getEventWorkerContext()` and
 * `useEvent()` work in it. A listener that throws or rejects is logged with its event and the
 * other listeners still run: the code emitting the event never sees a listener's failure.
 * `stopEvents()` in a listener added here only ends that listener; it is among the handler files
 * of an event, which CommandKit runs one after another, that it skips the files after the one
 * calling it.
 *
 * Namespaces are non-empty names without `:`; an event's key in the underlying emitter is
 * `<namespace>:<event>`.
 *
 * @example
 * ```ts
 * import { useEvents } from 'commandkit/events';
 * import type { GuildMember } from 'discord.js';
 *
 * // Runs src/app/events/(custom)/guildMemberBoost/*.ts, and the listeners added below.
 * export function announceBoost(member: GuildMember) {
 *   useEvents().to('custom').emit('guildMemberBoost', { member, guild: member.guild });
 * }
 *
 * useEvents().on('custom', 'guildMemberBoost', async ({ member }) => {
 *   await member.send('Thanks for boosting!');
 * });
 * ```
 */
export class CommandKitEventsChannel {
  /** The CommandKit instance whose events these are. */
  readonly commandkit: CommandKitType;
  readonly #emitter = new EventEmitter();
  readonly #registrations = new Map<string, Registration[]>();
  readonly #namespaces = new Map<string, NamespacedEventsChannel>();
  readonly #logger: CommandKitLogger | undefined;
  readonly #describe: CommandKitEventsChannelOptions['describe'];

  /**
   * @param commandkit - The CommandKit instance the events belong to (listeners see it in their
   * event worker context).
   * @param options - Where failures are logged, and how events are described.
   */
  constructor(commandkit: CommandKitType, options: CommandKitEventsChannelOptions = {}) {
    this.commandkit = commandkit;
    this.#logger = options.logger;
    this.#describe = options.describe;
  }

  /**
   * The events of one namespace, with the methods of this channel bound to it. The same object
   * is returned for the same namespace.
   *
   * @param namespace - The namespace, such as `'custom'`.
   * @returns The namespace's events.
   * @throws `TypeError` for an empty namespace or one with `:`.
   */
  to(namespace: string): NamespacedEventsChannel {
    checkNamespace(namespace);
    let bound = this.#namespaces.get(namespace);
    if (!bound) {
      const view: NamespacedEventsChannel = {
        namespace,
        on: (event, listener) => {
          this.on(namespace, event, listener);
          return view;
        },
        once: (event, listener) => {
          this.once(namespace, event, listener);
          return view;
        },
        off: (event, listener) => {
          this.off(namespace, event, listener);
          return view;
        },
        emit: (event, ...args) => this.emit(namespace, event, ...args),
        removeAllListeners: (event) => {
          this.removeAllListeners(namespace, event);
          return view;
        },
      };
      this.#namespaces.set(namespace, (bound = view));
    }
    return bound;
  }

  /**
   * Adds a listener of a custom event. Adding the same function twice makes it run twice.
   *
   * @param namespace - The event's namespace.
   * @param event - The event's name.
   * @param listener - Called with the arguments of each occurrence.
   * @returns This channel.
   * @throws `TypeError` for a bad namespace or event name, or a listener that is not a function.
   */
  on(namespace: string, event: string, listener: EventsChannelListener): this {
    return this.#add(namespace, event, listener, false);
  }

  /**
   * Adds a listener that runs on the next occurrence of a custom event only.
   *
   * @param namespace - The event's namespace.
   * @param event - The event's name.
   * @param listener - Called with the arguments of the next occurrence.
   * @returns This channel.
   * @throws `TypeError` for a bad namespace or event name, or a listener that is not a function.
   */
  once(namespace: string, event: string, listener: EventsChannelListener): this {
    return this.#add(namespace, event, listener, true);
  }

  /**
   * Removes a listener added with {@link CommandKitEventsChannel.on} or
   * {@link CommandKitEventsChannel.once}: the one added last, when it was added more than once.
   * A listener that is not there is ignored.
   *
   * @param namespace - The event's namespace.
   * @param event - The event's name.
   * @param listener - The function given when it was added.
   * @returns This channel.
   */
  off(namespace: string, event: string, listener: EventsChannelListener): this {
    const key = keyOf(namespace, event);
    const list = this.#registrations.get(key);
    const index = list ? list.findLastIndex((registration) => registration.listener === listener) : -1;
    if (list && index !== -1) this.#remove(key, list[index]);
    return this;
  }

  /**
   * Emits a custom event: its listeners run now, in the order they were added, each in an event
   * worker context; async ones go on after `emit` returns. Failures are logged, not thrown.
   *
   * @param namespace - The event's namespace.
   * @param event - The event's name.
   * @param args - What the listeners receive.
   * @returns Whether the event had listeners.
   * @throws `TypeError` for a bad namespace or event name.
   */
  emit(namespace: string, event: string, ...args: unknown[]): boolean {
    return this.#emitter.emit(keyOf(namespace, event), ...args);
  }

  /**
   * Removes the listeners of one custom event, or of every event of a namespace when `event` is
   * left out.
   *
   * @param namespace - The namespace.
   * @param event - The event's name.
   * @returns This channel.
   * @throws `TypeError` for a bad namespace or event name.
   */
  removeAllListeners(namespace: string, event?: string): this {
    if (event !== undefined) {
      const key = keyOf(namespace, event);
      for (const registration of [...(this.#registrations.get(key) ?? [])]) this.#remove(key, registration);
      return this;
    }
    checkNamespace(namespace);
    const prefix = `${namespace}:`;
    for (const [key, list] of [...this.#registrations]) {
      if (!key.startsWith(prefix)) continue;
      for (const registration of [...list]) this.#remove(key, registration);
    }
    return this;
  }

  /**
   * How many listeners a custom event has (file-based handlers count as one, CommandKit's).
   *
   * @param namespace - The event's namespace.
   * @param event - The event's name.
   * @returns The number of listeners.
   */
  listenerCount(namespace: string, event: string): number {
    return this.#registrations.get(keyOf(namespace, event))?.length ?? 0;
  }

  #add(namespace: string, event: string, listener: EventsChannelListener, once: boolean): this {
    const key = keyOf(namespace, event);
    if (typeof listener !== 'function') {
      throw new TypeError(`A listener of "${key}" must be a function, got ${listener === null ? 'null' : typeof listener}.`);
    }
    const registration: Registration = {
      listener,
      wrapper: (...args: unknown[]) => {
        if (once) this.#remove(key, registration);
        this.#call(namespace, event, listener, args);
      },
    };
    const list = this.#registrations.get(key);
    if (list) list.push(registration);
    else this.#registrations.set(key, [registration]);
    this.#emitter.on(key, registration.wrapper);
    return this;
  }

  #remove(key: string, registration: Registration): void {
    const list = this.#registrations.get(key);
    const index = list?.indexOf(registration) ?? -1;
    if (!list || index === -1) return;
    list.splice(index, 1);
    if (list.length === 0) this.#registrations.delete(key);
    this.#emitter.off(key, registration.wrapper);
  }

  #call(namespace: string, event: string, listener: EventsChannelListener, args: unknown[]): void {
    const context: EventWorkerContext = {
      event,
      namespace,
      data: this.#describe?.(namespace, event) ?? { event, path: '', listeners: [], namespace },
      commandkit: this.commandkit,
      arguments: args,
    };
    const report = (error: unknown) => {
      // stopEvents() ends this listener; there is nothing after it to skip.
      if (error instanceof StopEventPropagationError) return;
      (this.#logger ?? getLogger()).error(`A listener of the event "${event}" in the namespace "${namespace}" failed.`, error);
    };
    try {
      const result = runInEventWorkerContext(context, () => listener(...args));
      if (isThenable(result)) Promise.resolve(result).catch(report);
    } catch (error) {
      report(error);
    }
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

function checkNamespace(namespace: string): void {
  if (typeof namespace !== 'string' || namespace === '' || namespace.includes(':')) {
    throw new TypeError(
      `An events namespace is a non-empty name without ":", got ${JSON.stringify(namespace) ?? typeof namespace}; use the name between the parentheses of events/(<namespace>)/.`,
    );
  }
}

function keyOf(namespace: string, event: string): string {
  checkNamespace(namespace);
  if (typeof event !== 'string' || event === '') {
    throw new TypeError(`An event of the namespace "${namespace}" needs a non-empty name, got ${JSON.stringify(event) ?? typeof event}.`);
  }
  return `${namespace}:${event}`;
}
