import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractedRecord } from '../../search/index-format';
import { extractRecords } from './extract-records';
import { markdownToHtml } from './markdown-to-html';

/** The parts of the docs plugin's loaded content the dev index needs. */
export interface DocsContent {
  loadedVersions: {
    versionName: string;
    docs: { id: string; title: string; description?: string; source: string; permalink: string }[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: string };

export interface DevIndexOptions {
  siteDir: string;
  baseUrl: string;
  language: string;
  /** The docs plugin's id (its version tags are `docs-{pluginId}-{version}`). */
  pluginId: string;
  /** Navbar labels of the doc sidebars (sidebar id → "Guide"): lvl0 of docs outside any category. */
  sidebarLabels: Record<string, string>;
  ignoreText?: readonly RegExp[];
}

interface CachedDoc {
  key: string;
  records: ExtractedRecord[];
}

/**
 * The records of the docs as they are on disk, for `docusaurus start` (which renders no HTML).
 * Each doc's Markdown is rendered into the HTML skeleton of a built doc page (docsearch meta
 * tags, breadcrumbs, the markdown container) and read by the build's extractor. Docs whose file
 * and place in the site did not change since the last call reuse their records.
 */
export function createDevIndexer(options: DevIndexOptions) {
  const cache = new Map<string, CachedDoc>();

  return async function recordsOf(content: DocsContent): Promise<ExtractedRecord[]> {
    const records: ExtractedRecord[] = [];
    const seen = new Set<string>();
    for (const version of content.loadedVersions) {
      const tag = `docs-${options.pluginId}-${version.versionName}`;
      const places = placesOf(version.sidebars, options.sidebarLabels);
      for (const doc of version.docs) {
        const file = path.resolve(options.siteDir, doc.source.replace(/^@site\//, ''));
        const lvl0 = places.get(doc.id) ?? 'Documentation';
        const route = routeOf(doc.permalink, options.baseUrl);
        let modified: number;
        try {
          modified = (await stat(file)).mtimeMs;
        } catch {
          continue;
        }
        const key = JSON.stringify([modified, tag, lvl0, route, doc.title, doc.description]);
        seen.add(file);
        let cached = cache.get(file);
        if (cached?.key !== key) {
          const html = docPageHtml({
            title: doc.title,
            description: doc.description,
            lvl0,
            tag,
            language: options.language,
            body: markdownToHtml(await readFile(file, 'utf8')),
          });
          cached = { key, records: extractRecords(html, route, { ignoreText: options.ignoreText }) };
          cache.set(file, cached);
        }
        records.push(...cached.records);
      }
    }
    for (const file of cache.keys()) if (!seen.has(file)) cache.delete(file);
    return records;
  };
}

/** A page shaped like a built doc page, as far as the extractor looks. */
export function docPageHtml(page: {
  title: string;
  description?: string;
  lvl0: string;
  tag: string;
  language: string;
  body: string;
}): string {
  const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const h1 = /<h1[\s>]/.test(page.body) ? '' : `<h1>${text(page.title)}</h1>`;
  return [
    '<!doctype html><html><head>',
    `<title>${text(page.title)}</title>`,
    ...(page.description ? [`<meta name="description" content="${text(page.description)}">`] : []),
    `<meta name="docsearch:language" content="${text(page.language)}">`,
    `<meta name="docsearch:docusaurus_tag" content="${text(page.tag)}">`,
    '</head><body>',
    `<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">${text(page.lvl0)}</li><li class="breadcrumbs__item breadcrumbs__item--active">${text(page.title)}</li></ul></nav>`,
    `<div class="theme-doc-markdown markdown">${h1}${page.body}</div>`,
    '</body></html>',
  ].join('');
}

/**
 * lvl0 of each doc, as the built page's breadcrumbs give it: the nearest sidebar category above
 * the doc (for a category's own page, the one above that category), else the navbar label of
 * the doc's sidebar.
 */
function placesOf(sidebars: Record<string, SidebarItem[]>, labels: Record<string, string>): Map<string, string> {
  const places = new Map<string, string>();
  const visit = (items: SidebarItem[], parent: string) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && 'id' in item) {
        if (!places.has(item.id)) places.set(item.id, parent);
      } else if (item.type === 'category' && 'items' in item) {
        if (item.link?.type === 'doc' && item.link.id && !places.has(item.link.id)) places.set(item.link.id, parent);
        visit(item.items, item.label);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) visit(items, labels[sidebarId] ?? 'Documentation');
  return places;
}

/** The permalink without the base URL, as routePathOf gives it for built files. */
function routeOf(permalink: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/?$/, '/');
  return permalink.startsWith(base) ? `/${permalink.slice(base.length)}` : permalink;
}
