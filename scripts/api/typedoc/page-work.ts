import { escapeMdx } from './mdx-escape';
import { findPageCode } from './page-code';
import { plainSectionHeadings, withoutBareReturns } from './section-headings';

/** A page as written, and what the site's build would run as code in it (see page-code.ts), if anything. */
export interface PageWork {
  page: string;
  problem?: string;
}

/**
 * Finishes one item page from the generator's opening (front matter, kind badge, import lines) and
 * typedoc-plugin-markdown's body: whatever MDX would read as JavaScript or JSX in the body escaped
 * (see mdx-escape.ts), anchors in table rows as `<ApiAnchor>` (the site registers them, so the
 * broken-anchor check knows they exist), no stray `|` before a union type that starts a table
 * cell, the headings of a member's parts without anchors and no Returns section that only repeats
 * the signature (see section-headings.ts); then the whole page read as the site's build will read it.
 */
export function finishPage(start: string, body: string, pageName: string): PageWork {
  const page = start + tidyMarkdown(body);
  const problem = findPageCode(page, pageName);
  return problem ? { page, problem } : { page };
}

function tidyMarkdown(markdown: string): string {
  return withoutBareReturns(plainSectionHeadings(escapeMdx(markdown)))
    .replace(/<a id="([^"]+)"><\/a>/g, '<ApiAnchor id="$1" />')
    .replace(/^(\|.*)$/gm, (row) => row.replace(/\| \\\| /g, '| '));
}
