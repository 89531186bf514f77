/**
 * Words as the engine sees them: runs of letters and digits, lower-cased, accents folded.
 * Identifiers are also split where their case or letters/digits change ("ButtonKit" is indexed as
 * "buttonkit", "button" and "kit"), so both the API name and its parts find the page.
 */

const wordPattern = /[\p{L}\p{N}]+/gu;
// Cheap test first: most words have no inner capital and no letter/digit change.
const mayHaveParts = /.\p{Lu}|\p{L}\p{N}|\p{N}\p{L}/u;
const upper = /\p{Lu}/u;
const lower = /\p{Ll}/u;
const digit = /\p{N}/u;

export function fold(text: string): string {
  // Most words are plain ASCII: skip the Unicode normalisation for them (called per word).
  if (/^[A-Za-z0-9]*$/.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface WordRun {
  /** The run as written. */
  text: string;
  start: number;
  end: number;
}

/** The letter-and-digit runs of a text, with their offsets in it. */
export function wordRuns(text: string): WordRun[] {
  const runs: WordRun[] = [];
  for (const match of text.matchAll(wordPattern)) {
    runs.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return runs;
}

export interface WordPart {
  text: string;
  /** Offset inside the run. */
  offset: number;
}

/** The case and letter/digit parts of one run; a single part when it has no boundary. */
export function wordParts(run: string): WordPart[] {
  if (!mayHaveParts.test(run)) return [{ text: run, offset: 0 }];
  // Written without look-behind assertions, which some supported Safari versions cannot parse.
  const chars = [...run];
  const parts: WordPart[] = [];
  let start = 0;
  let offset = 0;
  let startOffset = 0;
  for (let i = 1; i < chars.length; i++) {
    offset += chars[i - 1].length;
    const before = chars[i - 1];
    const current = chars[i];
    const after = chars[i + 1];
    const boundary =
      (lower.test(before) && upper.test(current)) ||
      (upper.test(before) && upper.test(current) && after !== undefined && lower.test(after)) ||
      digit.test(before) !== digit.test(current);
    if (boundary) {
      parts.push({ text: chars.slice(start, i).join(''), offset: startOffset });
      start = i;
      startOffset = offset;
    }
  }
  parts.push({ text: chars.slice(start).join(''), offset: startOffset });
  return parts;
}

export interface IndexToken {
  token: string;
  /** True when the token is a part of a longer identifier rather than a whole word. */
  part: boolean;
}

/** The tokens a text is indexed under: each whole word, plus the parts of identifiers. */
export function indexTokens(text: string): IndexToken[] {
  const tokens: IndexToken[] = [];
  for (const run of wordRuns(text)) {
    tokens.push({ token: fold(run.text), part: false });
    const parts = wordParts(run.text);
    if (parts.length > 1) for (const part of parts) tokens.push({ token: fold(part.text), part: true });
  }
  return tokens;
}

/** The words of a query, in order, without repeats. Queries are not split into identifier parts. */
export function queryTerms(query: string): string[] {
  return [...new Set(wordRuns(query).map((run) => fold(run.text)))];
}

/** A text reduced to its letters and digits: how a query and a title are compared as wholes. */
export function compact(text: string): string {
  return wordRuns(text)
    .map((run) => fold(run.text))
    .join('');
}
