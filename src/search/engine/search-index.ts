import type { Shard } from '../index-format';
import { compact, indexTokens } from './tokenize';
import { Vocabulary } from './vocabulary';

/** The searchable attributes, as bit positions in a posting's attribute mask. */
export const Attr = { lvl0: 0, lvl1: 1, lvl2: 2, lvl3: 3, content: 4 } as const;
const attributeCount = 5;
/**
 * A posting's mask holds, for each attribute, whether the word is in it (bit Attr.x) and whether
 * it is there as a whole word rather than only inside a longer identifier (bit Attr.x + 5):
 * "context" in the title "ContextMenuCommandProps" is only a part, in "Context menu commands" whole.
 */
export const wholeShift = attributeCount;
const attrBits = 2 * attributeCount;

/** Whether the mask's word is a whole word in at least one of its attributes. */
export function isWholeSomewhere(mask: number): boolean {
  return mask >>> wholeShift !== 0;
}

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface IndexedPage {
  path: string;
  lvl0: string;
  lvl1: string;
  language: string;
  docusaurus_tag: string;
}

export interface IndexedSection {
  page: IndexedPage;
  anchor: string;
  lvl2: string | null;
  lvl3: string | null;
  /** The heading this section starts with, lower-cased to letters and digits. */
  compactHeading: string;
  /** The id of the section's first record (its heading record). */
  firstRecord: number;
  /** The length, in characters, of the section's text (all its text records). */
  textLength: number;
}

export interface IndexedRecord {
  id: number;
  type: RecordType;
  section: number;
  content: string | null;
}

/**
 * One or more shards made searchable in memory: records in document order, the vocabulary, and
 * for each word the records holding it with the attributes it appears in.
 */
export class SearchIndex {
  readonly sections: IndexedSection[] = [];
  readonly records: IndexedRecord[];
  readonly vocabulary: Vocabulary;
  /** postings[word] = record id << 10 | attribute mask, in record order. */
  readonly postings: Int32Array[];
  /** The mean length, in characters, of the text records: what a paragraph's length is compared with. */
  readonly averageTextLength: number;
  /** The mean length, in characters, of a section's text. */
  readonly averageSectionLength: number;

  constructor(shards: readonly Shard[]) {
    const records: IndexedRecord[] = [];
    const perRecordTokens: Map<string, number>[] = [];
    const pageTokens: Map<string, number>[] = [];
    const sectionTokens: Map<string, number>[] = [];

    for (const shard of shards) {
      const pages = shard.pages.map(([path, lvl0, lvl1]): IndexedPage => ({
        path,
        lvl0,
        lvl1,
        language: shard.language,
        docusaurus_tag: shard.docusaurus_tag,
      }));
      for (const page of pages)
        pageTokens.push(
          collect([
            [page.lvl0, Attr.lvl0],
            [page.lvl1, Attr.lvl1],
          ]),
        );
      const pageOffset = pageTokens.length - pages.length;
      const sectionOffset = this.sections.length;
      for (const [pageIndex, anchor, lvl2, lvl3] of shard.sections) {
        const page = pages[pageIndex];
        const heading = lvl3 ?? lvl2 ?? page.lvl1;
        this.sections.push({ page, anchor, lvl2, lvl3, compactHeading: compact(heading), firstRecord: -1, textLength: 0 });
        const own = collect([
          [lvl2, Attr.lvl2],
          [lvl3, Attr.lvl3],
        ]);
        const tokens = merge(pageTokens[pageOffset + pageIndex], own);
        sectionTokens.push(tokens);
        const type: RecordType = lvl3 !== null ? 'lvl3' : lvl2 !== null ? 'lvl2' : 'lvl1';
        records.push({ id: records.length, type, section: this.sections.length - 1, content: null });
        perRecordTokens.push(tokens);
      }
      for (const [sectionIndex, text] of shard.contents) {
        const section = sectionOffset + sectionIndex;
        records.push({ id: records.length, type: 'content', section, content: text });
        perRecordTokens.push(merge(sectionTokens[section], collect([[text, Attr.content]])));
      }
    }

    if (records.length >= 2 ** 21) throw new Error(`The search index has ${records.length} records; ranking supports up to 2 097 151.`);
    // Records are re-ordered so that each page's heading and content records sit together in the
    // order they appear on the page: the record id doubles as the in-page position for ranking.
    const order = records
      .map((record, index) => ({ record, index }))
      .sort(
        (a, b) => a.record.section - b.record.section || positionInSection(a.record) - positionInSection(b.record) || a.index - b.index,
      );
    const tokensInOrder = order.map(({ index }) => perRecordTokens[index]);
    this.records = order.map(({ record }, id) => ({ ...record, id }));
    for (const record of this.records)
      if (this.sections[record.section].firstRecord < 0) this.sections[record.section].firstRecord = record.id;

    const words = new Set<string>();
    for (const tokens of tokensInOrder) for (const token of tokens.keys()) words.add(token);
    this.vocabulary = new Vocabulary(words);
    const lists: number[][] = Array.from({ length: this.vocabulary.size }, () => []);
    tokensInOrder.forEach((tokens, id) => {
      for (const [token, mask] of tokens) lists[this.vocabulary.idOf(token)!].push((id << attrBits) | mask);
    });
    this.postings = lists.map((list) => Int32Array.from(list));
    const texts = this.records.filter((record) => record.content !== null);
    for (const record of texts) this.sections[record.section].textLength += record.content!.length;
    this.averageTextLength = texts.reduce((sum, record) => sum + record.content!.length, 0) / Math.max(texts.length, 1);
    this.averageSectionLength = this.sections.reduce((sum, section) => sum + section.textLength, 0) / Math.max(this.sections.length, 1);
  }
}

export function recordIdOf(posting: number): number {
  return posting >>> attrBits;
}

export function maskOf(posting: number): number {
  return posting & ((1 << attrBits) - 1);
}

function positionInSection(record: IndexedRecord): number {
  return record.type === 'content' ? 1 : 0;
}

/** Token -> attribute mask: the attributes holding it, and those holding it as a whole word. */
function collect(fields: [text: string | null, attr: number][]): Map<string, number> {
  const tokens = new Map<string, number>();
  for (const [text, attr] of fields) {
    if (!text) continue;
    for (const { token, part } of indexTokens(text)) {
      const bits = (1 << attr) | (part ? 0 : 1 << (attr + wholeShift));
      tokens.set(token, (tokens.get(token) ?? 0) | bits);
    }
  }
  return tokens;
}

function merge(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  if (b.size === 0) return a;
  const merged = new Map(a);
  for (const [token, mask] of b) merged.set(token, (merged.get(token) ?? 0) | mask);
  return merged;
}
