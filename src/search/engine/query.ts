import { parseFacetFilters, passes, type FacetFilter, type FacetFiltersInput } from './facet-filters';
import { findMarks, highlight, snippet, type HighlightResult, type HighlightTags, type Marks, type SnippetResult } from './highlight';
import { rank } from './rank';
import type { IndexedRecord, SearchIndex } from './search-index';

/** The Algolia search parameters the local engine honours; others are accepted and ignored. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFiltersInput;
  attributesToHighlight?: readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: IndexedRecord['type'];
  hierarchy: Record<Level, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<Level, SnippetResult>>; content?: SnippetResult };
}

export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

const defaultHitsPerPage = 20;
const maxHitsPerPage = 1000;
const defaultSnippetWords = 10;
const searchableAttributes = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'] as const;
type SearchableAttribute = (typeof searchableAttributes)[number];

export interface QueryContext {
  indexName: string;
  /** The site's address with its base URL, e.g. "https://commandkit.dev/": hit URLs are absolute, like a crawler's. */
  siteRoot: string;
}

export function facetFilterOf(params: SearchParams): FacetFilter {
  return parseFacetFilters(params.facetFilters);
}

export function runQuery(index: SearchIndex, params: SearchParams, context: QueryContext): LocalSearchResponse {
  const started = now();
  const query = typeof params.query === 'string' ? params.query : '';
  const filter = facetFilterOf(params);
  const ranking = rank(index, query, (record) => {
    const page = index.sections[record.section].page;
    return passes(filter, { language: page.language, docusaurus_tag: page.docusaurus_tag, type: record.type });
  });

  const hitsPerPage = clamp(integer(params.hitsPerPage, defaultHitsPerPage), 0, maxHitsPerPage);
  const page = Math.max(0, integer(params.page, 0));
  const nbHits = ranking.records.length;
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
  const tags: HighlightTags = { preTag: params.highlightPreTag ?? '<em>', postTag: params.highlightPostTag ?? '</em>' };
  const toHighlight = selectAttributes(params.attributesToHighlight, searchableAttributes);
  const toSnippet = snippetAttributes(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';

  const hits = ranking.records.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const hit = baseHit(index, record, context.siteRoot);
    const marks = new Map<SearchableAttribute, Marks>();
    const marksOf = (attribute: SearchableAttribute, value: string) => {
      let found = marks.get(attribute);
      if (!found) marks.set(attribute, (found = findMarks(value, ranking.lookup)));
      return found;
    };
    for (const attribute of toHighlight) {
      const value = valueOf(hit, attribute);
      if (value !== null) assign(hit._highlightResult, attribute, highlight(value, marksOf(attribute, value), ranking.terms, tags));
    }
    for (const [attribute, words] of toSnippet) {
      const value = valueOf(hit, attribute);
      if (value !== null)
        assign(hit._snippetResult, attribute, snippet(value, marksOf(attribute, value), ranking.terms, words, tags, ellipsis));
    }
    return hit;
  });

  return {
    hits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(now() - started),
    query,
    params: encodeParams(params),
    index: context.indexName,
  };
}

function baseHit(index: SearchIndex, record: IndexedRecord, siteRoot: string): LocalHit {
  const section = index.sections[record.section];
  const { page } = section;
  const urlWithoutAnchor = siteRoot + page.path.replace(/^\//, '');
  return {
    objectID: `${page.docusaurus_tag}:${page.path}#${section.anchor}:${record.id - section.firstRecord}`,
    url: section.anchor ? `${urlWithoutAnchor}#${section.anchor}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    anchor: section.anchor || null,
    type: record.type,
    hierarchy: { lvl0: page.lvl0, lvl1: page.lvl1, lvl2: section.lvl2, lvl3: section.lvl3, lvl4: null, lvl5: null, lvl6: null },
    content: record.content,
    language: page.language,
    docusaurus_tag: page.docusaurus_tag,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
}

function valueOf(hit: LocalHit, attribute: SearchableAttribute): string | null {
  if (attribute === 'content') return hit.content;
  return hit.hierarchy[attribute.slice('hierarchy.'.length) as Level];
}

function assign<T>(target: { hierarchy: Partial<Record<Level, T>>; content?: T }, attribute: SearchableAttribute, value: T): void {
  if (attribute === 'content') target.content = value;
  else target.hierarchy[attribute.slice('hierarchy.'.length) as Level] = value;
}

/** Expands "*", "hierarchy" and "hierarchy.lvlN" to the searchable attributes they name. */
function expand(name: string): SearchableAttribute[] {
  if (name === '*') return [...searchableAttributes];
  if (name === 'hierarchy') return searchableAttributes.filter((attribute) => attribute !== 'content');
  return (searchableAttributes as readonly string[]).includes(name) ? [name as SearchableAttribute] : [];
}

function selectAttributes(names: readonly string[] | undefined, fallback: readonly SearchableAttribute[]): SearchableAttribute[] {
  if (!names) return [...fallback];
  return [...new Set(names.flatMap(expand))];
}

/** "content:10" -> content, 10 words; later entries override earlier ones. */
function snippetAttributes(names: readonly string[] | undefined): Map<SearchableAttribute, number> {
  const result = new Map<SearchableAttribute, number>();
  for (const entry of names ?? []) {
    const [name, count] = entry.split(':');
    const words = count === undefined ? defaultSnippetWords : Number.parseInt(count, 10);
    if (!Number.isFinite(words) || words <= 0) continue;
    for (const attribute of expand(name.trim())) result.set(attribute, words);
  }
  return result;
}

function integer(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([key, value]) => key !== 'indexName' && value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}
