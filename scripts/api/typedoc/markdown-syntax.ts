import { comment } from '@slorber/remark-comment';
import { parse, postprocess, preprocess } from 'micromark';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxMd } from 'micromark-extension-mdx-md';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Event, Extension } from 'micromark-util-types';

/**
 * The Markdown syntax of a Docusaurus doc page, as the site's MDX pipeline reads it (see
 * @docusaurus/mdx-loader's processor: @mdx-js/mdx's remark-mdx first, then remark-frontmatter,
 * remark-directive, remark-gfm and @slorber/remark-comment for `<!-- -->`), with the same
 * micromark packages.
 *
 * `mdx` is that syntax in full, for whole pages. `text` is for a page's body (no front matter: a
 * `---` block there is a thematic break, as it is below the page's real front matter) and leaves
 * out JSX, expressions and ES modules: MDX's changes to CommonMark (no HTML, no autolinks, no
 * indented code) stay, so every `<`, `{`, `}` and `import` that MDX would read as code lies in
 * plain text where it can be escaped. Once they are escaped both read the page alike, block for
 * block.
 */
export type Syntax = 'mdx' | 'text';

const extensions: Record<Syntax, Extension[]> = {
  mdx: [mdxjs(), frontmatter(), directive(), gfm(), comment],
  text: [mdxMd(), directive(), gfm()],
};

/**
 * micromark's events for a document: each token entered and exited in order, with its start and
 * end (line, column, offset into `markdown`). Throws on what the syntax rejects (MDX does so on
 * unbalanced braces or invalid JSX, as the site's build would).
 */
export function markdownEvents(markdown: string, syntax: Syntax): Event[] {
  return postprocess(
    parse({ extensions: extensions[syntax] })
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
}
