import { resolve } from 'node:path';
import type { Message } from 'esbuild';
import { displayPath } from '../output.ts';

/**
 * Turns an esbuild error or warning into one line that starts with where it is:
 * `src/app/commands/ping.ts:3:15: Expected ";" but found "oops"`.
 *
 * @param root - The project root, which esbuild's file names are relative to.
 * @param message - The esbuild message.
 * @returns The line.
 */
export function formatMessage(root: string, message: Message): string {
  const text = message.text.replace(/\s*\n\s*/g, ' ');
  const location = message.location;
  if (!location) return text;
  return `${displayPath(root, resolve(root, location.file))}:${location.line}:${location.column + 1}: ${text}`;
}
