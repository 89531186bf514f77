/**
 * An error meant for the person running the `commandkit` command: its message is one line that
 * names the problem and how to fix it, and the CLI prints it without a stack trace before
 * exiting with code 1.
 *
 * @example
 * ```ts
 * throw new CliError('No build found in dist/. Run "commandkit build" first.');
 * ```
 */
export class CliError extends Error {
  /**
   * Creates the error.
   *
   * @param message - One line: what went wrong and what to do about it.
   * @param options - The underlying error, if any, as `cause`.
   */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CliError';
  }
}

/**
 * The message of anything thrown, whatever realm or type it comes from.
 *
 * @param error - The thrown value.
 * @returns Its `message` when it has one, else its string form.
 */
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
