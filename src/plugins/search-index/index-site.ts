import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractedRecord, SearchManifest } from '../../search/index-format';
import { buildShards } from './build-shards';
import { extractRecords } from './extract-records';
import { writeIndex } from './write-index';

export interface IndexSiteOptions {
  /** The build output to read the HTML pages from. */
  siteDir: string;
  /** Where to write `search/` (the build output itself after a build). */
  outDir: string;
  indexName: string;
  ignoreText?: readonly RegExp[];
  trailingSlash?: boolean;
}

export interface IndexSiteResult {
  manifest: SearchManifest;
  pages: number;
  ms: number;
}

/** Indexes every doc page of a built site and writes the shards and the manifest. */
export async function indexSite(options: IndexSiteOptions): Promise<IndexSiteResult> {
  const started = performance.now();
  const files = (await readdir(options.siteDir, { recursive: true, encoding: 'utf8' })).filter((file) => file.endsWith('.html')).sort();
  const records: ExtractedRecord[] = [];
  let pages = 0;
  for (const file of files) {
    const html = await readFile(path.join(options.siteDir, file), 'utf8');
    const extracted = extractRecords(html, routePathOf(file, options.trailingSlash), { ignoreText: options.ignoreText });
    if (extracted.length > 0) pages++;
    records.push(...extracted);
  }
  const manifest = await writeIndex(options.outDir, options.indexName, buildShards(records));
  return { manifest, pages, ms: performance.now() - started };
}

/**
 * The route of a built HTML file, without the base URL: "docs/a.html" -> "/docs/a",
 * "docs/b/index.html" -> "/docs/b" (or "/docs/b/" when the site asks for trailing slashes).
 */
export function routePathOf(file: string, trailingSlash?: boolean): string {
  const route = file.split(path.sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return route && trailingSlash ? `/${route}/` : `/${route}`;
}
