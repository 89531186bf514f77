import { readFile } from 'node:fs/promises';
import type { BuildCache } from '../build-cache';
import { createLinkResolver } from './link-resolver';
import { fullFileName, indexFileName, renderFull, renderIndex, type FullPage } from './llms-txt';
import { pageMarkdown, renderPage, type PageMarkdown } from './page-markdown';
import type { ExportDoc, ExportSite } from './types';
import { filePathUnder, markdownPath } from './urls';

/**
 * Every file of the export, by URL path (base URL included): each doc's Markdown twin at its
 * permalink plus `.md`, each version's llms.txt and llms-full.txt at the version's root, and the
 * site's llms.txt, which is the latest release's. With a cache (whose inputs must cover the
 * whole site, as links are resolved against it), a doc whose source and metadata are unchanged
 * keeps last build's Markdown instead of being parsed again.
 */
export async function exportFiles(
  site: ExportSite,
  read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
  cache?: BuildCache<PageMarkdown>,
): Promise<Map<string, string>> {
  const resolve = createLinkResolver(site);
  const files = new Map<string, string>();
  for (const version of site.versions) {
    const pages = new Map<ExportDoc, FullPage>();
    for (const doc of version.docs) {
      const source = await read(doc.sourceFile);
      const convert = () => pageMarkdown(source, doc, resolve);
      const page = cache ? cache.get(doc.permalink, `${JSON.stringify(doc)}\0${source}`, convert) : convert();
      pages.set(doc, { doc, ...page });
      files.set(markdownPath(doc.permalink), renderPage(page));
    }
    const index = renderIndex(site, version);
    const listed = version.sections.flatMap((section) => section.docs).map((doc) => pages.get(doc)!);
    files.set(filePathUnder(version.root, indexFileName), index);
    files.set(filePathUnder(version.root, fullFileName), renderFull(site, version, listed));
    if (version.isLast) files.set(`${site.baseUrl}${indexFileName}`, index);
  }
  return files;
}
