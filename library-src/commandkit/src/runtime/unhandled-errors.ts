import { getConfig } from '../config/active-config.ts';
import { getLogger } from '../logger/logger.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import { describeCurrentRun } from './error-origin.ts';

type ProcessEvent = 'uncaughtException' | 'unhandledRejection' | 'uncaughtExceptionMonitor';
type Listener = (error: unknown, origin?: unknown) => void;

interface Watch {
  readonly owner: CommandKitType;
  readonly listeners: readonly (readonly [ProcessEvent, Listener])[];
}

// The listeners CommandKit added to `process`: one set at a time, whatever the number of starts.
let current: Watch | undefined;

/**
 * Makes the process report errors no handler could catch (a rejected promise nobody awaits, a
 * throw in a timer callback) through CommandKit's logger, naming the command or event whose code
 * failed. With the config's `unhandledErrors: 'log'` the process then keeps running, so a user
 * cannot stop the bot by running a command with such a bug; with `'exit'` only the line is added
 * and Node.js keeps its default, which ends the process.
 *
 * Called by {@link CommandKit.start}; a later call replaces the listeners of an earlier one.
 */
export function watchUnhandledErrors(commandkit: CommandKitType): void {
  stopWatching();
  const listeners: [ProcessEvent, Listener][] =
    getConfig().unhandledErrors === 'exit'
      ? // A monitor only observes: Node.js still prints the error and exits as it would without us.
        [['uncaughtExceptionMonitor', (error, origin) => report(kindOf(origin), error, false)]]
      : [
          ['uncaughtException', (error, origin) => report(kindOf(origin), error, true)],
          ['unhandledRejection', (reason) => report('Unhandled promise rejection', reason, true)],
        ];
  for (const [event, listener] of listeners) process.on(event, listener);
  current = { owner: commandkit, listeners };
}

/**
 * Removes the listeners {@link watchUnhandledErrors} added for `commandkit`, so that a destroyed
 * bot leaves the process as it found it (for tests, and apps that embed a bot among other work).
 */
export function unwatchUnhandledErrors(commandkit: CommandKitType): void {
  if (current?.owner === commandkit) stopWatching();
}

function stopWatching(): void {
  for (const [event, listener] of current?.listeners ?? []) process.off(event, listener);
  current = undefined;
}

function kindOf(origin: unknown): string {
  return origin === 'unhandledRejection' ? 'Unhandled promise rejection' : 'Uncaught exception';
}

/**
 * Logs one error line naming the run, with the error as its detail (its message and stack, or the
 * rejected value), as CommandKit's other failure lines do. It runs in the async context of the
 * failing code (Node.js restores it for these events), which is how the run is found. In the exit
 * mode the detail is left out: Node.js prints the error itself right after.
 */
function report(kind: string, error: unknown, withDetail: boolean): void {
  const run = describeCurrentRun();
  const line = run ? `${kind} in code started by ${run}.` : `${kind} outside any command, event handler or component handler.`;
  const details = withDetail ? [error] : [];
  try {
    getLogger().error(line, ...details);
  } catch {
    // A logger that throws here would end the process (Node.js gives up on a throwing handler).
    console.error(line, ...details);
  }
}
