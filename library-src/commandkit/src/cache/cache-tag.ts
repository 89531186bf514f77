/**
 * The property under which a cached function carries its id: every function the `"use cache"`
 * transform compiled has it (not enumerable), except class methods, and other functions do not.
 * The id names the function's file, its name and a hash of its code, such as
 * `'src/lib/users.ts#getUser:1a2b3c4d'`. `isCachedFunction()` of `commandkit/cache` is the usual
 * way to ask whether a function is cached; read the property to log which cached function ran.
 *
 * The symbol is registered (`Symbol.for`), so functions compiled against another copy of
 * CommandKit carry the same one.
 *
 * @example
 * ```ts
 * import { COMMANDKIT_CACHE_TAG } from 'commandkit';
 * import { getUser } from './lib/users.ts';
 *
 * console.log(Reflect.get(getUser, COMMANDKIT_CACHE_TAG)); // 'src/lib/users.ts#getUser:1a2b3c4d'
 * ```
 */
export const COMMANDKIT_CACHE_TAG: unique symbol = Symbol.for('commandkit.cache.function');
