import { markdownBlocks } from './markdown-blocks';

/**
 * Makes typedoc-plugin-markdown's output safe to compile as MDX, which is how Docusaurus compiles
 * every doc page. Outside code, `{` starts a JavaScript expression (`${string}` in a template
 * literal type renders as `$` and the undefined variable `string`), `<` starts JSX (`<Content />`
 * becomes a component that does not exist), and a paragraph starting with `import` or `export`
 * is an ES module line. The plugin's `sanitizeComments` escapes most comments, but not `@returns`,
 * union members' comments or group descriptions, and it pairs backticks across paragraphs, where
 * Markdown does not; so one pass over the whole page, with Markdown's own code rules, escapes
 * whatever is left. Fenced code blocks, code spans and the `<a id>` anchors the plugin writes stay
 * as they are, and characters already escaped are not escaped twice.
 */
export function escapeMdx(markdown: string): string {
  return markdownBlocks(markdown, false)
    .map(({ kind, text }) => {
      if (kind === 'verbatim') return text;
      if (kind === 'paragraph') return escapeParagraph(text);
      return escapeInline(text, kind === 'tableRow');
    })
    .join('\n');
}

function escapeParagraph(text: string): string {
  // `import`/`export` opening a block is read as JavaScript; a character reference keeps it text.
  const esm = /^(\s*)(import|export)(?=\s)/.exec(text);
  const safe = esm ? `${esm[1]}&#${esm[2].charCodeAt(0)};${text.slice(esm[1].length + 1)}` : text;
  return escapeInline(safe, false);
}

const anchorPattern = /^(<a id="[^"<>{}]*"><\/a>|<ApiAnchor id="[^"<>{}]*" \/>)/;
const asciiPunctuation = /[!-/:-@[-`{-~]/;

/** Escapes `{`, `}` and `<` in inline Markdown, leaving code spans (CommonMark's matching rules) intact. */
function escapeInline(text: string, tableRow: boolean): string {
  let result = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length && asciiPunctuation.test(text[i + 1])) {
      result += text.slice(i, i + 2);
      i += 2;
    } else if (char === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const close = closingRun(text, i + run, run, tableRow);
      const end = close === -1 ? i + run : close + run;
      result += text.slice(i, end);
      i = end;
    } else if (char === '<' && anchorPattern.test(text.slice(i))) {
      const anchor = anchorPattern.exec(text.slice(i))![0];
      result += anchor;
      i += anchor.length;
    } else {
      result += char === '{' || char === '}' || char === '<' ? `\\${char}` : char;
      i++;
    }
  }
  return result;
}

/**
 * Where the backtick run that closes a code span opened by `length` backticks starts, or -1.
 * The llms export (src/plugins/llms-export/map-prose.ts) cuts code spans with it too, so undoing
 * the escaping sees the pieces this file escaped.
 */
export function closingRun(text: string, from: number, length: number, tableRow: boolean): number {
  let i = from;
  while (i < text.length) {
    if (tableRow && text[i] === '|' && text[i - 1] !== '\\') return -1;
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let run = 1;
    while (text[i + run] === '`') run++;
    if (run === length) return i;
    i += run;
  }
  return -1;
}
