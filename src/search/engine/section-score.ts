import { Attr, wholeShift, type IndexedPage, type IndexedRecord, type IndexedSection, type SearchIndex } from './search-index';
import { noMatch, type TermMatches } from './term-matches';
import { titleMatch } from './title-match';
import { compact } from './tokenize';
import { typoBudget } from './vocabulary';

/**
 * Sections holding at least this share of what the best section holds of the query (by weight)
 * are hits: a close answer missing one word of a question is found, a section sharing one common
 * word with it is not.
 */
const hitShare = 0.5;
/** A record is worth this much more for each query word beyond the first it holds: words side by side answer better… */
const togetherBonus = 0.2;
/** …and this much more again when it holds every query word the index has. */
const completeBonus = 0.5;
/** How much a text's length lowers the value of its words (BM25's b). */
const lengthEffect = 0.5;
/** Each section of a page counts this share of its score per section of the same page ranked above it, so that other pages' answers come up too. */
const samePageFactor = 0.8;

/** What a word is worth in each place of a section: its own heading, the page title, a heading above, its text, the category. */
const placeWeights = { own: 2, title: 2, above: 1.5, text: 1, category: 0.5 };
/** A word found only inside a longer identifier ("context" in ContextMenuCommandProps), as a prefix or another form, is worth less. */
const partFactor = 0.7;

interface Hit {
  record: number;
  page: IndexedPage;
  name: number;
  score: number;
}

/**
 * The order of the sections (a heading and its text) holding a query of several words, often a
 * reader's question in their own words. Each query word weighs more the fewer records hold it
 * (inverse document frequency), so "developers" outweighs "commands". A word's value in a record
 * is its weight times how well the record holds it: in the section's own heading or the page title
 * more than in a heading above or in the text, whole rather than as a prefix, another form or with
 * typos, in a short paragraph more than in a long one (a row listing a hundred names holds many
 * words by chance). A section is represented by its record of highest value, worth more the more
 * of the query it holds; words the section holds only in its other records add their value too,
 * lowered by the length of the section's text (they are farther apart). A query that is a page's
 * or a heading's exact name ranks that one first; ties go to the earlier section.
 */
