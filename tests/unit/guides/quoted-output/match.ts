import type { LibraryText } from './library-text';

/**
 * Decides whether a line a guide quotes could have been printed by the library.
 *
 * A printed line is a run of texts of the library with their holes filled in (the holes of
 * `The ${what} of ${component} failed.`), with spaces and punctuation between them. What a hole
 * absorbs is a value (a path, a number, a name: no three plain words in a row; anything between
 * double quotes), or is explained in turn the same way, so a message built from several texts is
 * checked whole. The quote may leave parts out with `...`, `…` or a placeholder such as
 * `<name>`, and a quote ending with a colon stops before the cause; those match anything.
 */
export class QuoteMatcher {
  private readonly texts: PreparedText[];

  constructor(texts: LibraryText[]) {
    this.texts = texts.map(prepared).filter(({ fragments }) => fragments.length > 0);
  }

  /**
   * Answers already worked out, by depth, edge rule and line: a long quote asks about the same
   * stretch through many alignments, and working it out again each time grows exponentially.
   */
  private readonly explained = new Map<string, boolean>();

  explains(quote: string): boolean {
    return this.explainsLine(normalizeSpace(quote).trim(), 0, false);
  }

  /** `edgeValues`: the line is what adjacent holes (`${a}${b}`) absorbed, so it may start or end with a value. */
  private explainsLine(line: string, depth: number, edgeValues: boolean): boolean {
    const key = `${depth} ${edgeValues} ${line}`;
    let answer = this.explained.get(key);
    if (answer === undefined) this.explained.set(key, (answer = this.explainLine(line, depth, edgeValues)));
    return answer;
  }

  private explainLine(line: string, depth: number, edgeValues: boolean): boolean {
    const glob = globOf(quoteParts(line));
    const statics = quoteParts(line).join('');
    const candidates = this.texts.filter((entry) => entry.fragments.some((part) => sharesFragment(statics, part)));
    const alignments = new Map(candidates.map((entry) => [entry, align(entry.glob, glob)]));
    // A text starting at k matches its first static part there, unless it starts with a hole.
    const startsAt = (entry: (typeof candidates)[number], k: number) => {
      if (entry.head.length === 0) return true;
      for (let i = 0; i < entry.head.length; i++) {
        if (glob[k + i] === STAR) return true;
        if (glob[k + i] !== entry.head[i]) return false;
      }
      return true;
    };
    const holesFit = (holes: Hole[]) =>
      holes.every(({ content, adjacent }) => isValueLike(content) || (depth < 3 && this.explainsLine(content, depth + 1, adjacent)));

    const valueFrom = (start: number, end: number) => edgeValues && isValueLike(textOf(glob.subarray(start, end)));
    // memo[k]: can the quote from position k on be explained by a run of texts?
    const memo = new Map<number, boolean>();
    const from = (k: number): boolean => {
      if (k === glob.length || valueFrom(k, glob.length)) return true;
      const known = memo.get(k);
      if (known !== undefined) return known;
      // Separators between texts (`${a} ${b}.`) are not worth a text of their own.
      const skip = glob[k] !== STAR && !/[\p{L}\p{N}]/u.test(String.fromCharCode(glob[k]));
      const result =
        (skip && from(k + 1)) ||
        candidates.some((entry) => {
          if (!startsAt(entry, k)) return false;
          const alignment = alignments.get(entry)!;
          return alignment.endsFrom(k).some((end) => from(end) && holesFit(alignment.holes(k, end)));
        });
      memo.set(k, result);
      return result;
    };
    if (from(0)) return true;
    for (let k = 1; k < glob.length; k++) if (valueFrom(0, k) && from(k)) return true;
    return false;
  }
}

/** A library text as the matcher compares it. */
interface PreparedText {
  glob: Int32Array;
  head: Int32Array;
  fragments: string[];
}

// A version's library texts are the same objects for every guide's matcher: prepared once.
const preparedTexts = new WeakMap<LibraryText, PreparedText>();

function prepared(text: LibraryText): PreparedText {
  let result = preparedTexts.get(text);
  if (!result) {
    // Space around a text is a separator (see `from` in explainLine), not part of it.
    const normalized = text.parts.map(normalizeSpace);
    normalized[0] = normalized[0].trimStart();
    normalized[normalized.length - 1] = normalized[normalized.length - 1].trimEnd();
    result = {
      glob: globOf(normalized),
      head: globOf([normalized[0]]),
      fragments: normalized.map((part) => part.trim()).filter((part) => part.length >= 3 && /[a-z]{2}/i.test(part)),
    };
    preparedTexts.set(text, result);
  }
  return result;
}

/** What a hole of a library text absorbed of the quote. */
interface Hole {
  content: string;
  /** Absorbed by adjacent holes together. */
  adjacent: boolean;
}

const STAR = -1;
const QUOTE = '"'.charCodeAt(0);

/**
 * Whether a quote's static text shows a static part of a library text: whole, or, for a long
 * part the quote may cut with an ellipsis, its first or last twelve characters.
 */
