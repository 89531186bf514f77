import { stripVTControlCharacters } from 'node:util';

/** A run of text without spaces longer than this is a value (a name, a ref, a path), not prose. */
const longestValue = 100;
/** What is left of such a value: its start, an ellipsis and its end (so quotes and brackets close). */
const keptHead = 60;
const keptTail = 19;
/** Past this, even a message made of short words is cut in its middle. */
const longestLine = 1000;

/**
 * Makes a message safe to print as one line. Messages echo values from the manifest, the command
 * line, git refs and tools' output; such a value must neither start a second line (a newline in a
 * ref would print a forged `error: …` line) nor flood the terminal (a 300 kB name was printed
 * whole, once per mention). Terminal colour codes are dropped, other control characters (and the
 * Unicode line separators and direction overrides) are written as escapes, an overlong value keeps
 * its first and last characters around an ellipsis, and an overlong line its start and its end,
 * where the fix is.
 */
export function oneLine(text: string): string {
  const escaped = stripVTControlCharacters(text).replace(unsafeCharacters, escapeCharacter);
  const shortened = escaped.replace(/\S+/g, (value) =>
    value.length > longestValue ? `${value.slice(0, keptHead)}…${value.slice(-keptTail)}` : value,
  );
  if (shortened.length <= longestLine) return shortened;
  const tail = Math.floor(longestLine * 0.3);
  return `${shortened.slice(0, longestLine - tail - 3)} … ${shortened.slice(-tail)}`;
}

// C0 and C1 controls, DEL, the line and paragraph separators, and bidirectional overrides and
// isolates (which can make a line read differently from what it holds).
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const shortEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(char: string): string {
  const code = char.charCodeAt(0);
  return shortEscapes[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}
