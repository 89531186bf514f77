/**
 * The local search index as written at build time (src/plugins/search-index) and read in the
 * browser (src/search/local-client.ts). One shard per language and docs version tag, each a JSON
 * file whose name carries a hash of its content, listed by a small manifest at a fixed address.
 */

/** Bumped whenever the shape below changes, so a stale manifest is refused instead of misread. */
export const indexFormatVersion = 1;

/** Where the manifest lives, relative to the site's base URL. */
export const manifestPath = 'search/manifest.json';

export interface SearchManifest {
  format: number;
  /** The index name the search client answers to (DocSearch also keys recent searches by it). */
  indexName: string;
  shards: ShardEntry[];
}

export interface ShardEntry {
  language: string;
  docusaurus_tag: string;
  /** Relative to the base URL, e.g. "search/en.docs-default-current.1a2b3c4d5e.json". */
  file: string;
  records: number;
  bytes: number;
}

/**
 * A shard keeps each string once: pages hold the URL path and the two top hierarchy levels,
 * sections the anchor and the lower levels, and content records point at their section.
 * Every section also stands for its own heading record (type lvl1, lvl2 or lvl3).
 */
export interface Shard {
  format: number;
  language: string;
  docusaurus_tag: string;
  /** [URL path without the base URL, lvl0, lvl1] */
  pages: ShardPage[];
  /** [page index, anchor ("" for the top of the page), lvl2, lvl3] */
  sections: ShardSection[];
  /** [section index, text] */
  contents: ShardContent[];
}

export type ShardPage = [path: string, lvl0: string, lvl1: string];
export type ShardSection = [page: number, anchor: string, lvl2: string | null, lvl3: string | null];
export type ShardContent = [section: number, text: string];

/** A record as the indexer extracts it: the DocSearch record shape, before compaction. */
export interface ExtractedRecord {
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null };
  content: string | null;
  /** URL path without the base URL, and the anchor of the nearest heading ("" above the first). */
  path: string;
  anchor: string;
  language: string;
  docusaurus_tag: string;
}
