import type { ClientEvents } from 'discord.js';
import { getLogger } from '../../logger/logger.ts';
import { Countdown } from '../collector/countdown.ts';
import { toError } from '../collector/to-error.ts';
import type { EventInterceptorContextData } from './types.ts';

/** A listener as {@link EventInterceptor.subscribe} takes it. */
export type InterceptorListener<E extends keyof ClientEvents> = (...args: ClientEvents[E]) => unknown;

/** What a subscription needs from the interceptor that holds it. */
export interface SubscriptionInit<E extends keyof ClientEvents> {
  readonly event: E;
  readonly listener: InterceptorListener<E>;
  readonly options: EventInterceptorContextData<E>;
  /** Takes the subscription out of the interceptor's registry; called once, when it stops accepting emissions. */
  readonly leave: () => void;
}

/**
 * One listener of an {@link EventInterceptor} and its rules, the same rules a component collector
 * follows: the filter runs once per emission, `once` is used up and `autoReset` restarts the timer
 * only on emissions the filter accepted, the timer is its own (so `'time'` comes on time), and
 * errors go to `onError` or the log, never out of the client's listener.
 */
export class InterceptorSubscription<E extends keyof ClientEvents> {
  readonly event: E;
  readonly listener: InterceptorListener<E>;
  readonly #options: EventInterceptorContextData<E>;
  readonly #leave: () => void;
  readonly #countdown = new Countdown(() => void this.end('time'));
  /** Set when `once` was used up by an emission being handled; the end follows. */
  #consumed = false;
  #left = false;
  #ended = false;

  constructor(init: SubscriptionInit<E>) {
    this.event = init.event;
    this.listener = init.listener;
    this.#options = { ...init.options };
    this.#leave = init.leave;
    this.#startCountdown();
  }

  /** Whether it still takes emissions. */
  get active(): boolean {
    return !this.#ended && !this.#consumed;
  }

  /** Offers one emission of the event; resolves once the listener (if called) settled. Never rejects. */
  async offer(args: ClientEvents[E]): Promise<void> {
    if (!this.active) return;
    const { filter, once, autoReset } = this.#options;
    if (filter) {
      let accepted: unknown;
      try {
        accepted = await filter(...args);
      } catch (error) {
        await this.#fail(error, 'filter');
        return;
      }
      // Another emission may have used up `once`, or the subscription ended, meanwhile.
      if (!accepted || !this.active) return;
    }

    if (once === true) {
      this.#consumed = true;
      this.#stopTaking();
    } else if (autoReset === true) {
      this.#startCountdown();
    }

    try {
      await this.listener(...args);
    } catch (error) {
      await this.#fail(error, 'listener');
    }
    if (once === true) await this.end('once');
  }

  /**
   * Ends the subscription: it leaves the interceptor, its timer stops and `onEnd` gets the reason.
   * Does nothing when it already ended. Never rejects.
   */
  async end(reason: string): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    this.#stopTaking();
    const onEnd = this.#options.onEnd;
    if (!onEnd) return;
    try {
      await onEnd(reason);
    } catch (error) {
      getLogger().error(`The onEnd of an EventInterceptor subscription to "${this.event}" threw (reason "${reason}").`, error);
    }
  }

  #stopTaking(): void {
    this.#countdown.clear();
    if (this.#left) return;
    this.#left = true;
    this.#leave();
  }

  #startCountdown(): void {
    this.#countdown.start(this.#options.time ?? Infinity);
  }

  async #fail(error: unknown, where: 'filter' | 'listener'): Promise<void> {
    const onError = this.#options.onError;
    if (!onError) {
      getLogger().error(`The ${where} of an EventInterceptor subscription to "${this.event}" threw.`, error);
      return;
    }
    try {
      await onError(toError(error));
    } catch (failure) {
      getLogger().error(`The onError of an EventInterceptor subscription to "${this.event}" threw.`, failure);
    }
  }
}
