import { createRequire } from 'node:module';
import path from 'node:path';

// Docusaurus's own pieces (CommonJS), so the rules below are the site's, not a copy of them.
const load = createRequire(__filename);
const { Globby } = load('@docusaurus/utils') as { Globby: { sync(patterns: string[], options: object): string[] } };
const { DefaultNumberPrefixParser } = load('@docusaurus/plugin-content-docs/lib/numberPrefix.js') as {
  DefaultNumberPrefixParser: (name: string) => { filename: string };
};
const { isCategoryIndex, toCategoryIndexMatcherParam } = load('@docusaurus/plugin-content-docs/lib/docs.js') as {
  isCategoryIndex: (param: object) => boolean;
  toCategoryIndexMatcherParam: (doc: { source: string; sourceDirName: string }) => object;
};
const { matchPath } = load('react-router') as { matchPath: (url: string, options: { path: string; exact: boolean }) => unknown };

/** The docs plugin's `exclude` option in docusaurus.config.ts. */
const siteExclude = ['**/_*.{js,jsx,ts,tsx,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

export interface SiteDoc {
  /** The file, relative to the version's docs folder. */
  file: string;
  /** The doc id a sidebar names it by. */
  id: string;
  /** Its route below the version's URL, e.g. `/api-reference/types`. */
  route: string;
  /** Whether the client-side router finds the page at its own URL. */
  routable: boolean;
}

/**
 * The docs Docusaurus makes of a version's docs folder: the files its docs plugin reads (no
 * dot-files, the site's excludes), each with the id (number prefixes stripped) and the route
 * (an `index`, `readme` or folder-named file stands for its folder) it gets, and whether React
 * Router, which reads a route as a pattern, matches the page's own URL.
 */
export function siteDocsOf(docsDir: string): SiteDoc[] {
  return Globby.sync(['**/*.{md,mdx}'], { cwd: docsDir, ignore: siteExclude }).map((file) => {
    const sourceDirName = path.posix.dirname(file);
    const name = DefaultNumberPrefixParser(path.posix.basename(file).replace(/\.mdx?$/, '')).filename;
    const id = sourceDirName === '.' ? name : `${sourceDirName}/${name}`;
    const folderPage = isCategoryIndex(toCategoryIndexMatcherParam({ source: `@site/${file}`, sourceDirName }));
    const route = `/${folderPage ? sourceDirName : id}`;
    return { file, id, route, routable: matchPath(encodeURI(route), { path: route, exact: true }) !== null };
  });
}
