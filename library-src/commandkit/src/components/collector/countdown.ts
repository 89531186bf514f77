import { outsideDispatch } from '../../helpers/dispatch-scope.ts';

/** The longest delay `setTimeout` takes; longer times are waited in several steps. */
const MAX_DELAY = 2_147_483_647;

/**
 * One restartable timer, the lifetime of a collector or an {@link EventInterceptor} subscription:
 * {@link Countdown.start} (re)starts it, and `onExpire` runs once when it runs out without being
 * restarted or cleared. Times longer than `setTimeout` allows are waited in steps, `Infinity`
 * never runs out, and the timer never keeps the process alive.
 */
export class Countdown {
  readonly #onExpire: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** @param onExpire - Called when a started countdown runs out. */
  constructor(onExpire: () => void) {
    this.#onExpire = onExpire;
  }

  /**
   * Starts the countdown from now, replacing a running one.
   *
   * @param time - Milliseconds until it runs out; `Infinity` for never.
   */
  start(time: number): void {
    this.clear();
    if (time !== Infinity) this.#wait(time);
  }

  /** Stops the countdown without calling `onExpire`. */
  clear(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #wait(remaining: number): void {
    const delay = Math.min(remaining, MAX_DELAY);
    // Created outside the caller's run, so the timer neither keeps that run's scope alive nor
    // sees its environment when it fires.
    this.#timer = outsideDispatch(() =>
      setTimeout(() => {
        this.#timer = undefined;
        if (remaining > delay) this.#wait(remaining - delay);
        else this.#onExpire();
      }, delay),
    );
    this.#timer.unref?.();
  }
}
