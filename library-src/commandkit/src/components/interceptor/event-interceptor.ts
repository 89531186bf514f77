import type { Client, ClientEvents } from 'discord.js';
import { createEnvironment } from '../../context/environment.ts';
import { runDispatch } from '../../helpers/dispatch-scope.ts';
import { getLogger } from '../../logger/logger.ts';
import { runningCommandKit } from '../../runtime/running-instance.ts';
import type { CommandKitType } from '../../types/runtime-types.ts';
import { invalidTime } from '../collector/collector.ts';
import { InterceptorSubscription, type InterceptorListener } from './subscription.ts';
import type { EventInterceptorContextData } from './types.ts';

type AnyListener = InterceptorListener<keyof ClientEvents>;
type AnySubscription = InterceptorSubscription<keyof ClientEvents>;

/**
 * Subscribes functions to the events of a discord.js client, each with its own lifetime: a
 * `time` limit (restarted by each accepted emission with `autoReset`), a `filter`, single use
 * (`once`), and `onEnd` / `onError` handlers. It attaches one listener to the client per event
 * that has subscribers and removes it when the last one leaves, so short-lived subscriptions
 * (waiting for a reply, a reaction, one click) leave nothing behind.
 *
 * This is the class of the 1.0 line's name. CommandKit's own component handlers
 * ({@link ButtonKit} and the other kits) do not go through it: they run on
 * {@link CommandKit.collectors}, which routes by custom id. Subscriptions follow the same rules
 * as those collectors: the filter runs once per emission, `once` and `autoReset` count only
 * emissions the filter accepted, each subscription has a timer of its own, and what a listener
 * throws goes to `onError` or the log instead of crashing the bot. When the client is the running
 * {@link CommandKit}'s, listeners run in an `'event'` environment, so {@link getContext},
 * {@link after} and the hooks work in them.
 *
 * @example
 * ```ts
 * import { EventInterceptor, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const interceptor = new EventInterceptor(ctx.client);
 *   await ctx.interaction.reply('Say something in the next 30 seconds.');
 *   interceptor.subscribe('messageCreate', (message) => message.reply(`You said: ${message.content}`), {
 *     filter: (message) => message.author.id === ctx.interaction.user.id,
 *     once: true,
 *     time: 30_000,
 *     onEnd: (reason) => reason === 'time' && ctx.interaction.followUp('Too late!'),
 *   });
 * };
 * ```
 */
export class EventInterceptor {
  /** The client whose events are intercepted. */
  readonly client: Client;

  /** Per event, the subscriptions by listener, in the order they were made. */
  readonly #subscriptions = new Map<keyof ClientEvents, Map<AnyListener, AnySubscription>>();
  /**
   * Per event, the listener attached to the client while it has subscribers, and whether the
   * client's listener limit was raised for it (to be lowered again on detach).
   */
  readonly #attached = new Map<keyof ClientEvents, { listener: (...args: unknown[]) => void; raised: boolean }>();
  #destroyed = false;

  /**
   * Creates an interceptor for a client. Nothing is attached to the client until the first
   * {@link EventInterceptor.subscribe}.
   *
   * @param client - The discord.js client.
   */
  constructor(client: Client) {
    this.client = client;
  }

