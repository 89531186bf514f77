import type { AnyNode, Document, Element } from 'domhandler';
import * as DomUtils from 'domutils';
import type { ExtractedRecord } from '../../search/index-format';
import { compact } from '../../search/engine/tokenize';
import { hasClass, isElement, normalizeSpace, parseHtml } from './html-nodes';

/**
 * Reads one built HTML page into DocSearch-shaped records, the way DocSearch's crawler template
 * for Docusaurus does: the page title (h1) is lvl1, h2 and h3 start lvl2 and lvl3 sections, every
 * paragraph, list item, table row or other block of text is a content record under the headings
 * above it, and lvl0 is the page's category. Pages without Docusaurus' docsearch meta tags or
 * without doc content (home, 404, redirects, the search page) give nothing.
 */
export interface ExtractOptions {
  /** Content blocks matching any of these are left out (boilerplate repeated on many pages). */
  ignoreText?: readonly RegExp[];
  /** lvl0 when the page has no breadcrumb category and no active navbar item. */
  defaultLvl0?: string;
}

/**
 * Inside the doc content, these hold nothing worth searching: code, anchors, UI chrome, table
 * headers, and h4-h6 headings (in generated API pages, the same few labels everywhere:
 * "Parameters", "Returns"...), whose text stays in the h3 section above them.
 */
const skippedSelectors: ((element: Element) => boolean)[] = [
  (element) => ['pre', 'script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'thead', 'h4', 'h5', 'h6'].includes(element.name),
  (element) => hasClass(element, 'hash-link') || hasClass(element, 'theme-code-block'),
  (element) => element.attribs.role === 'tablist',
];

const blockElements = new Set([
  'p',
  'li',
  'tr',
  'dt',
  'dd',
  'figcaption',
  'summary',
  'caption',
  'blockquote',
  'div',
  'section',
  'details',
  'table',
  'thead',
  'tbody',
  'ul',
  'ol',
  'dl',
  'header',
  'footer',
  'aside',
  'hr',
]);
const inlineElements = new Set(['a', 'span', 'code', 'svg', 'button', 'kbd', 'em', 'strong']);
/** Inline elements whose text must not run into its neighbour's. */
const spacedElements = new Set(['td', 'th', 'br', 'img']);

export function extractRecords(html: string, path: string, options: ExtractOptions = {}): ExtractedRecord[] {
  const document = parseHtml(withoutDocSidebar(html));
  const language = metaContent(document, 'docsearch:language');
  const tag = metaContent(document, 'docsearch:docusaurus_tag');
  const content = DomUtils.findOne((element) => hasClass(element, 'theme-doc-markdown'), document.children);
  if (!language || !tag || !content) return [];

  const lvl0 = categoryOf(document) ?? options.defaultLvl0 ?? 'Documentation';
  const h1 = DomUtils.findOne((element) => element.name === 'h1', content.children);
  const lvl1 = (h1 && headingText(h1)) || titleOf(document);
  if (!lvl1) return [];

  const ignore = options.ignoreText ?? [];
  const records: ExtractedRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor = '';
  let buffer = '';
  const push = (type: ExtractedRecord['type'], text: string | null) => {
    records.push({ type, hierarchy: { lvl0, lvl1, lvl2, lvl3 }, content: text, path, anchor, language, docusaurus_tag: tag });
  };
  const flush = () => {
    const text = normalizeSpace(buffer);
    buffer = '';
    if (!text || ignore.some((pattern) => pattern.test(text))) return;
    const previous = records[records.length - 1];
    if (previous?.type === 'content' && previous.anchor === anchor && previous.content === text) return;
    push('content', text);
  };

  push('lvl1', null);
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      buffer += (node as unknown as { data: string }).data;
      return;
    }
    if (!isElement(node) || node === h1) return;
    if (skippedSelectors.some((skip) => skip(node))) {
      // A skipped heading or code block still separates the text around it.
      if (!inlineElements.has(node.name)) flush();
      return;
    }
    if (node.name === 'h2' || node.name === 'h3') {
      flush();
      const text = headingText(node);
      if (!text) return;
      anchor = node.attribs.id ?? anchor;
      if (node.name === 'h2') {
        lvl2 = text;
        lvl3 = null;
        push('lvl2', null);
      } else {
        lvl3 = text;
        push('lvl3', null);
      }
      return;
    }
    const block = blockElements.has(node.name);
    if (block) flush();
    if (spacedElements.has(node.name)) buffer += ' ';
    for (const child of node.children) walk(child);
    if (block) flush();
    else if (spacedElements.has(node.name)) buffer += ' ';
  };
  for (const child of content.children) walk(child);
  flush();
  const description = summaryOf(document, records);
  if (description) records.splice(1, 0, { ...records[0], type: 'content', content: description });
  return records;
}

/**
 * The page's description (its front matter's, which the page itself does not show), as the text
 * of its top: a guide's description says what the page answers in a few words, often the words
 * of the reader's question. Left out when the page's text already holds it, as the descriptions
 * Docusaurus takes from a page's first paragraph and generated API pages' summaries do.
 */
function summaryOf(document: Document, records: readonly ExtractedRecord[]): string | undefined {
  const description = metaContent(document, 'description');
  if (!description) return undefined;
  const text = normalizeSpace(description);
  const stem = compact(text.replace(/(…|\.\.\.)$/, ''));
  const shown = compact(records.map((record) => record.content ?? '').join(' '));
  return stem && !shown.includes(stem) ? text : undefined;
}

/**
 * The page without its doc sidebar, which holds nothing to index and is about half of a built
 * page's HTML (every link of the open categories): parsing it was half of the indexing time. The
 * sidebar is the first aside of a doc page and holds no other; a page without one is kept whole.
 */
function withoutDocSidebar(html: string): string {
  const start = html.search(/<aside class="?theme-doc-sidebar-container[\s">]/);
  const end = start < 0 ? -1 : html.indexOf('</aside>', start);
  return end < 0 ? html : html.slice(0, start) + html.slice(end + '</aside>'.length);
}

function metaContent(document: Document, name: string): string | undefined {
  const meta = DomUtils.findOne((element) => element.name === 'meta' && element.attribs.name === name, document.children);
  return meta?.attribs.content?.trim() || undefined;
}

/** The heading's text without its "#" anchor link. */
function headingText(heading: Element): string {
  const parts: string[] = [];
  const collect = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if (isElement(node) && !hasClass(node, 'hash-link')) node.children.forEach(collect);
  };
  heading.children.forEach(collect);
  return normalizeSpace(parts.join(''));
}

/** The nearest category in the breadcrumbs, else the active navbar item (Guide, API Reference). */
function categoryOf(document: Document): string | undefined {
  const breadcrumbs = DomUtils.findOne((element) => hasClass(element, 'theme-doc-breadcrumbs'), document.children);
  if (breadcrumbs) {
    const items = DomUtils.findAll(
      (element) => hasClass(element, 'breadcrumbs__item') && !hasClass(element, 'breadcrumbs__item--active'),
      breadcrumbs.children,
    )
      .map((item) => normalizeSpace(DomUtils.textContent(item)))
      .filter(Boolean);
    if (items.length > 0) return items[items.length - 1];
  }
  const active = DomUtils.findOne((element) => hasClass(element, 'navbar__link--active'), document.children);
  return active ? normalizeSpace(DomUtils.textContent(active)) || undefined : undefined;
}

function titleOf(document: Document): string {
  const title = DomUtils.findOne((element) => element.name === 'title', document.children);
  return title ? normalizeSpace(DomUtils.textContent(title).split(' | ')[0]) : '';
}