function sharesFragment(statics: string, part: string): boolean {
  if (statics.includes(part)) return true;
  return part.length >= 16 && (statics.includes(part.slice(0, 12)) || statics.includes(part.slice(-12)));
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A quote's static parts, split where it leaves text out (`...`, `…`, `<placeholder>`). */
function quoteParts(quote: string): string[] {
  // A quote ending with a colon stops where the library goes on (`is invalid:` followed by the cause).
  const parts = quote.split(/\.\.\.|…|<[a-z][a-z ]*>/);
  return quote.endsWith(':') ? [...parts, ''] : parts;
}

/** Static parts as char codes with STAR between them. */
function globOf(parts: string[]): Int32Array {
  const codes: number[] = [];
  parts.forEach((part, index) => {
    if (index > 0) codes.push(STAR);
    for (let i = 0; i < part.length; i++) codes.push(part.charCodeAt(i));
  });
  return Int32Array.from(codes);
}

function textOf(codes: ArrayLike<number>): string {
  return Array.from(codes, (code) => (code === STAR ? '…' : String.fromCharCode(code))).join('');
}

/**
 * Aligns a library text (stars = holes) with every stretch of a quote (stars = left-out text)
 * that starts at a given position, keeping the alignment with the most equal static characters.
 */
function align(library: Int32Array, quote: Int32Array) {
  const cache = new Map<number, ReturnType<typeof alignFrom>>();
  const at = (start: number) => {
    let result = cache.get(start);
    if (!result) cache.set(start, (result = alignFrom(library, quote, start)));
    return result;
  };
  return {
    /** Where an aligned stretch starting at `start` can end (longest first). */
    endsFrom: (start: number) => at(start).ends,
    /** What each hole of the library text absorbed in the stretch `start..end`. */
    holes: (start: number, end: number) => at(start).holes(end),
  };
}

function alignFrom(library: Int32Array, fullQuote: Int32Array, start: number) {
  const quote = fullQuote.subarray(start);
  const n = library.length;
  const m = quote.length;
  const width = m + 1;
  const best = new Int32Array((n + 1) * width).fill(-1);
  // 1: equal characters; 2: the library moves on (past its hole, or under the quote's star);
  // 3: the quote's character goes into the library's hole; 4: the quote moves past its star.
  const move = new Uint8Array((n + 1) * width);
  best[0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const cell = i * width + j;
      if (cell === 0) continue;
      let value = -1;
      let how = 0;
      if (i > 0 && j > 0 && library[i - 1] !== STAR && library[i - 1] === quote[j - 1] && best[cell - width - 1] >= 0) {
        value = best[cell - width - 1] + 1;
        how = 1;
      }
      if (i > 0 && best[cell - width] > value && (library[i - 1] === STAR || (j < m && quote[j] === STAR))) {
        value = best[cell - width];
        how = 2;
      }
      if (j > 0 && best[cell - 1] > value) {
        if (i < n && library[i] === STAR) {
          value = best[cell - 1];
          how = 3;
        } else if (quote[j - 1] === STAR) {
          value = best[cell - 1];
          how = 4;
        }
      }
      best[cell] = value;
      move[cell] = how;
    }
  }
  // A stretch must match some static text; one made only of holes explains nothing.
  const ends: number[] = [];
  for (let j = m; j > 0; j--) if (best[n * width + j] > 0) ends.push(start + j);

  const holes = (end: number): Hole[] => {
    const absorbed = new Map<number, number[]>();
    let i = n;
    let j = end - start;
    while (i > 0 || j > 0) {
      const how = move[i * width + j];
      if (how === 1) {
        i--;
        j--;
      } else if (how === 2) i--;
      else if (how === 3) {
        absorbed.set(i, [quote[j - 1], ...(absorbed.get(i) ?? [])]);
        j--;
      } else j--;
    }
    // A hole between two double quotes (`"${name}"`) holds a quoted name, whatever it reads like.
    const quoted = (hole: number) => library[hole - 1] === QUOTE && library[hole + 1] === QUOTE;
    // Adjacent holes (`${a}${b}`) are one stretch of the quote, split between them at will.
    const groups: { content: number[]; adjacent: boolean; last: number }[] = [];
    for (const [hole, codes] of [...absorbed].sort(([a], [b]) => a - b)) {
      if (quoted(hole)) continue;
      const adjacent = library[hole - 1] === STAR || library[hole + 1] === STAR;
      const previous = groups.at(-1);
      if (previous && library.subarray(previous.last, hole + 1).every((code) => code === STAR)) {
        Object.assign(previous, { content: [...previous.content, ...codes], last: hole });
      } else groups.push({ content: codes, adjacent, last: hole });
    }
    return groups
      .map(({ content, adjacent }) => ({ content: textOf(content).trim(), adjacent }))
      .filter(({ content }) => content && content !== '…');
  };
  return { ends, holes };
}

/**
 * Whether a stretch is a value rather than prose: no three plain words in a row. Paths, numbers,
 * quoted names, identifiers and comma-separated lists of names are values.
 */
function isValueLike(content: string): boolean {
  let run = 0;
  for (const word of content.split(' ')) {
    // A name in camel case (GuildMessages) is an identifier, not a plain word.
    run = /^[A-Za-z][a-z']*$/.test(word) ? run + 1 : 0;
    if (run >= 3) return false;
  }
  return true;
}
