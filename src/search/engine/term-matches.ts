import type { MatchedWord } from './highlight';
import { isWholeSomewhere, maskOf, recordIdOf, wholeShift, type SearchIndex } from './search-index';
import { synonymsOf } from './synonyms';
import { formsOf } from './word-forms';
import type { WordMatch } from './vocabulary';

/** Non-final terms shorter than this must match whole words (no prefix search). */
const minimumPrefixLength = 3;
export const noMatch = 255;

/** How each query term matched each record: the index's words it stands for, and where they are. */
export interface TermMatches {
  terms: readonly string[];
  /** typos[term][record]: the fewest typos of a match, or noMatch. */
  typos: Uint8Array[];
  /**
   * masks[term][record]: the attributes the best matches are in, and (above wholeShift) those
   * where a match is the whole word as typed (search-index.ts).
   */
  masks: Uint16Array[];
  /** exact[term][record]: 1 when a best match is the whole word, not a prefix or a part of an identifier. */
  exact: Uint8Array[];
  /** The records matching at least one term. */
  touched: number[];
  /** Per term, how many records hold it as typed (whole or as a prefix), or with typos when none does. */
  recordsWithTerm: number[];
  /** The index's matched words, for highlighting. */
  lookup: Map<string, MatchedWord>;
}

/** With `lastIsPrefixOnly`, the last term matches only longer words it begins, not itself (see stop-words.ts). */
export function matchTerms(index: SearchIndex, terms: readonly string[], lastIsPrefixOnly = false): TermMatches {
  const recordCount = index.records.length;
  const typos = terms.map(() => new Uint8Array(recordCount).fill(noMatch));
  const masks = terms.map(() => new Uint16Array(recordCount));
  const exact = terms.map(() => new Uint8Array(recordCount));
  const matched = new Uint8Array(recordCount);
  const touched: number[] = [];
  const lookup = new Map<string, MatchedWord>();
  const partsOnly = (1 << wholeShift) - 1;
  const recordsWithTerm = terms.map((term, t) => {
    const prefix = t === terms.length - 1 || term.length >= minimumPrefixLength;
    const prefixOnly = lastIsPrefixOnly && t === terms.length - 1;
    const termTypos = typos[t];
    const termMasks = masks[t];
    const termExact = exact[t];
    let asTyped = 0;
    let withTypos = 0;
    const add = (match: WordMatch, typed: boolean) => {
      const word = index.vocabulary.words[match.word];
      if (prefixOnly && (match.typos > 0 || word.length <= term.length)) return;
      const known = lookup.get(word);
      if (!known || (known.kind !== 'exact' && match.kind === 'exact'))
        lookup.set(word, { term: t, kind: match.kind, length: match.length });
      // A prefix, another form or a word with typos is never the whole word typed.
      const keptBits = match.kind === 'exact' ? -1 : partsOnly;
      const postings = index.postings[match.word];
      for (let p = 0; p < postings.length; p++) {
        const id = recordIdOf(postings[p]);
        const mask = maskOf(postings[p]) & keptBits;
        const best = termTypos[id];
        if (best === noMatch) {
          if (!matched[id]) touched.push(id);
          matched[id] = 1;
          withTypos++;
        }
        if (typed && match.typos === 0 && best !== 0) asTyped++;
        if (match.typos < best) {
          termTypos[id] = match.typos;
          termMasks[id] = mask;
          termExact[id] = isWholeSomewhere(mask) ? 1 : 0;
        } else if (match.typos === best) {
          termMasks[id] |= mask;
          if (isWholeSomewhere(mask)) termExact[id] = 1;
        }
      }
    };
    for (const match of index.vocabulary.match(term, { prefix })) add(match, true);
    for (const match of relatedWords(index, term)) add(match, false);
    return asTyped > 0 ? asTyped : withTypos;
  });
  return { terms, typos, masks, exact, touched, recordsWithTerm, lookup };
}

/**
 * The index's words that are another form of the term (word-forms.ts) or stand for it in the
 * reader's words (synonyms.ts). They count as a prefix of the term does: without typos, but never
 * as the whole word typed.
 */
function relatedWords(index: SearchIndex, term: string): WordMatch[] {
  const words = new Set([...formsOf(term), ...synonymsOf(term).flatMap((synonym) => [synonym, ...formsOf(synonym)])]);
  return [...words].flatMap((related) => {
    const word = index.vocabulary.idOf(related);
    return word === undefined ? [] : [{ word, typos: 0, kind: 'prefix' as const, length: related.length }];
  });
}
