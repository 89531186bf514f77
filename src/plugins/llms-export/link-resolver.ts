import path from 'node:path';
import { markdownPath } from './urls';
import type { ExportDoc, ExportSite } from './types';

/** Gives the address a link of `from`'s source should have in Markdown read outside the site, or undefined to keep it. */
export type LinkResolver = (href: string, from: ExportDoc) => string | undefined;

/**
 * Points links at other docs to those docs' Markdown, as absolute URLs (the Markdown is read
 * away from the site, by people and tools that cannot resolve relative paths). Docusaurus lets a
 * doc link to another by its source file (`../functions/bootstrap.md#x`, resolved from the file's
 * folder, or `@site/…` from the site's) or by URL (`/docs/next/api-reference/classes/CommandKit`, or relative to the page's own
 * URL); both are found here the same way Docusaurus finds them. Other site paths (images, the search
 * page) become absolute URLs; external links, in-page anchors and unknown files stay as written.
 */
export function createLinkResolver(site: ExportSite): LinkResolver {
  const bySource = new Map<string, ExportDoc>();
  const byPermalink = new Map<string, ExportDoc>();
  for (const version of site.versions) {
    for (const doc of version.docs) {
      bySource.set(doc.sourceFile, doc);
      byPermalink.set(normalize(doc.permalink), doc);
    }
  }
  const markdownUrl = (doc: ExportDoc, suffix: string) => `${site.url}${markdownPath(doc.permalink)}${suffix}`;

  return (href, from) => {
    if (href === '' || href.startsWith('#') || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
    const [, pathPart, suffix] = /^([^?#]*)(.*)$/s.exec(href)!;
    if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
      // `@site/versioned_docs/version-0.1.10/guide/x.md` names a file from the site's folder (a
      // link to another version that stays right after a release), others from the doc's folder.
      const source = pathPart.startsWith('@site/')
        ? path.join(site.siteDir, safeDecode(pathPart.slice('@site/'.length)))
        : path.resolve(path.dirname(from.sourceFile), safeDecode(pathPart));
      const target = bySource.get(source);
      return target ? markdownUrl(target, suffix) : undefined;
    }
    const resolved = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `https://site${from.permalink}`).pathname;
    const target = byPermalink.get(normalize(resolved));
    return target ? markdownUrl(target, suffix) : `${site.url}${resolved}${suffix}`;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function normalize(urlPath: string): string {
  return urlPath.replace(/\/+$/, '') || '/';
}
