/**
 * Wraps a function so that a burst of calls runs it once: each call restarts a timer of `ms`
 * milliseconds, and when the calls stop for that long, the function runs with the arguments and
 * `this` of the last call. Use it for work triggered by many events in a row, such as saving
 * settings after several edits or updating a message after several reactions.
 *
 * Every call returns a promise (whatever the function's type says): all the calls of one burst
 * get the same promise, which settles with the result of the one run, or rejects with what it
 * threw. The run happens in the async context of the last call, so hooks such as
 * {@link useCommandKit} work in it.
 *
 * @typeParam R - What the function returns.
 * @typeParam F - The function's type.
 * @param fn - The function to run.
 * @param ms - How long the calls must stop, in milliseconds, before it runs.
 * @returns The debounced function.
 * @throws `TypeError` when `fn` is not a function; `RangeError` when `ms` is not a finite number
 * of 0 or more.
 *
 * @example
 * ```ts
 * import { debounce } from 'commandkit';
 *
 * const saveSettings = debounce((guildId: string) => db.settings.save(guildId), 2000);
 *
 * // Three edits in a row write to the database once, two seconds after the last one.
 * saveSettings('1187460218543943700');
 * saveSettings('1187460218543943700');
 * await saveSettings('1187460218543943700');
 * ```
 */
// `any` as in the 1.0 signature: any function, whatever its parameters, may be debounced.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function debounce<R, F extends (...args: any[]) => R>(fn: F, ms: number): F {
  if (typeof fn !== 'function') throw new TypeError(`debounce() expects a function, got ${typeof fn}.`);
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
    throw new RangeError(`debounce() expects a delay in milliseconds: a finite number of 0 or more, got ${String(ms)}.`);
  }
  let timer: NodeJS.Timeout | undefined;
  let burst: { promise: Promise<Awaited<R>>; resolve: (value: R) => void; reject: (error: unknown) => void } | undefined;
  let lastThis: unknown;
  let lastArgs: Parameters<F>;

  const debounced = function (this: unknown, ...args: Parameters<F>): Promise<Awaited<R>> {
    // The run happens later, with the `this` of the last call: it has to be kept until then.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    lastThis = this;
    lastArgs = args;
    if (!burst) {
      let resolve!: (value: R) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<Awaited<R>>((yes, no) => {
        resolve = yes as (value: R) => void;
        reject = no;
      });
      burst = { promise, resolve, reject };
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      const current = burst!;
      burst = undefined;
      timer = undefined;
      try {
        current.resolve(fn.apply(lastThis, lastArgs));
      } catch (error) {
        current.reject(error);
      }
    }, ms);
    return burst.promise;
  };
  return debounced as unknown as F;
}
