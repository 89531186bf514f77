import { GeneratorError } from '../api/errors';

/** Runs a command-line entry point: a user-fixable error prints its one line, anything else its stack. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof GeneratorError) {
      console.error(`error: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  });
}
