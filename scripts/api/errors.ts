/**
 * An error the user can fix: its message is one line that names the problem and the fix.
 * The command-line entry points print only the message (no stack) and exit non-zero.
 */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
}
