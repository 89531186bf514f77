import { createRequire } from 'node:module';
import type { MarkdownConfig } from '@docusaurus/types';
import { markdownEvents } from './markdown-syntax';

/**
 * The JSX the generator itself writes into pages, tag by tag: the anchors of table rows
 * (src/components/api/ApiAnchor.tsx), the kind badge that opens each item page, the line
 * breaks between signatures in changes tables, and the headings of a member's parts
 * (section-headings.ts). Attributes are literal strings; none holds an expression.
 */
const ownTags = [/^<ApiAnchor id="[^"<>{}\\&]*" \/>$/, /^<span className="api-kind-badge">$/, /^<\/span>$/, /^<br \/>$/, /^<\/?h[4-6]>$/];

const codeTokens: Record<string, string> = {
  mdxjsEsm: 'an ES module line',
  mdxFlowExpression: 'a JavaScript expression',
  mdxTextExpression: 'a JavaScript expression',
};

/**
 * Reads a finished page the way the site's build will: Docusaurus's preprocessing, then the MDX
 * parser with the site's syntax. Returns what the build would run as code (an ES module line, a
 * `{…}` expression, a JSX element other than the generator's own) and where, e.g. `has a JSX
 * element at line 3, column 1 ("<b ref={…}>")`, or why the page does not parse; undefined when
 * the page is only text and the generator's markup.
 */
export function findPageCode(page: string, pageName: string): string | undefined {
  const source = preprocessed(page, pageName);
  let events;
  try {
    events = markdownEvents(source, 'mdx');
  } catch (error) {
    return `does not parse as MDX (${String((error as Error).message ?? error).split('\n')[0]})`;
  }
  for (const [kind, token] of events) {
    if (kind !== 'enter') continue;
    const type = token.type as string;
    const text = source.slice(token.start.offset, token.end.offset);
    const what =
      codeTokens[type] ??
      ((type === 'mdxJsxFlowTag' || type === 'mdxJsxTextTag') && !ownTags.some((tag) => tag.test(text)) ? 'a JSX element' : undefined);
    if (what) return `has ${what} at line ${token.start.line}, column ${token.start.column} (${JSON.stringify(excerpt(text))})`;
  }
  return undefined;
}

/**
 * What Docusaurus rewrites a page into before parsing it, with its own preprocessor and the site's
 * settings (Docusaurus's defaults: docusaurus.config.ts sets only link hooks). Its three rewrites
 * need `mdx-code-block`, `{#` or a `:::name ` line; a page with none of them (nearly every page)
 * is left as it is, which spares loading @docusaurus/utils (half a second) in most runs.
 */
function preprocessed(page: string, pageName: string): string {
  if (!page.includes('mdx-code-block') && !page.includes('{#') && !/^(?:> ?)*(?: +|\t+)?:{3,}[A-Za-z][\w-]* /m.test(page)) return page;
  docusaurus ??= loadPreprocessor();
  return docusaurus.preprocess({ fileContent: page, filePath: pageName, markdownConfig: docusaurus.markdownConfig, admonitions: true });
}

interface Preprocessor {
  preprocess: (input: { fileContent: string; filePath: string; markdownConfig: MarkdownConfig; admonitions: boolean }) => string;
  markdownConfig: MarkdownConfig;
}

let docusaurus: Preprocessor | undefined;

function loadPreprocessor(): Preprocessor {
  // Loaded on demand, and with require: both are CommonJS modules compiled from TypeScript.
  const require = createRequire(import.meta.url);
  const { default: preprocess } = require('@docusaurus/mdx-loader/lib/preprocessor.js') as { default: Preprocessor['preprocess'] };
  const { DEFAULT_MARKDOWN_CONFIG } = require('@docusaurus/core/lib/server/configValidation.js') as {
    DEFAULT_MARKDOWN_CONFIG: MarkdownConfig;
  };
  return { preprocess, markdownConfig: DEFAULT_MARKDOWN_CONFIG };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}
