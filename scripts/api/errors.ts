import { oneLine } from './message-text';

/**
 * An error the user can fix: its message is one line that names the problem and the fix.
 * The command-line entry points print only the message (no stack) and exit non-zero. The message
 * is made printable here, once for every error, since most of them echo a value the user gave.
 */
export class GeneratorError extends Error {
  override name = 'GeneratorError';

  constructor(message: string, options?: ErrorOptions) {
    super(oneLine(message), options);
  }
}
