import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VersionOptions } from '@docusaurus/plugin-content-docs';
import versions from '../../versions.json';
import nextSidebars from '../../sidebars';
import { latestVersion } from './site';

// Node-only (reads sidebar files): imported by docusaurus.config.ts, never by client code.

/**
 * The docs versions, derived from versions.json so that cutting a release (which prepends the
 * new version there) needs no edit here: the newest release is served at /docs, older ones under
 * /docs/{version}, and Next under /docs/next.
 */
export const releasedVersions: readonly string[] = versions;
export { latestVersion };

export const docsVersionOptions: Record<string, VersionOptions> = {
  current: { label: 'Next', path: 'next', banner: 'unreleased' },
  ...Object.fromEntries(
    releasedVersions.map((name) => [name, { label: name, path: name === latestVersion ? '' : name, banner: 'none' as const }]),
  ),
};

type SidebarEntry = string | { type?: string; id?: string; items?: SidebarEntry[]; link?: { type?: string; id?: string } };

/** The URL of a version's first guide page: where "/docs" (or "/docs/next") sends a reader. */
export function firstGuidePath(version: string): string {
  const sidebars =
    version === 'current'
      ? (nextSidebars as Record<string, SidebarEntry[]>)
      : (JSON.parse(
          readFileSync(path.join(__dirname, '..', '..', 'versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'),
        ) as Record<string, SidebarEntry[]>);
  const id = firstDocId(sidebars.guide ?? []);
  if (!id) throw new Error(`The guide sidebar of version "${version}" has no doc: list its pages explicitly in its sidebars file.`);
  const base = docsVersionOptions[version].path;
  return `/docs${base ? `/${base}` : ''}/${id}`;
}

function firstDocId(items: SidebarEntry[]): string | undefined {
  for (const item of items) {
    if (typeof item === 'string') return item;
    if (item.type === 'doc' && item.id) return item.id;
    if (item.link?.type === 'doc' && item.link.id) return item.link.id;
    const nested = item.items && firstDocId(item.items);
    if (nested) return nested;
  }
  return undefined;
}
