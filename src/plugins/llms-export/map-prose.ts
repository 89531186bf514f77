import { markdownEvents } from '../../../scripts/api/typedoc/markdown-syntax';

/** Token types whose bytes are code: a fenced block (fences included) and an inline code span. */
const codeTokens = new Set(['codeFenced', 'codeText']);

/**
 * Applies `transform` to the prose of a Markdown document (no front matter): everything but fenced
 * code blocks and inline code spans, which keep their bytes. Where code begins and ends is read
 * with the Markdown parser the site uses (scripts/api/typedoc/markdown-syntax.ts, MDX's syntax
 * without JSX), the same reading the API generator's MDX escaping follows, so undoing that
 * escaping sees exactly the text it escaped: a code span ends with its paragraph or table cell,
 * a fence may be indented in a list item, and so on.
 */
export function mapProse(markdown: string, transform: (prose: string) => string): string {
  let result = '';
  let last = 0;
  for (const [kind, token] of markdownEvents(markdown, 'text')) {
    if (kind !== 'enter' || !codeTokens.has(token.type)) continue;
    const { offset: start } = token.start;
    const { offset: end } = token.end;
    result += transform(markdown.slice(last, start)) + markdown.slice(start, end);
    last = end;
  }
  return result + transform(markdown.slice(last));
}
