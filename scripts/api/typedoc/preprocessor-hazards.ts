/**
 * Before Docusaurus parses a page it rewrites lines with regular expressions (see
 * @docusaurus/mdx-loader's preprocessor.js), whatever the line is to the Markdown parser. Two of
 * those rewrites change what the parser then sees, so a line of text that triggers one could move
 * code into prose:
 * - a ```` ```mdx-code-block ```` line and the next bare ```` ``` ```` line are deleted, which
 *   unwraps whatever lies between them into live MDX (and can delete the opening fence of a code
 *   block whose content then becomes prose);
 * - `:::note Some title` becomes `:::note[Some title]`, which opens an admonition that runs to
 *   the next `:::` line, even one inside a code block.
 * Heading ids (`{#id}` → `\{#id}`) only add escapes and need nothing.
 *
 * This finds, line by line, the character whose escaping stops each rewrite from matching, with
 * what to write instead. The MDX escaping applies them where that character is text; in code the
 * rewrite changes only what the code shows, or the page check (mdx-verify.ts) stops the run.
 */
export function preprocessorHazards(markdown: string): Map<number, string> {
  const hazards = new Map<number, string>();
  // Any directive name, not only the site's admonition keywords: the escape costs nothing elsewhere.
  const admonitionTitle = /^((?:> ?)*(?: +|\t+)?):{3,}[A-Za-z][\w-]* /;
  const unwrapOpener = /^( *`{3,4} *mdx)-code-block\r?$/;
  let lineStart = 0;
  for (const line of markdown.split('\n')) {
    const title = admonitionTitle.exec(line);
    // `\:` is a backslash escape in text; the rewrite wants a colon right after the indentation.
    if (title) hazards.set(lineStart + title[1].length, '\\:');
    const opener = unwrapOpener.exec(line);
    // A character reference reads as `-` in text and in a fence's info string alike.
    if (opener) hazards.set(lineStart + opener[1].length, '&#45;');
    lineStart += line.length + 1;
  }
  return hazards;
}
