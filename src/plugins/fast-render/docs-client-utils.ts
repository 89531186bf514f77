/**
 * Stands in for `@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js` in both bundles,
 * with the same exports and results. The theme asks "which doc is this page?" several times per
 * render (every doc-sidebar navbar item, the version dropdown, the version banner), and the docs
 * plugin answers by trying `matchPath` on each doc of the version in turn. Here each version's
 * docs are indexed once, by path and by id, so the answer is a map lookup; docs whose path a plain
 * comparison cannot judge (parameters, non-ASCII) still go through `matchPath`.
 */
import { matchPath } from '@docusaurus/router';
import type {
  ActiveDocContext,
  ActivePlugin,
  DocVersionSuggestions,
  GlobalDoc,
  GlobalPluginData,
  GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import type { UseDataOptions } from '@docusaurus/types';

interface VersionIndex {
  /** How many docs the version had when indexed: the lazy-routes plugin adds docs as their pages load. */
  size: number;
  /** Position of the first doc at each plain path, lower-cased and without a trailing slash. */
  byPath: Map<string, number>;
  /** Positions of the docs `byPath` cannot hold, checked with `matchPath` in order. */
  others: number[];
  /** Ids are unique within a version; were one repeated, the last doc would win, as in the docs plugin. */
  byId: Map<string, GlobalDoc>;
}

const indexes = new WeakMap<GlobalVersion, VersionIndex>();
const plainAscii = /^[\x20-\x7e]*$/;
const routeSyntax = /[:*?+()\\]/;

/** The key under which a path compares equal, as `matchPath` (exact, not strict) compares it; `undefined` when a plain comparison would not be faithful. */
function plainKey(path: string): string | undefined {
  if (!plainAscii.test(path) || routeSyntax.test(path)) return undefined;
  return path.replace(/\/$/, '').toLowerCase();
}

function indexOf(version: GlobalVersion): VersionIndex {
  let index = indexes.get(version);
  if (index?.size === version.docs.length) return index;
  index = { size: version.docs.length, byPath: new Map(), others: [], byId: new Map() };
  version.docs.forEach((doc, position) => {
    const key = plainKey(doc.path);
    if (key === undefined) index.others.push(position);
    else if (!index.byPath.has(key)) index.byPath.set(key, position);
    index.byId.set(doc.id, doc);
  });
  indexes.set(version, index);
  return index;
}

function findDoc(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  // A pathname with other characters could lower-case into a plain path it does not match.
  if (!plainAscii.test(pathname)) return version.docs.find((doc) => matchesExactly(pathname, doc.path));
  const index = indexOf(version);
  let position = index.byPath.get(pathname.replace(/\/$/, '').toLowerCase());
  // A doc the index cannot hold wins if it comes first in the version's order.
  for (const other of index.others) {
    if (position !== undefined && other > position) break;
    if (matchesExactly(pathname, version.docs[other].path)) {
      position = other;
      break;
    }
  }
  return position === undefined ? undefined : version.docs[position];
}

function matchesExactly(pathname: string, path: string): boolean {
  return matchPath(pathname, { path, exact: true, strict: false }) !== null;
}

function matchesPrefix(pathname: string, path: string): boolean {
  return matchPath(pathname, { path, exact: false, strict: false }) !== null;
}

export function getActivePlugin(
  allPluginData: { [pluginId: string]: GlobalPluginData },
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  // The longest path first, so that '/android/foo' belongs to '/android' rather than to '/'.
  const entry = Object.entries(allPluginData)
    .sort((a, b) => b[1].path.length - a[1].path.length)
    .find(([, pluginData]) => matchesPrefix(pathname, pluginData.path));
  if (!entry && options.failfast) {
    const paths = Object.values(allPluginData).map((plugin) => plugin.path);
    throw new Error(
      `No docs plugin serves the pathname "${pathname}", but this docs feature needs one; it only works on docs pages. The docs plugins serve: ${paths.join(', ')}`,
    );
  }
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion => data.versions.find((version) => version.isLast)!;

export function getActiveVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  // A version whose path contains another's is tried first: '/docs' would otherwise claim '/docs/next/…'.
  const ordered = [...data.versions].sort((a, b) => {
    if (a.path === b.path) return 0;
    if (a.path.includes(b.path)) return -1;
    if (b.path.includes(a.path)) return 1;
    return 0;
  });
  return ordered.find((version) => matchesPrefix(pathname, version.path));
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion && findDoc(activeVersion, pathname);
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const doc = indexOf(version).byId.get(activeDoc.id);
      if (doc) alternateDocVersions[version.name] = doc;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  const latestDocSuggestion = getActiveDocContext(data, pathname).alternateDocVersions[latestVersion.name];
  return { latestDocSuggestion, latestVersionSuggestion: latestVersion };
}
