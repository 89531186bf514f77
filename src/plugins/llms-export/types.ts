/** One doc page, as the export needs it (taken from the docs plugin's metadata). */
export interface ExportDoc {
  id: string;
  title: string;
  description: string;
  /** The page's URL path, base URL included: `/docs/next/guide/getting-started/introduction`. */
  permalink: string;
  /** Absolute path of the Markdown/MDX source file. */
  sourceFile: string;
  /** Unlisted docs get a Markdown twin but stay out of the llms.txt lists. */
  unlisted: boolean;
}

/** A run of links under one H2 of llms.txt: one sidebar category, or a sidebar's top-level docs. */
export interface ExportSection {
  title: string;
  docs: ExportDoc[];
}

export interface ExportVersion {
  /** The docs plugin's version name ("current" for Next). */
  name: string;
  label: string;
  /** The version's URL path, base URL included: `/docs` or `/docs/next`. */
  root: string;
  /** Whether this is the latest release, the version served at /docs. */
  isLast: boolean;
  /** Every doc of the version, listed or not. */
  docs: ExportDoc[];
  /** The listed docs, grouped and ordered as the version's sidebars show them. */
  sections: ExportSection[];
}

export interface ExportSite {
  title: string;
  tagline: string;
  /** The public origin, without a trailing slash: `https://commandkit.dev`. */
  url: string;
  baseUrl: string;
  /** The site's folder: a link to `@site/versioned_docs/…/x.md` names a source file from there. */
  siteDir: string;
  versions: ExportVersion[];
}
