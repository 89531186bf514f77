import { runCli } from './index.ts';

/** How {@link bootstrapCommandkitCLI} reads its `argv`, as in Commander's `parse` options. */
export interface CliParseOptions {
  /**
   * Where the arguments come from:
   *
   * - `'node'`: `process.argv` as Node gives it; the first two entries (the Node executable and
   *   the script) are skipped.
   * - `'electron'`: Electron's `process.argv`; one entry is skipped in a packaged app, two when
   *   run by the `electron` executable (`process.defaultApp`).
   * - `'user'`: only the arguments, such as `['build']`.
   *
   * @defaultValue `'node'`
   */
  from?: 'node' | 'electron' | 'user';
}

/**
 * Runs the `commandkit` command line from code, as the `commandkit` executable does: `dev`,
 * `build`, `start`, `create`, `--help` and `--version`, in the working directory. It sets
 * `process.exitCode` to the command's exit code (0 on success, 1 when something went wrong,
 * which is printed as one line on standard error) and never throws for a problem the user can fix.
 *
 * @param argv - The arguments: `process.argv` by default, or as `options.from` says.
 * @param options - How to read `argv`.
 * @returns A promise that settles when the command has finished: for `dev` and `start`, once
 * the bot has stopped.
 * @throws `TypeError` when `argv` is not an array of strings or `options.from` is not one of
 * `'node'`, `'electron'` and `'user'`.
 *
 * @example
 * ```ts
 * // scripts/build.ts: build the bot from a script of your own
 * import { bootstrapCommandkitCLI } from 'commandkit';
 *
 * await bootstrapCommandkitCLI(['build'], { from: 'user' });
 * if (process.exitCode) console.error('The build failed.');
 * ```
 */
export async function bootstrapCommandkitCLI(argv: string[], options?: CliParseOptions): Promise<void> {
  process.exitCode = await runCli(userArguments(argv, options?.from ?? 'node'));
}

/**
 * The arguments a user typed, out of an `argv` read the way `from` says.
 *
 * @param argv - The arguments.
 * @param from - Where they come from.
 * @returns The user's arguments.
 * @throws `TypeError` for an `argv` that is not a list of strings, or an unknown `from`.
 */
export function userArguments(argv: readonly string[], from: CliParseOptions['from']): string[] {
  if (!Array.isArray(argv) || argv.some((arg) => typeof arg !== 'string')) {
    throw new TypeError(
      `bootstrapCommandkitCLI() needs an array of strings such as process.argv, got ${Array.isArray(argv) ? 'an array with a value that is not a string' : typeof argv}.`,
    );
  }
  switch (from) {
    case 'node':
      return argv.slice(2);
    case 'electron':
      return argv.slice((process as { defaultApp?: boolean }).defaultApp ? 2 : 1);
    case 'user':
      return [...argv];
    default:
      throw new TypeError(`bootstrapCommandkitCLI() options.from must be 'node', 'electron' or 'user', got ${JSON.stringify(from)}.`);
  }
}
