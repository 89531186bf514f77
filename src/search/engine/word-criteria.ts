import { Attr, type IndexedRecord, type SearchIndex } from './search-index';
import { noMatch, type TermMatches } from './term-matches';
import { titleMatch } from './title-match';
import { compact } from './tokenize';
import { typoBudget } from './vocabulary';

/**
 * The order of the records holding a one-word query (an API name, a word being typed), by criteria
 * compared in order, each one only breaking ties of the previous:
 * 1. name: the query is the page's title, exactly or within its typo budget, or exactly a heading;
 * 2. typos: fewer is better;
 * 3. attribute: where the word matched: the record's own heading, then the page title, the
 *    section headings, the text, and last the category (lvl0);
 * 4. exact: the word matched whole rather than as a prefix or inside an identifier;
 * 5. level: page title records, then section headings, then text;
 * 6. position: earlier in the page (and in the index) first.
 */
export function byCriteria(index: SearchIndex, query: string, matches: TermMatches, keep: (record: IndexedRecord) => boolean): number[] {
  const compactQuery = compact(query);
  const nameBudget = typoBudget(compactQuery);
  const { typos, masks, exact } = matches;
  const candidates = matches.touched.filter((id) => keep(index.records[id]));
  // The criteria are packed into one number per record (higher is better), so that sorting is a typed-array sort.
  const keys = new Float64Array(candidates.length);
  candidates.forEach((id, i) => {
    const record = index.records[id];
    let typoSum = 0;
    let attribute = 0;
    let exactWords = 0;
    for (let t = 0; t < matches.terms.length; t++) {
      if (typos[t][id] === noMatch) continue;
      typoSum += typos[t][id];
      attribute += attributeRank(masks[t][id], record);
      exactWords += exact[t][id];
    }
    keys[i] = packKey(
      titleMatch(index, record, compactQuery, nameBudget, typoSum),
      typoSum,
      attribute,
      exactWords,
      levels[record.type],
      id,
    );
  });
  const sorted = keys.sort();
  const ordered: number[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) ordered.push(recordOfKey(sorted[i]));
  return ordered;
}

const positionRange = 2 ** 21;

/** The criteria as one number, most significant first: name (2 bits), typos (7), attribute (8), exact (6), level (2), position (22). */
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

/** Where the word is, best first (the mask's whole-word bits, above the attribute bits, play no part here). */
function attributeRank(mask: number, record: IndexedRecord): number {
  const own = ownAttribute[record.type];
  if (own >= 0 && mask & (1 << own)) return 0;
  for (let i = 0; i < attributeOrder.length; i++) if (mask & (1 << attributeOrder[i])) return i + 1;
  return attributeOrder.length + 1;
}
