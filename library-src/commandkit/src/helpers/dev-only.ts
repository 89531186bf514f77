import { COMMANDKIT_IS_DEV } from './run-mode.ts';

/**
 * Wraps a function so that it runs only under `commandkit dev` ({@link COMMANDKIT_IS_DEV}):
 * elsewhere, calling the wrapper does nothing and returns `undefined`. Use it for diagnostics you
 * want while developing and never in production, such as dumping state or timing handlers.
 *
 * The wrapper passes its arguments and `this` through. Its type is the function's, but outside
 * development mode it returns `undefined` whatever the function's return type says, so use it
 * for functions whose result you do not need.
 *
 * @typeParam T - The function's type.
 * @param fn - The function to wrap.
 * @returns The wrapper.
 * @throws `TypeError` when `fn` is not a function.
 *
 * @example
 * ```ts
 * import { devOnly } from 'commandkit';
 *
 * const trace = devOnly((label: string, value: unknown) => console.dir({ label, value }, { depth: 5 }));
 *
 * trace('settings', settings); // prints under `commandkit dev` only
 * ```
 */
// `any` as in the 1.0 signature: any function, whatever its parameters, may be wrapped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function devOnly<T extends (...args: any[]) => any>(fn: T): T {
  if (typeof fn !== 'function') throw new TypeError(`devOnly() expects a function, got ${typeof fn}.`);
  const wrapper = function (this: unknown, ...args: Parameters<T>): ReturnType<T> | undefined {
    return COMMANDKIT_IS_DEV ? fn.apply(this, args) : undefined;
  };
  return wrapper as T;
}
