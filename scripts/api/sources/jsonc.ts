/**
 * The text of a JSON-with-comments file (tsconfig.json) as plain JSON: comments and trailing
 * commas go, strings stay as written (a `//` inside a path is not a comment).
 */
export function stripJsonComments(text: string): string {
  const string = /"(?:[^"\\]|\\.)*"/.source;
  return text
    .replace(new RegExp(`(${string})|//[^\\n]*|/\\*[\\s\\S]*?\\*/`, 'g'), (match, kept: string | undefined) => kept ?? '')
    .replace(new RegExp(`(${string})|,(?=\\s*[}\\]])`, 'g'), (match, kept: string | undefined) => kept ?? '');
}

/** A JSON-with-comments file's value, or undefined when it is no JSON even then. */
export function parseJsonc(text: string): unknown {
  try {
    return JSON.parse(stripJsonComments(text)) as unknown;
  } catch {
    return undefined;
  }
}
