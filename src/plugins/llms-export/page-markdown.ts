import { jsxToHtml } from './jsx-to-html';
import type { LinkResolver } from './link-resolver';
import { mapProse } from './map-prose';
import { plainToMarkdown } from './markdown-text';
import { unescapeMdx } from './mdx-unescape';
import { rewriteLinks } from './rewrite-links';
import { stripEsm } from './strip-esm';
import { stripFrontMatter } from './strip-front-matter';
import { stripMdxComments } from './strip-mdx-comments';
import type { ExportDoc } from './types';

export interface PageMarkdown {
  /** The page's H1 line, `# …`. */
  heading: string;
  /** Everything after the H1, trimmed. */
  body: string;
}

/**
 * A doc's source as Markdown for readers outside the site: no front matter, ES module lines or
 * comment lines,
 * MDX's escaping undone (but where plain Markdown would read HTML: text stays text), the JSX
 * generated API pages use turned into HTML, links to other docs pointing at their Markdown, and
 * the page's title as its H1 (the one in the source when it opens with one, as Docusaurus then
 * shows that one; else the title from the metadata). Admonitions (`:::tip`) stay: they read well
 * as they are.
 */
export function pageMarkdown(source: string, doc: ExportDoc, resolve: LinkResolver): PageMarkdown {
  const markdown = stripMdxComments(stripEsm(stripFrontMatter(source.replace(/\r\n?/g, '\n'))));
  const converted = mapProse(markdown, (prose) => rewriteLinks(unescapeMdx(jsxToHtml(prose)), doc, resolve)).trim();
  const ownHeading = /^# .*(?:\n|$)/.exec(converted);
  if (ownHeading) return { heading: ownHeading[0].trim(), body: converted.slice(ownHeading[0].length).trim() };
  return { heading: `# ${plainToMarkdown(singleLine(doc.title))}`, body: converted };
}

/** The page as one Markdown document. */
export function renderPage(page: PageMarkdown): string {
  return page.body ? `${page.heading}\n\n${page.body}\n` : `${page.heading}\n`;
}

export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
