/**
 * Parses the text of a JSON file, turning a syntax error into one line that names the file and
 * the line and column of the mistake (Node's own message gives only a character offset, or
 * nothing at all for a truncated file).
 *
 * @param file - The file's path, for the message.
 * @param text - The file's contents.
 * @returns The parsed value.
 * @throws `SyntaxError` such as `Invalid JSON in /bot/dist/app/locales/fr/ping.json at line 3,
 * column 10: Unexpected number.`
 */
export function parseJsonFile(file: string, text: string): unknown {
  // A byte order mark is valid in a file but not in JSON.parse.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const { line, column } = positionOf(source, message);
    const reason = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s+in JSON at position \d+.*$/, '')
      .replace(/\.$/, '');
    throw new SyntaxError(`Invalid JSON in ${file} at line ${line}, column ${column}: ${reason}.`, { cause: error });
  }
}

/** The 1-based line and column named by a JSON.parse error message, or the end of the text. */
function positionOf(source: string, message: string): { line: number; column: number } {
  const stated = /\(line (\d+) column (\d+)\)/.exec(message);
  if (stated) return { line: Number(stated[1]), column: Number(stated[2]) };
  const offset = /at position (\d+)/.exec(message);
  const index = offset ? Math.min(Number(offset[1]), source.length) : source.length;
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
