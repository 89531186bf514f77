import { isAbsolute, relative, sep } from 'node:path';

// Lines of the CLI itself, told apart from the bot's own output ("[CommandKit] INFO ...").
const PREFIX = '[commandkit]';

/**
 * Prints a status line of the CLI to standard output, such as `[commandkit] Built 5 files ...`.
 *
 * @param message - The line, without the prefix.
 */
export function info(message: string): void {
  process.stdout.write(`${PREFIX} ${message}\n`);
}

/**
 * Prints a warning line of the CLI to standard error.
 *
 * @param message - The line, without the prefix.
 */
export function warn(message: string): void {
  process.stderr.write(`${PREFIX} Warning: ${message}\n`);
}

/**
 * Prints an error line of the CLI to standard error.
 *
 * @param message - The line, without the prefix: the problem and its fix.
 */
export function error(message: string): void {
  process.stderr.write(`${PREFIX} Error: ${message}\n`);
}

/**
 * A path as the user should read it in a message: relative to the project root when it is inside
 * it (with `/` separators), absolute otherwise.
 *
 * @param root - The project root.
 * @param path - An absolute path.
 * @returns The path to show, such as `src/app/commands/ping.ts`, or `.` for the root itself.
 */
export function displayPath(root: string, path: string): string {
  const shown = relative(root, path);
  if (shown === '') return '.';
  if (shown.startsWith('..') || isAbsolute(shown)) return path;
  return shown.split(sep).join('/');
}
