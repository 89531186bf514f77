import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractedRecord, SearchManifest } from '../../search/index-format';
import { buildShards } from './build-shards';
import { extractRecords } from './extract-records';
import { RecordsCache } from './records-cache';
import { writeIndex } from './write-index';

export interface IndexSiteOptions {
  /** The build output to read the HTML pages from. */
  siteDir: string;
  /** Where to write `search/` (the build output itself after a build). */
  outDir: string;
  indexName: string;
  ignoreText?: readonly RegExp[];
  trailingSlash?: boolean;
  /** Reuse the records of pages whose HTML did not change since the run that wrote this file. */
  cacheFile?: string;
}

export interface IndexSiteResult {
  manifest: SearchManifest;
  pages: number;
  ms: number;
}

/** How many pages are read ahead of the one being indexed. */
const readAhead = 16;

/** Indexes every doc page of a built site and writes the shards and the manifest. */
export async function indexSite(options: IndexSiteOptions): Promise<IndexSiteResult> {
  const started = performance.now();
  const files = (await readdir(options.siteDir, { recursive: true, encoding: 'utf8' })).filter((file) => file.endsWith('.html')).sort();
  const cache = options.cacheFile ? await RecordsCache.open(options.cacheFile, await cacheInputs(options)) : undefined;
  const records: ExtractedRecord[] = [];
  let pages = 0;
  // Read ahead of the parsing (one file at a time left the thread idle between reads for a quarter
  // of the time), but only a few files ahead: a large site's pages all at once weigh hundreds of
  // megabytes, at the end of the build when its memory peaks.
  const reading = new Map<number, Promise<string>>();
  const startReading = (index: number) => {
    if (index >= files.length) return;
    const html = readFile(path.join(options.siteDir, files[index]), 'utf8');
    // Awaited in its turn; a read that fails before then must not count as unhandled.
    html.catch(() => undefined);
    reading.set(index, html);
  };
  for (let index = 0; index < readAhead; index++) startReading(index);
  for (const [index, file] of files.entries()) {
    const html = await reading.get(index)!;
    reading.delete(index);
    startReading(index + readAhead);
    const route = routePathOf(file, options.trailingSlash);
    const extract = () => extractRecords(html, route, { ignoreText: options.ignoreText });
    const extracted = cache ? cache.records(route, html, extract) : extract();
    if (extracted.length > 0) pages++;
    records.push(...extracted);
  }
  await cache?.save();
  const manifest = await writeIndex(options.outDir, options.indexName, buildShards(records));
  return { manifest, pages, ms: performance.now() - started };
}

/** What decides a page's records besides its HTML: the extractor's source and the options. */
async function cacheInputs(options: IndexSiteOptions): Promise<string[]> {
  const sources = await Promise.all(
    [path.join(__dirname, 'extract-records.ts'), path.join(__dirname, '..', '..', 'search', 'index-format.ts')].map((file) =>
      readFile(file, 'utf8'),
    ),
  );
  return [...sources, JSON.stringify((options.ignoreText ?? []).map(String)), String(options.trailingSlash)];
}

/**
 * The route of a built HTML file, without the base URL: "docs/a.html" -> "/docs/a",
 * "docs/b/index.html" -> "/docs/b" (or "/docs/b/" when the site asks for trailing slashes).
 */
export function routePathOf(file: string, trailingSlash?: boolean): string {
  const route = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return route && trailingSlash ? `/${route}/` : `/${route}`;
}
