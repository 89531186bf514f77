/**
 * Undoes, in one piece of prose (no code: see map-prose.ts), the escaping that only MDX needs.
 * Docusaurus compiles every doc as MDX, so the API generator escapes `{`, `}` and `<` with a
 * backslash, writes `{ } < >` in index-page summaries as numeric character references, and turns
 * an `import`/`export` opening a paragraph into `&#105;mport`/`&#101;xport`. Plain Markdown
 * readers want the characters themselves. Other backslash escapes (`\|` in a table cell, `\*`)
 * mean the same in Markdown and stay.
 */
export function unescapeMdx(prose: string): string {
  return prose
    .replace(/\\(.)/gs, (escape: string, char: string) => (char === '{' || char === '}' || char === '<' ? char : escape))
    .replace(/&#(123|125|60|62);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#105;(?=mport\b)/g, 'i')
    .replace(/&#101;(?=xport\b)/g, 'e');
}
