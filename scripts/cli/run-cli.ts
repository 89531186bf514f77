import { GeneratorError } from '../api/errors';
import { oneLine } from '../api/message-text';
import { describeSystemError } from '../api/system-errors';

/**
 * Runs a command-line entry point. Every failure ends in one line on stderr: a user-fixable error
 * prints its message, a failure of the system whose cause is known (disk full, permission denied,
 * something in the way ...) says so and what to do, and anything else prints its first line, with
 * API_DEBUG=1 printing the whole stack.
 */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.exitCode = 1;
    if (process.env.API_DEBUG && !(error instanceof GeneratorError)) {
      console.error(error);
      return;
    }
    console.error(`error: ${failureLine(error)}`);
  });
}

/** The one line a command prints for a failure (without its `error: ` prefix). */
export function failureLine(error: unknown): string {
  if (error instanceof GeneratorError) return error.message;
  const known = describeSystemError(error);
  if (known) return oneLine(known);
  const message =
    String((error as Error | undefined)?.message ?? error)
      .split('\n')
      .find((line) => line.trim()) ?? 'unknown failure';
  return oneLine(`unexpected failure (${message.trim()}): run again with API_DEBUG=1 for the stack and report it.`);
}
