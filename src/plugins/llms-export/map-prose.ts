import { markdownBlocks } from '../../../scripts/api/typedoc/markdown-blocks';
import { closingRun } from '../../../scripts/api/typedoc/mdx-escape';

/**
 * Applies `transform` to the prose of a Markdown document: everything but fenced code blocks and
 * inline code spans, which keep their bytes. The text is cut the way the API generator's MDX
 * escaping cuts it (scripts/api/typedoc/mdx-escape.ts), so that undoing that escaping sees the
 * same pieces: each heading and each table row on its own, other lines in paragraphs that end at
 * a blank line, and inside a table row a code span never runs past an unescaped `|`.
 */
export function mapProse(markdown: string, transform: (prose: string) => string): string {
  // Fences may be indented inside list items in the guides, so any indentation opens one.
  return markdownBlocks(markdown, true)
    .map(({ kind, text }) => (kind === 'verbatim' ? text : mapInline(text, kind === 'tableRow', transform)))
    .join('\n');
}

/** Splits a block at its code spans (CommonMark's matching backtick runs) and transforms the rest. */
function mapInline(text: string, tableRow: boolean, transform: (prose: string) => string): string {
  let result = '';
  let prose = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) {
      // An escaped backtick opens no code span.
      prose += text.slice(i, i + 2);
      i += 2;
    } else if (char === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const close = closingRun(text, i + run, run, tableRow);
      if (close === -1) {
        prose += text.slice(i, i + run);
        i += run;
      } else {
        result += transform(prose) + text.slice(i, close + run);
        prose = '';
        i = close + run;
      }
    } else {
      prose += char;
      i++;
    }
  }
  return result + transform(prose);
}