export function byScore(index: SearchIndex, query: string, matches: TermMatches, keep: (record: IndexedRecord) => boolean): number[] {
  const { terms, typos, masks } = matches;
  const termCount = terms.length;
  const recordCount = index.records.length;
  const weights = matches.recordsWithTerm.map((count) => (count === 0 ? 0 : Math.log(1 + recordCount / count)));
  const termsFound = weights.filter((weight) => weight > 0).length;
  const compactQuery = compact(query);
  const nameBudget = typoBudget(compactQuery);

  // A section can only be a hit if the weight of the words it holds anywhere reaches the share of
  // what some section surely holds (each of its words counts at least as far apart): the others
  // are not scored, which spares most of the records a common word like "command" brings in.
  const sectionCount = index.sections.length;
  const kept = matches.touched.filter((id) => keep(index.records[id]));
  const wordsIn = new Uint32Array(sectionCount);
  for (const id of kept) {
    let words = 0;
    for (let t = 0; t < termCount; t++) if (typos[t][id] !== noMatch) words |= 1 << t;
    wordsIn[index.records[id].section] |= words;
  }
  const heldAtMost = new Float64Array(sectionCount);
  let surelyHeld = 0;
  for (const id of kept) {
    const sectionId = index.records[id].section;
    if (heldAtMost[sectionId] > 0) continue;
    for (let t = 0; t < termCount; t++) if (wordsIn[sectionId] & (1 << t)) heldAtMost[sectionId] += weights[t];
    const spread = lengthFactor(index.sections[sectionId].textLength, index.averageSectionLength);
    surelyHeld = Math.max(surelyHeld, heldAtMost[sectionId] * spread);
  }

  // Per section (flat arrays, section * termCount + term): each term's best value in the section,
  // and the section's record of highest value with the value of each term in it.
  const best = new Float64Array(sectionCount * termCount);
  const bestRecordValues = new Float64Array(sectionCount * termCount);
  const bestRecord = new Int32Array(sectionCount).fill(-1);
  const bestRecordValue = new Float64Array(sectionCount);
  const name = new Uint8Array(sectionCount);
  const sections: number[] = [];
  const values = new Float64Array(termCount);
  for (const id of kept) {
    const record = index.records[id];
    const sectionId = record.section;
    if (heldAtMost[sectionId] < surelyHeld * hitShare) continue;
    if (bestRecord[sectionId] < 0) sections.push(sectionId);
    const section = index.sections[sectionId];
    const length = lengthFactor(record.content?.length, index.averageTextLength);
    const base = sectionId * termCount;
    let value = 0;
    let typoSum = 0;
    for (let t = 0; t < termCount; t++) {
      values[t] = 0;
      if (typos[t][id] === noMatch) continue;
      typoSum += typos[t][id];
      values[t] = weights[t] * typoFactor(typos[t][id]) * placeValue(masks[t][id], section, length);
      if (values[t] > best[base + t]) best[base + t] = values[t];
      value += values[t];
    }
    if (bestRecord[sectionId] < 0 || value > bestRecordValue[sectionId]) {
      bestRecord[sectionId] = id;
      bestRecordValue[sectionId] = value;
      bestRecordValues.set(values, base);
    }
    if (record.type !== 'content')
      name[sectionId] = Math.max(name[sectionId], titleMatch(index, record, compactQuery, nameBudget, typoSum));
  }

  const scored: (Hit & { held: number })[] = [];
  let mostHeld = 0;
  for (const sectionId of sections) {
    const section = index.sections[sectionId];
    const spread = lengthFactor(section.textLength, index.averageSectionLength);
    const base = sectionId * termCount;
    let together = 0;
    let elsewhere = 0;
    let held = 0;
    for (let t = 0; t < termCount; t++) {
      const inRecord = bestRecordValues[base + t];
      if (inRecord > 0) together++;
      elsewhere += (best[base + t] - inRecord) * spread;
      if (best[base + t] > 0) held += weights[t] * (inRecord > 0 ? 1 : spread);
    }
    const bonus = 1 + togetherBonus * Math.max(0, together - 1) + (together === termsFound ? completeBonus : 0);
    mostHeld = Math.max(mostHeld, held);
    scored.push({
      record: bestRecord[sectionId],
      page: section.page,
      name: name[sectionId],
      score: bestRecordValue[sectionId] * bonus + elsewhere,
      held,
    });
  }
  return spreadOverPages(scored.filter((hit) => hit.held >= mostHeld * hitShare)).map((hit) => hit.record);
}

/** The hits in order, each page's further sections worth less than its first (samePageFactor). */
function spreadOverPages(hits: Hit[]): Hit[] {
  const order = (a: Hit, b: Hit) => b.name - a.name || b.score - a.score || a.record - b.record;
  hits.sort(order);
  const ranked = new Map<IndexedPage, number>();
  for (const hit of hits) {
    const before = ranked.get(hit.page) ?? 0;
    hit.score *= samePageFactor ** before;
    ranked.set(hit.page, before + 1);
  }
  return hits.sort(order);
}

/** Words with typos count much less. */
function typoFactor(typos: number): number {
  return typos === 0 ? 1 : typos === 1 ? 0.3 : 0.15;
}

/** The best value of a word's places in a section (mask: the attributes holding it, and where whole). */
function placeValue(mask: number, section: IndexedSection, length: number): number {
  const own = section.lvl3 !== null ? Attr.lvl3 : section.lvl2 !== null ? Attr.lvl2 : Attr.lvl1;
  let best = 0;
  if (mask & (1 << own)) best = placeWeights.own * wholeOrPart(mask, own);
  if (mask & (1 << Attr.lvl1)) best = Math.max(best, placeWeights.title * wholeOrPart(mask, Attr.lvl1));
  if (mask & (1 << Attr.lvl2)) best = Math.max(best, placeWeights.above * wholeOrPart(mask, Attr.lvl2));
  if (mask & (1 << Attr.content)) best = Math.max(best, placeWeights.text * length * wholeOrPart(mask, Attr.content));
  if (mask & (1 << Attr.lvl0)) best = Math.max(best, placeWeights.category * wholeOrPart(mask, Attr.lvl0));
  return best;
}

function wholeOrPart(mask: number, attribute: number): number {
  return mask & (1 << (attribute + wholeShift)) ? 1 : partFactor;
}

/** Words of a text count less the longer it is than the average, and never more than a heading's. */
function lengthFactor(length: number | undefined, average: number): number {
  if (length === undefined || average === 0) return 1;
  return Math.min(1, 1 / (1 - lengthEffect + (lengthEffect * length) / average));
}
