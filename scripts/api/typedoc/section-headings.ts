/**
 * typedoc-plugin-markdown titles the parts of a member with headings of levels 4 to 6
 * (`#### Parameters`, `#### Returns`, `##### Returns` under `#### Get Signature`, `#### Throws`,
 * `#### Type Parameters` ...). As Markdown headings, the site gives each one an id and a link icon,
 * about 200 bytes of HTML apiece, and the largest class pages have over a hundred of them, though
 * nothing links to them and the table of contents lists levels 2 and 3 only. Written as HTML
 * headings (MDX leaves lowercase JSX tags as they are) they stay headings for screen readers and
 * in the outline, without the anchor. Headings of level 2 and 3 (the members, which pages link
 * to) stay Markdown.
 *
 * Runs on escaped MDX (see mdx-escape.ts): only headings of plain words are rewritten, so no
 * character the escaping cared about is involved, and lines inside fenced code stay as they are.
 */
export function plainSectionHeadings(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        // A fence closes with at least as many of its characters, and nothing else on the line.
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      const heading = /^(#{4,6}) ([A-Z][A-Za-z ]*[a-z])$/.exec(line);
      return heading ? `<h${heading[1].length}>${heading[2]}</h${heading[1].length}>` : line;
    })
    .join('\n');
}

/**
 * Leaves out a Returns section that only repeats the return type the signature line above it
 * already shows (with the same links): one paragraph, the type, and no description after it.
 * Kept when the section says more (a description, a table or the headings of a returned object's
 * members follow). Runs after {@link plainSectionHeadings}.
 */
export function withoutBareReturns(markdown: string): string {
  return markdown
    .replace(/^<h([45])>Returns<\/h\1>\n\n(?:[^\n]+\n)*?[^\n]+\n\n(?=\*\*\*\n|#{2,3} |<h4>)/gm, '')
    .replace(/(^|\n)<h([45])>Returns<\/h\2>\n\n(?:[^\n]+\n)*?[^\n]+\n*$/, '$1');
}
