import { CommandKit } from './commandkit.ts';
import { requireRunningCommandKit } from './running-instance.ts';

/**
 * The running CommandKit instance, importable from anywhere: every property read and method call
 * goes to {@link CommandKit.instance} at that moment, so it follows a restart (a new instance
 * after `destroy()`), and it throws an error naming the fix when no bot runs.
 *
 * @example
 * ```ts
 * import { commandkit } from 'commandkit';
 *
 * export async function reloadEverything(): Promise<void> {
 *   await commandkit.reloadCommands();
 *   await commandkit.reloadEvents();
 * }
 * ```
 */
export const commandkit: CommandKit = new Proxy(Object.create(CommandKit.prototype) as CommandKit, {
  get(_, key) {
    const target = requireRunningCommandKit();
    const value: unknown = Reflect.get(target, key, target);
    // Methods read private fields, so they must run on the instance, not on this proxy.
    return typeof value === 'function' ? value.bind(target) : value;
  },
  set(_, key, value) {
    return Reflect.set(requireRunningCommandKit(), key, value);
  },
  has(_, key) {
    return Reflect.has(requireRunningCommandKit(), key);
  },
});
