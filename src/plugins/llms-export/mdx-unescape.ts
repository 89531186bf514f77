import { opensHtml } from './markdown-text';

/**
 * Undoes, in one piece of prose (no code: see map-prose.ts), the escaping that only MDX and
 * Docusaurus need, and keeps the escaping plain Markdown needs. Docusaurus compiles every doc as
 * MDX, so the API generator escapes `{`, `}` and `<` with a backslash (typedoc-plugin-markdown
 * also `>`), writes `{ } < >` in index-page summaries as numeric character references, turns an
 * `import`/`export` opening a block into `&#105;mport`/`&#101;xport`, and escapes the colon of a
 * `:::name title` line Docusaurus would rewrite. Readers of plain Markdown want the characters
 * themselves, except where plain Markdown would read markup: a `<` before a tag name, `/`, `!` or
 * `?` (raw HTML, an autolink) keeps its backslash, so `<img onerror=…>` from a comment is shown,
 * never rendered; and a `>` keeps it where only list or quote markers precede it on its line (it
 * would open a block quote). Other backslash escapes (`\|` in a table cell, `\*`) mean the same
 * in Markdown and stay.
 */
export function unescapeMdx(prose: string): string {
  return prose
    .replace(/\\(.)|&#(123|125|60|62);/gs, (match: string, escaped: string | undefined, code: string | undefined, offset: number) => {
      const char = escaped ?? String.fromCharCode(Number(code));
      if (char === '{' || char === '}' || char === ':') return char;
      if (char === '<') return opensHtml(prose[offset + match.length]) ? '\\<' : '<';
      if (char === '>') return opensBlockQuote(prose, offset) ? '\\>' : '>';
      return match;
    })
    .replace(/&#105;(?=mport\b)/g, 'i')
    .replace(/&#101;(?=xport\b)/g, 'e');
}

/** Whether a `>` at `offset` could be a block quote marker: nothing but spaces and markers before it on its line. */
function opensBlockQuote(prose: string, offset: number): boolean {
  const before = prose.slice(prose.lastIndexOf('\n', offset - 1) + 1, offset);
  return !/[^\s>*+\-\d.)]/.test(before);
}
