/**
 * The distinct words of an index, sorted, and the lookup of the words a query term stands for:
 * the word itself, the words it begins (prefix search), and words within a few typos of it or of
 * their beginning. The sorted list is walked as an implicit trie: neighbouring words share their
 * common prefix's edit-distance rows, and a prefix that is already too far away skips every word
 * that starts with it.
 */

export type MatchKind = 'exact' | 'prefix' | 'typo';

export interface WordMatch {
  word: number;
  typos: number;
  kind: MatchKind;
  /** How many leading characters of the word the term covers (for highlighting). */
  length: number;
}

export interface MatchOptions {
  /** Whether the term may stand for longer words it begins. */
  prefix: boolean;
}

/** Typos allowed for a term of this length: the thresholds Algolia uses by default. */
export function typoBudget(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

export class Vocabulary {
  readonly words: string[];
  private readonly ids: Map<string, number>;

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].sort();
    this.ids = new Map(this.words.map((word, id) => [word, id]));
  }

  get size(): number {
    return this.words.length;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** Every word the term matches, each once with its best (fewest typos) way of matching. */
  match(term: string, options: MatchOptions): WordMatch[] {
    const budget = typoBudget(term);
    if (budget === 0) return this.matchWithoutTypos(term, options);
    return this.matchWithTypos(term, budget, options);
  }

  private matchWithoutTypos(term: string, { prefix }: MatchOptions): WordMatch[] {
    const exact = this.ids.get(term);
    if (!prefix) return exact === undefined ? [] : [{ word: exact, typos: 0, kind: 'exact', length: term.length }];
    const matches: WordMatch[] = [];
    const end = this.prefixEnd(term, this.lowerBound(term));
    for (let id = this.lowerBound(term); id < end; id++) {
      matches.push({ word: id, typos: 0, kind: id === exact ? 'exact' : 'prefix', length: term.length });
    }
    return matches;
  }

  private matchWithTypos(term: string, budget: number, { prefix }: MatchOptions): WordMatch[] {
    const m = term.length;
    const words = this.words;
    // rows[d] holds the edit distances between every prefix of the term and the word's first d characters.
    const rows: Int32Array[] = [Int32Array.from({ length: m + 1 }, (_, i) => i)];
    let previous = '';
    const matches: WordMatch[] = [];
    let id = 0;
    while (id < words.length) {
      const word = words[id];
      const shared = commonPrefixLength(previous, word, rows.length - 1);
      rows.length = shared + 1;
      let best = Infinity;
      let bestLength = 0;
      for (let d = 1; d <= shared; d++) {
        if (rows[d][m] <= best) {
          best = rows[d][m];
          bestLength = d;
        }
      }
      let skipTo = -1;
      let skipDepth = 0;
      for (let d = shared + 1; d <= word.length; d++) {
        const row = nextRow(term, word, d, rows[d - 1], d >= 2 ? rows[d - 2] : undefined);
        rows.push(row);
        if (row[m] <= best) {
          best = row[m];
          bestLength = d;
        }
        if (prefix && row[m] === 0 && d === m) {
          // The term is exactly this prefix: every word starting with it matches without typos.
          const end = this.prefixEnd(word.slice(0, d), id);
          for (let other = id; other < end; other++) {
            matches.push({ word: other, typos: 0, kind: words[other].length === d ? 'exact' : 'prefix', length: d });
          }
          skipTo = end;
          skipDepth = d;
          break;
        }
        if (minimum(row) > budget) {
          // No word starting with these d characters can come closer; those that began closely
          // enough (at a shorter depth, shared by all of them) still match as prefixes.
          skipTo = this.prefixEnd(word.slice(0, d), id);
          skipDepth = d;
          if (prefix && best <= budget) {
            for (let other = id; other < skipTo; other++) matches.push({ word: other, typos: best, kind: 'prefix', length: bestLength });
          }
          break;
        }
      }
      if (skipTo >= 0) {
        // The words after the skipped run can still share the characters before its prefix.
        previous = word.slice(0, skipDepth - 1);
        rows.length = skipDepth;
        id = skipTo;
        continue;
      }
      const full = rows[word.length][m];
      if (full <= budget && (!prefix || full <= best)) {
        matches.push({ word: id, typos: full, kind: full === 0 ? 'exact' : 'typo', length: word.length });
      } else if (prefix && best <= budget) {
        matches.push({ word: id, typos: best, kind: 'prefix', length: bestLength });
      }
      previous = word;
      id++;
    }
    return matches;
  }

  /** The first index whose word is not below `text`. */
  private lowerBound(text: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid] < text) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The end of the run of words starting with `prefix`, searching from `from` (inside that run). */
  private prefixEnd(prefix: string, from: number): number {
    let low = from;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid].startsWith(prefix)) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

function commonPrefixLength(a: string, b: string, limit: number): number {
  const max = Math.min(a.length, b.length, limit);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** One row of the optimal-string-alignment distance (Levenshtein plus adjacent transpositions). */
function nextRow(term: string, word: string, d: number, above: Int32Array, twoAbove: Int32Array | undefined): Int32Array {
  const m = term.length;
  const row = new Int32Array(m + 1);
  const c = word.charCodeAt(d - 1);
  row[0] = d;
  for (let i = 1; i <= m; i++) {
    const cost = term.charCodeAt(i - 1) === c ? 0 : 1;
    let value = Math.min(above[i] + 1, row[i - 1] + 1, above[i - 1] + cost);
    if (twoAbove && i >= 2 && term.charCodeAt(i - 1) === word.charCodeAt(d - 2) && term.charCodeAt(i - 2) === c) {
      value = Math.min(value, twoAbove[i - 2] + 1);
    }
    row[i] = value;
  }
  return row;
}

function minimum(row: Int32Array): number {
  let min = row[0];
  for (let i = 1; i < row.length; i++) if (row[i] < min) min = row[i];
  return min;
}

/** The optimal-string-alignment distance between two strings, or `limit + 1` once it exceeds `limit`. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let twoAbove: Int32Array | undefined;
  let above: Int32Array = Int32Array.from({ length: a.length + 1 }, (_, i) => i);
  for (let d = 1; d <= b.length; d++) {
    const row = nextRow(a, b, d, above, twoAbove);
    if (minimum(row) > limit) return limit + 1;
    twoAbove = above;
    above = row;
  }
  return Math.min(above[a.length], limit + 1);
}
