import { fold, wordParts, wordRuns } from './tokenize';
import type { MatchKind } from './vocabulary';

/** What a matched index word stands for: which query term, and how much of the word to mark. */
export interface MatchedWord {
  term: number;
  kind: MatchKind;
  length: number;
}

export type WordLookup = ReadonlyMap<string, MatchedWord>;

export interface HighlightTags {
  preTag: string;
  postTag: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

interface Range {
  start: number;
  end: number;
}

/** Where the query's words are in a text: found once per attribute, used by its highlight and its snippet. */
export interface Marks {
  ranges: Range[];
  terms: Set<number>;
  fully: boolean;
}

export function findMarks(text: string, lookup: WordLookup): Marks {
  const ranges: Range[] = [];
  const terms = new Set<number>();
  let fully = true;
  for (const run of wordRuns(text)) {
    const whole = lookup.get(fold(run.text));
    if (whole) {
      const end = whole.kind === 'prefix' ? run.start + Math.min(whole.length, run.text.length) : run.end;
      ranges.push({ start: run.start, end });
      terms.add(whole.term);
      if (end < run.end) fully = false;
      continue;
    }
    let covered = 0;
    for (const part of wordParts(run.text)) {
      if (part.text.length === run.text.length) break;
      const match = lookup.get(fold(part.text));
      if (!match) continue;
      const start = run.start + part.offset;
      const length = match.kind === 'prefix' ? Math.min(match.length, part.text.length) : part.text.length;
      ranges.push({ start, end: start + length });
      terms.add(match.term);
      covered += length;
    }
    if (covered < run.text.length) fully = false;
  }
  return { ranges, terms, fully: fully && ranges.length > 0 };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]);
}

/** The text between `from` and `to`, HTML-escaped, with the ranges inside it wrapped in the tags. */
function render(text: string, from: number, to: number, ranges: readonly Range[], tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, cursor);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    html += escapeHtml(text.slice(cursor, start)) + tags.preTag + escapeHtml(text.slice(start, end)) + tags.postTag;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function levelOf(terms: Set<number>, termCount: number): MatchLevel {
  if (terms.size === 0) return 'none';
  return terms.size >= termCount ? 'full' : 'partial';
}

export function highlight(text: string, marks: Marks, queryTerms: readonly string[], tags: HighlightTags): HighlightResult {
  return {
    value: render(text, 0, text.length, marks.ranges, tags),
    matchLevel: levelOf(marks.terms, queryTerms.length),
    matchedWords: [...marks.terms].sort((a, b) => a - b).map((term) => queryTerms[term]),
    ...(marks.ranges.length > 0 ? { fullyHighlighted: marks.fully } : {}),
  };
}

/**
 * At most `words` whitespace-separated words of the text around its matches (the window holding
 * the most marked words, with a little context before the first), marked and HTML-escaped, with
 * `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  marks: Marks,
  queryTerms: readonly string[],
  words: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const chunks = [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const matchLevel = levelOf(marks.terms, queryTerms.length);
  if (chunks.length <= words) return { value: render(text, 0, text.length, marks.ranges, tags), matchLevel };

  const marked = chunks.map((chunk) => marks.ranges.some((range) => range.start < chunk.end && range.end > chunk.start));
  const context = Math.floor(words / 4);
  let bestStart = 0;
  let bestCount = -1;
  let bestOffset = Infinity;
  for (let start = 0; start + words <= chunks.length; start++) {
    let count = 0;
    let first = -1;
    for (let i = start; i < start + words; i++) {
      if (!marked[i]) continue;
      count++;
      if (first < 0) first = i - start;
    }
    const offset = first < 0 ? 0 : Math.abs(first - context);
    if (count > bestCount || (count === bestCount && offset < bestOffset)) {
      bestStart = start;
      bestCount = count;
      bestOffset = offset;
    }
  }
  const from = chunks[bestStart].start;
  const to = chunks[bestStart + words - 1].end;
  const before = bestStart > 0 ? `${ellipsis} ` : '';
  const after = bestStart + words < chunks.length ? ` ${ellipsis}` : '';
  return { value: before + render(text, from, to, marks.ranges, tags) + after, matchLevel };
}
