import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentFragmentFileSuffix } from './content-fragment-url';

/** The opening tag of a doc page's Markdown container, as the theme renders and the minifier leaves it. */
const markdownStart = '<div class="theme-doc-markdown markdown">';

/**
 * The inner HTML of a page's Markdown container, or undefined when the page has none. The
 * container ends at the `</div>` that closes it: React writes every element it opens, and text or
 * attribute values cannot hold a raw `<div` or `</div>` (React escapes `<` in text; the theme's
 * attributes hold no markup).
 */
export function markdownContentOf(html: string): string | undefined {
  const start = html.indexOf(markdownStart);
  if (start < 0) return undefined;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + markdownStart.length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start + markdownStart.length, match.index);
  }
  return undefined;
}

/**
 * Writes each doc page's content beside its HTML file (`<page>.content.html`), for in-app
 * navigations to pages sent as HTML: a few kilobytes instead of the whole page. A doc page whose
 * HTML has no Markdown container stops the build with one line: the theme's markup has changed,
 * and without the files every such navigation would become a full page load.
 * @param permalinks the doc pages' URL paths, base URL included (an index page's may end in `/`)
 */
export async function writeContentFragments(outDir: string, baseUrl: string, permalinks: readonly string[]): Promise<void> {
  await Promise.all(
    permalinks.map(async (permalink) => {
      const pagePath = path.join(outDir, permalink.slice(baseUrl.length).replace(/\/$/, ''));
      const htmlFile = [`${pagePath}.html`, path.join(pagePath, 'index.html')].find((file) => existsSync(file));
      if (!htmlFile) return;
      const content = markdownContentOf(await readFile(htmlFile, 'utf8'));
      if (content === undefined) {
        throw new Error(
          `static-markdown: ${htmlFile} has no ${markdownStart} element; update src/plugins/static-markdown/content-fragments.ts for this Docusaurus version.`,
        );
      }
      await writeFile(`${pagePath}${contentFragmentFileSuffix}`, content);
    }),
  );
}
