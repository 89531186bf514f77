import type { WordLookup } from './highlight';
import type { IndexedRecord, SearchIndex } from './search-index';
import { byScore } from './section-score';
import { withoutStopWords } from './stop-words';
import { matchTerms } from './term-matches';
import { queryTerms } from './tokenize';
import { byCriteria } from './word-criteria';

/** A query's hits in ranking order, one per section (page top or heading), and how words matched. */
export interface Ranking {
  terms: string[];
  records: IndexedRecord[];
  lookup: WordLookup;
}

/** A section's words are tracked as the bits of one 32-bit mask (section-score.ts). */
const maxTerms = 32;

/**
 * The records matching a query, best first. A one-word query is ranked by criteria compared in
 * turn (word-criteria.ts: API names, words being typed); a query of several words, often a
 * reader's question in their own words, by a score of each section (section-score.ts). Words that
 * only carry grammar ("how", "the", "do") are left out first (stop-words.ts).
 */
export function rank(index: SearchIndex, query: string, keep: (record: IndexedRecord) => boolean): Ranking {
  const words = withoutStopWords(queryTerms(query), query);
  const terms = words.terms.slice(0, maxTerms);
  const lastIsPrefixOnly = words.lastIsPrefixOnly && terms.length === words.terms.length;
  if (terms.length === 0) return { terms, records: onePerSection(index, index.records.filter(keep)), lookup: new Map() };
  const matches = matchTerms(index, terms, lastIsPrefixOnly);
  const ordered = terms.length === 1 ? byCriteria(index, query, matches, keep) : byScore(index, query, matches, keep);
  return {
    terms,
    records: onePerSection(
      index,
      ordered.map((id) => index.records[id]),
    ),
    lookup: matches.lookup,
  };
}

/** Keeps the best record of each section: one hit per URL, anchor included. */
function onePerSection(index: SearchIndex, records: readonly IndexedRecord[]): IndexedRecord[] {
  const seen = new Uint8Array(index.sections.length);
  const kept: IndexedRecord[] = [];
  for (const record of records) {
    if (seen[record.section]) continue;
    seen[record.section] = 1;
    kept.push(record);
  }
  return kept;
}
