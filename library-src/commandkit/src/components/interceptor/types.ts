import type { Awaitable, ClientEvents } from 'discord.js';

/**
 * Receives what a listener (or filter) subscribed through {@link EventInterceptor} threw, and
 * what a component kit's handler threw when given to its `onError`. A thrown value that is not an
 * `Error` arrives wrapped in one, with the value as its `cause`.
 *
 * @param error - The error.
 * @returns Anything; it is awaited, and what it throws is logged.
 */
export type EventInterceptorErrorHandler = (error: Error) => unknown;

/**
 * How one {@link EventInterceptor.subscribe} subscription behaves: how long it lives, which
 * emissions of its event it accepts, whether one is enough, and what runs when it ends or its
 * listener fails. Every field is optional; without `time` the subscription lives until it is
 * unsubscribed.
 *
 * @typeParam E - The client event subscribed to, such as `'interactionCreate'`.
 */
export interface EventInterceptorContextData<E extends keyof ClientEvents> {
  /**
   * How long the subscription lives, in milliseconds, from when it was made (and, with
   * {@link EventInterceptorContextData.autoReset}, from the last emission it accepted). It ends
   * with the reason `'time'` on the dot, by its own timer. Greater than 0; `Infinity` or left out
   * for no limit.
   */
  time?: number;
  /**
   * Whether each accepted emission (one the filter let through) restarts the
   * {@link EventInterceptorContextData.time} countdown. Refused emissions never extend it.
   *
   * @defaultValue `false`
   */
  autoReset?: boolean;
  /**
   * Whether the subscription ends, with the reason `'once'`, after its listener handled one
   * emission. Emissions the filter refuses do not use it up.
   *
   * @defaultValue `false`
   */
  once?: boolean;
  /**
   * Decides whether the listener gets an emission; it receives the event's arguments. Return a
   * falsy value to skip it. If it throws, the emission is skipped and the error handled like a
   * listener's.
   *
   * @param args - The arguments the client emitted the event with.
   * @returns Whether to call the listener; may be a promise.
   */
  filter?: (...args: ClientEvents[E]) => Awaitable<boolean>;
  /**
   * Called once when the subscription ends, with the reason: `'time'`, `'once'`,
   * `'unsubscribe'` (the default of {@link EventInterceptor.unsubscribe}, and what the function
   * returned by {@link EventInterceptor.subscribe} passes), `'destroy'`
   * ({@link EventInterceptor.destroy}), or a reason given to `unsubscribe`. Errors it throws are
   * logged.
   *
   * @param reason - Why it ended.
   * @returns Anything; it is awaited.
   */
  onEnd?: (reason: string) => unknown;
  /**
   * Called when the listener or the filter throws. Without it the error is logged and the bot
   * keeps running.
   */
  onError?: EventInterceptorErrorHandler;
}
