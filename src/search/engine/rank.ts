import type { MatchedWord, WordLookup } from './highlight';
import { Attr, maskOf, partOnlyBit, recordIdOf, type IndexedRecord, type SearchIndex } from './search-index';
import { compact, queryTerms } from './tokenize';
import { boundedDistance, typoBudget } from './vocabulary';

/** A query's hits in ranking order, one per section (page top or heading), and how words matched. */
export interface Ranking {
  terms: string[];
  records: IndexedRecord[];
  lookup: WordLookup;
}

/** Non-final terms shorter than this must match whole words (no prefix search). */
const minimumPrefixLength = 3;
const noMatch = 255;

/**
 * Ranking criteria, compared in order (each one only breaks ties of the previous):
 * 1. words: how many query words the record matches (all of them; when no record has them
 *    all, the records with the most of them are the hits);
 * 2. name: the query is the page's title (an API name or a guide title), exactly or within its
 *    typo budget, or exactly a heading's text;
 * 3. typos: fewer is better;
 * 4. attribute: where the words matched: the record's own heading, then the page title, the
 *    section headings, the text, and last the category (lvl0), summed over the words;
 * 5. exact: words matched whole rather than as a prefix or inside an identifier;
 * 6. level: page title records, then section headings, then text;
 * 7. position: earlier in the page (and in the index) first.
 */
export function rank(index: SearchIndex, query: string, keep: (record: IndexedRecord) => boolean): Ranking {
  const terms = queryTerms(query);
  const lookup = new Map<string, MatchedWord>();
  const recordCount = index.records.length;
  if (terms.length === 0) return { terms, records: distinct(index, index.records.filter(keep)), lookup };

  const typos = terms.map(() => new Uint8Array(recordCount).fill(noMatch));
  const masks = terms.map(() => new Uint8Array(recordCount));
  const exact = terms.map(() => new Uint8Array(recordCount));
  const matchedTerms = new Uint8Array(recordCount);
  const touched: number[] = [];

  terms.forEach((term, t) => {
    const prefix = t === terms.length - 1 || term.length >= minimumPrefixLength;
    for (const match of index.vocabulary.match(term, { prefix })) {
      const word = index.vocabulary.words[match.word];
      const known = lookup.get(word);
      if (!known || (known.kind !== 'exact' && match.kind === 'exact'))
        lookup.set(word, { term: t, kind: match.kind, length: match.length });
      const whole = match.kind === 'exact' ? 1 : 0;
      for (const posting of index.postings[match.word]) {
        const id = recordIdOf(posting);
        const mask = maskOf(posting);
        const best = typos[t][id];
        if (best === noMatch) {
          matchedTerms[id]++;
          if (matchedTerms[id] === 1) touched.push(id);
        }
        if (match.typos < best) {
          typos[t][id] = match.typos;
          masks[t][id] = mask;
          exact[t][id] = whole && !(mask & partOnlyBit) ? 1 : 0;
        } else if (match.typos === best) {
          masks[t][id] |= mask;
          if (whole && !(mask & partOnlyBit)) exact[t][id] = 1;
        }
      }
    }
  });

  let required = terms.length;
  let candidates = touched.filter((id) => matchedTerms[id] === required);
  if (candidates.length === 0 && touched.length > 0) {
    // No record holds every word: fall back to those holding the most of them.
    required = touched.reduce((most, id) => Math.max(most, matchedTerms[id]), 0);
    candidates = touched.filter((id) => matchedTerms[id] === required);
  }

  const compactQuery = compact(query);
  const nameBudget = typoBudget(compactQuery);
  // Every candidate matches `required` words, so criterion 1 is settled; the others are packed
  // into one number per record (higher is better) so that sorting is a typed-array sort.
  const keys = new Float64Array(candidates.length);
  let count = 0;
  for (const id of candidates) {
    const record = index.records[id];
    if (!keep(record)) continue;
    let typoSum = 0;
    let attribute = 0;
    let exactWords = 0;
    for (let t = 0; t < terms.length; t++) {
      if (typos[t][id] === noMatch) continue;
      typoSum += typos[t][id];
      attribute += attributeRank(masks[t][id], record);
      exactWords += exact[t][id];
    }
    keys[count++] = packKey(
      nameScore(index, record, compactQuery, nameBudget, typoSum),
      typoSum,
      attribute,
      exactWords,
      levels[record.type],
      id,
    );
  }
  const sorted = keys.subarray(0, count).sort();
  const ranked: IndexedRecord[] = [];
  for (let i = count - 1; i >= 0; i--) ranked.push(index.records[recordOfKey(sorted[i])]);
  return { terms, records: distinct(index, ranked), lookup };
}

const positionRange = 2 ** 22;

/** Criteria 2-7 as one number, most significant first: name (2 bits), typos (7), attribute (8), exact (6), level (2), position (22). */
function packKey(name: number, typos: number, attribute: number, exactWords: number, level: number, id: number): number {
  let key = name;
  key = key * 128 + (127 - Math.min(typos, 127));
  key = key * 256 + (255 - Math.min(attribute, 255));
  key = key * 64 + Math.min(exactWords, 63);
  key = key * 4 + (3 - level);
  return key * positionRange + (positionRange - 1 - id);
}

function recordOfKey(key: number): number {
  return positionRange - 1 - (key % positionRange);
}

const levels = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 } as const;

const ownAttribute = { lvl1: Attr.lvl1, lvl2: Attr.lvl2, lvl3: Attr.lvl3, content: -1 } as const;
const attributeOrder = [Attr.lvl1, Attr.lvl2, Attr.lvl3, Attr.content, Attr.lvl0];

function attributeRank(mask: number, record: IndexedRecord): number {
  const own = ownAttribute[record.type];
  if (own >= 0 && mask & (1 << own)) return 0;
  for (let i = 0; i < attributeOrder.length; i++) if (mask & (1 << attributeOrder[i])) return i + 1;
  return attributeOrder.length + 1;
}

function nameScore(index: SearchIndex, record: IndexedRecord, compactQuery: string, budget: number, typoSum: number): number {
  if (record.type === 'content' || compactQuery === '') return 0;
  const heading = index.sections[record.section].compactHeading;
  if (heading === compactQuery) return record.type === 'lvl1' ? 3 : 2;
  if (record.type === 'lvl1' && typoSum > 0 && boundedDistance(compactQuery, heading, budget) <= budget) return 1;
  return 0;
}

/** Keeps the best record of each section: one hit per URL, anchor included. */
function distinct(index: SearchIndex, records: readonly IndexedRecord[]): IndexedRecord[] {
  const seen = new Uint8Array(index.sections.length);
  const kept: IndexedRecord[] = [];
  for (const record of records) {
    if (seen[record.section]) continue;
    seen[record.section] = 1;
    kept.push(record);
  }
  return kept;
}
