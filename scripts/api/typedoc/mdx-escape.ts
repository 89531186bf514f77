import type { Event } from 'micromark-util-types';
import { fileLinkEdits } from './file-links';
import { markdownEvents } from './markdown-syntax';
import { preprocessorHazards } from './preprocessor-hazards';
import { applyEdits, type Edit } from './text-edits';

/**
 * Makes typedoc-plugin-markdown's output safe to compile as MDX, which is how Docusaurus compiles
 * every doc page. Outside code, `{` starts a JavaScript expression (`${string}` in a template
 * literal type renders as `$` and the undefined variable `string`; `{fetch(…)}` in a comment would
 * run while the site builds), `<` starts JSX (`<b ref={…}>` runs in every reader's browser), and a
 * line starting with `import ` or `export ` where a block may start is an ES module. Comment text
 * reaches the page from the plugin partly escaped, partly not (`@returns`, union members' comments
 * and group descriptions are not), so every page goes through here whole.
 *
 * Which characters are text is decided by the Markdown parser the site uses (markdown-syntax.ts),
 * not by guessing at blocks: a code span ends where a list item, block quote, thematic break or
 * setext underline ends its paragraph, a table cell ends at a `|` even inside backticks, and so
 * on, exactly as in the site's build. In every piece of text (micromark's `data` tokens:
 * paragraphs, headings, table cells, link labels, destinations and titles) `<`, `{` and `}` get a
 * backslash, and `import`/`export` opening a block gets its first letter as a character
 * reference. Code (fenced, spans), characters already escaped and the `<a id>` anchors the plugin
 * writes at the start of a table row keep their bytes. Lines Docusaurus would rewrite before
 * parsing are defused too (see preprocessor-hazards.ts), and so are links it would turn into
 * reads of local files (see file-links.ts).
 */
export function escapeMdx(markdown: string): string {
  const events = markdownEvents(markdown, 'text');
  const hazards = preprocessorHazards(markdown);
  // Before the escapes: an escape at a destination's first character goes after the prefix.
  const edits: Edit[] = fileLinkEdits(markdown, events);
  // The end of the last anchor of ours: the parser may split one into several pieces of text
  // (an `_` in `<a id="user_id">` is a token of its own), and none of them is escaped.
  let anchorEnd = 0;
  for (let index = 0; index < events.length; index++) {
    const [kind, token] = events[index];
    if (kind !== 'enter' || token.type !== 'data') continue;
    const start = token.start.offset;
    const end = token.end.offset;
    let from = Math.max(start, anchorEnd);
    if (inFenceLine(events, index)) {
      // An info string or meta stays as written, but for the one rewrite it could trigger.
      for (let at = start; at < end; at++) if (hazards.has(at)) edits.push({ at, length: 1, text: hazards.get(at)! });
      continue;
    }
    const anchor = ownAnchor(markdown, events, index);
    if (anchor) from = anchorEnd = start + anchor.length;
    else if (token.start.column === 1 && opensBlock(events, index)) {
      const esm = /^(import|export) /.exec(markdown.slice(start, start + 7));
      // A character reference is text to MDX, so the line no longer starts with the keyword.
      if (esm) edits.push({ at: start, length: 1, text: `&#${esm[1].charCodeAt(0)};` });
      if (esm) from += 1;
    }
    for (let at = from; at < end; at++) {
      const char = markdown[at];
      if (char === '<' || char === '{' || char === '}') edits.push({ at, length: 0, text: '\\' });
      else if (hazards.has(at)) edits.push({ at, length: 1, text: hazards.get(at)! });
    }
  }
  return applyEdits(markdown, edits);
}

function inFenceLine(events: Event[], index: number): boolean {
  const [kind, token] = events[index - 1];
  return kind === 'enter' && (token.type === 'codeFencedFenceInfo' || token.type === 'codeFencedFenceMeta');
}

/**
 * Whether the `data` token at `index` starts a block, where MDX tries an ES module: anything but
 * the next line of a paragraph (or of a heading, title or label running over lines), which can
 * never start one.
 */
function opensBlock(events: Event[], index: number): boolean {
  const [kind, token] = events[index - 1];
  return !(kind === 'exit' && token.type === 'lineEnding');
}

const anchorPattern = /^<a id="[^"<>{}\\&]*"><\/a>/;

/**
 * The `<a id="…"></a>` typedoc-plugin-markdown puts first in the first cell of a member's table
 * row, or undefined. Only there: the same markup elsewhere came from a comment and is escaped.
 */
function ownAnchor(markdown: string, events: Event[], index: number): string | undefined {
  const start = events[index][1].start.offset;
  // The row's first cell: its text starts right after the `| ` that opens the line.
  if (markdown[start] !== '<' || markdown[start - 1] !== ' ' || markdown[start - 2] !== '|' || (start > 2 && markdown[start - 3] !== '\n'))
    return undefined;
  const [kind, token] = events[index - 1];
  if (kind !== 'enter' || (token.type as string) !== 'tableContent') return undefined;
  return anchorPattern.exec(markdown.slice(start, start + 200))?.[0];
}
