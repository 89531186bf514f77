// Small utility types that CommandKit 1.0 exported and that code written for it may use in its
// own signatures. Types only: this module has nothing to run.

/**
 * A value, or a promise of it: what a function may return when CommandKit awaits its result.
 *
 * @typeParam T - The value.
 *
 * @example
 * ```ts
 * import type { MaybePromise } from 'commandkit';
 *
 * const loadPrefix = (guildId: string): MaybePromise<string> => cache.get(guildId) ?? db.prefixOf(guildId);
 * ```
 */
export type MaybePromise<T> = T | Promise<T>;

/**
 * A value, or one of the values that mean "nothing here" in a list that skips them, such as the
 * `plugins` of the config, where `isDev && devtools()` leaves out a plugin.
 *
 * @typeParam T - The value.
 */
export type MaybeFalsey<T> = T | false | null | undefined;

/**
 * Any function taking the arguments `A`.
 *
 * @typeParam A - The arguments, as a tuple such as `[CommandKit]`.
 */
// `any` in both places so that every function fits: with `unknown`, a function taking a string
// would not, and callers could not use what it returns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GenericFunction<A extends any[] = any[]> = (...args: A) => any;

/**
 * An async function taking the arguments `A` and resolving to `R`.
 *
 * @typeParam A - The arguments, as a tuple such as `[CommandKit]`.
 * @typeParam R - What the promise resolves to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AsyncFunction<A extends any[] = any[], R = any> = (...args: A) => Promise<R>;
