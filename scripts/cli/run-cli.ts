import { GeneratorError } from '../api/errors';

/**
 * Runs a command-line entry point. Every failure ends in one line on stderr: a user-fixable error
 * prints its message; anything else its first line, with API_DEBUG=1 printing the whole stack.
 */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof GeneratorError) {
      console.error(`error: ${error.message}`);
    } else if (process.env.API_DEBUG) {
      console.error(error);
    } else {
      const message = String((error as Error | undefined)?.message ?? error).split('\n').find((line) => line.trim()) ?? 'unknown failure';
      console.error(`error: unexpected failure (${message.trim()}): run again with API_DEBUG=1 for the stack and report it.`);
    }
    process.exitCode = 1;
  });
}
