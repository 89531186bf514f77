// The CommandKit instance of this process, kept apart from the class so that modules the class
// imports (the event interceptor) can find the running instance without importing the class.
import type { CommandKitType } from '../types/runtime-types.ts';

let running: CommandKitType | undefined;

/** The CommandKit instance created last and not destroyed yet, if any. */
export function runningCommandKit(): CommandKitType | undefined {
  return running;
}

/**
 * The running instance, for callers that cannot go on without one.
 *
 * @throws `Error` when there is none: no instance was created, or it was destroyed.
 */
export function requireRunningCommandKit(): CommandKitType {
  if (!running) throw new Error('No CommandKit instance is running. Start the bot with bootstrap() or new CommandKit({ client }).');
  return running;
}

/** Records `instance` as the running one (the CommandKit constructor does). */
export function setRunningCommandKit(instance: CommandKitType): void {
  running = instance;
}

/** Forgets `instance` when it is the running one (its `destroy()` does). */
export function releaseRunningCommandKit(instance: CommandKitType): void {
  if (running === instance) running = undefined;
}