  /**
   * Calls `listener` with each emission of `event` that its options accept, until the
   * subscription ends. Subscribing a listener already subscribed to the same event replaces its
   * subscription; the old one ends with `'unsubscribe'`.
   *
   * @typeParam Event - The client event.
   * @param event - The event, such as `'messageCreate'`.
   * @param listener - Called with the event's arguments; it is awaited, and emissions are handed
   * to the event's subscribers one after another, in the order they subscribed.
   * @param options - Lifetime, filter and handlers; see {@link EventInterceptorContextData}.
   * @returns A function that ends this subscription with `'unsubscribe'` (doing nothing once it
   * ended).
   * @throws `TypeError` when `listener` or a handler is not a function, or `time` is not a number
   * greater than 0; `Error` after {@link EventInterceptor.destroy}.
   */
  subscribe<Event extends keyof ClientEvents>(
    event: Event,
    listener: (...args: ClientEvents[Event]) => unknown,
    options?: EventInterceptorContextData<Event>,
  ): () => void {
    if (this.#destroyed) throw new Error('This EventInterceptor was destroyed; create a new one to subscribe again.');
    if (typeof listener !== 'function')
      throw new TypeError(`EventInterceptor.subscribe() needs a listener function, got ${typeof listener}.`);
    checkOptions(options);

    const subscriptions = this.#subscriptionsOf(event);
    const previous = subscriptions.get(listener as AnyListener);
    const subscription: InterceptorSubscription<Event> = new InterceptorSubscription({
      event,
      listener,
      options: options ?? {},
      leave: () => this.#remove(event, subscription as unknown as AnySubscription),
    });
    // Replace in place, so the listener keeps its turn among the event's subscribers.
    subscriptions.set(listener as AnyListener, subscription as unknown as AnySubscription);
    if (previous) void previous.end('unsubscribe');
    this.#attach(event);
    return () => void subscription.end('unsubscribe');
  }

  /**
   * Ends the subscription of `listener` to `event`; its `onEnd` gets `reason`. Does nothing when
   * the listener is not subscribed.
   *
   * @typeParam Event - The client event.
   * @param event - The event it was subscribed to.
   * @param listener - The listener given to {@link EventInterceptor.subscribe}.
   * @param reason - What `onEnd` receives; `'unsubscribe'` unless given.
   */
  unsubscribe<Event extends keyof ClientEvents>(event: Event, listener: (...args: ClientEvents[Event]) => unknown, reason?: string): void {
    const subscription = this.#subscriptions.get(event)?.get(listener as AnyListener);
    if (subscription) void subscription.end(reason ?? 'unsubscribe');
  }

  /**
   * Ends every subscription with the reason `'destroy'` and detaches from the client; later
   * {@link EventInterceptor.subscribe} calls throw.
   */
  destroy(): void {
    this.#destroyed = true;
    for (const subscriptions of [...this.#subscriptions.values()]) {
      for (const subscription of [...subscriptions.values()]) void subscription.end('destroy');
    }
  }

  /**
   * Whether an event has live subscriptions.
   *
   * @param event - The client event.
   * @returns `true` when at least one subscription to it is live.
   */
  hasSubscribers(event: keyof ClientEvents): boolean {
    return this.getSubscriberCount(event) > 0;
  }

  /**
   * How many live subscriptions an event has.
   *
   * @param event - The client event.
   * @returns The number of subscriptions; 0 when there are none.
   */
  getSubscriberCount(event: keyof ClientEvents): number {
    return this.#subscriptions.get(event)?.size ?? 0;
  }

  /**
   * Whether the interceptor has a listener attached to the client, that is whether any event has
   * live subscriptions.
   *
   * @returns `true` while some subscription is live.
   */
  hasGlobalHandlers(): boolean {
    return this.#attached.size > 0;
  }

  /**
   * How many listeners the interceptor has attached to the client: one per event with live
   * subscriptions, however many subscriptions that event has.
   *
   * @returns The number of attached client listeners.
   */
  getGlobalHandlersCount(): number {
    return this.#attached.size;
  }

  #subscriptionsOf(event: keyof ClientEvents): Map<AnyListener, AnySubscription> {
    let subscriptions = this.#subscriptions.get(event);
    if (!subscriptions) this.#subscriptions.set(event, (subscriptions = new Map()));
    return subscriptions;
  }

  #remove(event: keyof ClientEvents, subscription: AnySubscription): void {
    const subscriptions = this.#subscriptions.get(event);
    // A replaced subscription is no longer the one stored for its listener.
    if (subscriptions?.get(subscription.listener) === subscription) subscriptions.delete(subscription.listener);
    if (subscriptions?.size === 0) {
      this.#subscriptions.delete(event);
      this.#detach(event);
    }
  }

  #attach(event: keyof ClientEvents): void {
    if (this.#attached.has(event)) return;
    const listener = (...args: unknown[]) => {
      this.#dispatch(event, args).catch((error: unknown) => getLogger().error(`EventInterceptor failed to dispatch "${event}".`, error));
    };
    // One more listener on purpose: raise the limit so Node does not warn of a leak.
    const max = this.client.getMaxListeners();
    const raised = max !== 0 && max !== Infinity;
    if (raised) this.client.setMaxListeners(max + 1);
    this.#attached.set(event, { listener, raised });
    this.client.on(event, listener as never);
  }

  #detach(event: keyof ClientEvents): void {
    const attached = this.#attached.get(event);
    if (!attached) return;
    this.#attached.delete(event);
    this.client.off(event, attached.listener as never);
    const max = this.client.getMaxListeners();
    if (attached.raised && max > 0 && max !== Infinity) this.client.setMaxListeners(max - 1);
  }

  async #dispatch(event: keyof ClientEvents, args: unknown[]): Promise<void> {
    const subscriptions = [...(this.#subscriptions.get(event)?.values() ?? [])];
    if (subscriptions.length === 0) return;
    const work = async () => {
      for (const subscription of subscriptions) await subscription.offer(args as never);
    };
    const commandkit = this.#commandkit();
    if (!commandkit) return work();
    return runDispatch(`the EventInterceptor listeners of "${event}"`, work, createEnvironment(commandkit, 'event', { event, args }));
  }

  /** The running CommandKit when it drives this interceptor's client. */
  #commandkit(): CommandKitType | undefined {
    const commandkit = runningCommandKit();
    return commandkit?.hasClient && commandkit.client === this.client ? commandkit : undefined;
  }
}

function checkOptions<E extends keyof ClientEvents>(options: EventInterceptorContextData<E> | undefined): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(
      `EventInterceptor.subscribe() takes an options object as its third argument, got ${options === null ? 'null' : typeof options}.`,
    );
  }
  const timeError = invalidTime(options.time);
  if (timeError) throw new TypeError(`EventInterceptor.subscribe() got invalid options: ${timeError}`);
  for (const key of ['filter', 'onEnd', 'onError'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'function') {
      throw new TypeError(`EventInterceptor.subscribe() got invalid options: "${key}" must be a function, got ${typeof options[key]}.`);
    }
  }
}
