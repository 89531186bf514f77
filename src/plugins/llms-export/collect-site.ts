import path from 'node:path';
import { sidebarSections, type SidebarItem } from './sidebar-sections';
import type { ExportDoc, ExportSection, ExportSite, ExportVersion } from './types';

/** The parts of the docs plugin's loaded content (its `LoadedContent`) the export reads. */
export interface DocsContent {
  loadedVersions: {
    versionName: string;
    label: string;
    path: string;
    isLast: boolean;
    docs: { id: string; title: string; description: string; source: string; permalink: string; unlisted?: boolean }[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

export interface CollectOptions {
  siteDir: string;
  title: string;
  tagline: string;
  /** The site's `url` from the config (an origin, maybe with a trailing slash). */
  url: string;
  baseUrl: string;
  /** Navbar labels of the doc sidebars (sidebar id → "Guide"): section titles of top-level docs. */
  sidebarLabels: Record<string, string>;
}

/**
 * What the export writes about, from Docusaurus' own data: each version's docs with the permalink,
 * title and description Docusaurus gave them and the file they come from, grouped by the version's
 * processed sidebars. Listed docs that no sidebar shows come last, under "Other pages".
 */
export function collectSite(content: DocsContent, options: CollectOptions): ExportSite {
  const versions = content.loadedVersions.map((version): ExportVersion => {
    const docs = version.docs.map((doc): ExportDoc => ({
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      sourceFile: path.resolve(options.siteDir, doc.source.replace(/^@site\//, '')),
      unlisted: doc.unlisted ?? false,
    }));
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const sections: ExportSection[] = sidebarSections(version.sidebars, options.sidebarLabels)
      .map((section) => ({
        title: section.title,
        docs: section.docIds.map((id) => byId.get(id)).filter((doc): doc is ExportDoc => !!doc && !doc.unlisted),
      }))
      .filter((section) => section.docs.length > 0);
    const inSidebars = new Set(sections.flatMap((section) => section.docs));
    const others = docs.filter((doc) => !doc.unlisted && !inSidebars.has(doc));
    if (others.length > 0) sections.push({ title: 'Other pages', docs: others });
    return { name: version.versionName, label: version.label, root: version.path, isLast: version.isLast, docs, sections };
  });
  return {
    title: options.title,
    tagline: options.tagline,
    url: options.url.replace(/\/+$/, ''),
    baseUrl: options.baseUrl,
    siteDir: options.siteDir,
    versions,
  };
}
