import type { IndexedRecord, SearchIndex } from './search-index';
import { boundedDistance } from './vocabulary';

/**
 * Whether the query names this heading record's page or section: 3 for the page title exactly (an
 * API name, a guide's title), 2 for a section heading exactly, 1 for the page title within the
 * query's typo budget (when the words matched with typos), else 0. `compactQuery` and headings are
 * compared as their letters and digits only.
 */
export function titleMatch(index: SearchIndex, record: IndexedRecord, compactQuery: string, budget: number, typoSum: number): number {
  if (record.type === 'content' || compactQuery === '') return 0;
  const heading = index.sections[record.section].compactHeading;
  if (heading === compactQuery) return record.type === 'lvl1' ? 3 : 2;
  if (record.type === 'lvl1' && typoSum > 0 && boundedDistance(compactQuery, heading, budget) <= budget) return 1;
  return 0;
}
