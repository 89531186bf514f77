import type { AnyNode, Element } from 'domhandler';
import * as DomUtils from 'domutils';
import { hasClass, isElement, normalizeSpace, parseHtml } from '../../../src/plugins/search-index/html-nodes';

/**
 * What a reader gets from one page, read from its HTML (a built file, or the live DOM after
 * hydration): its title, its text block by block, its headings with their ids, its links with
 * their targets, its code blocks (text, title, highlighted lines, line numbers) and its images.
 * Colours, class names, scripts and styles are left out: the equivalence test compares the site's
 * build with stock Docusaurus on what a reader sees, and the speed layer may change everything else.
 */
export interface ReaderView {
  title: string;
  /** The text of each block of the body (paragraph, list item, cell, heading...), in order. */
  text: string[];
  headings: { level: number; id: string; text: string }[];
  links: { href: string; text: string }[];
  code: CodeBlockView[];
  images: { src: string; alt: string; width: string; height: string }[];
}

export interface CodeBlockView {
  title: string;
  lines: string[];
  /** Indexes (from 0) of the highlighted lines. */
  highlighted: number[];
  lineNumbers: boolean;
  /** The identifiers that link to the API reference, with the text of the popup each one describes itself by. */
  typeRefs: { text: string; href: string; popup: string }[];
}

/** Elements whose content is not read: scripts, styles, and markup that holds no shown text. */
const unread = new Set(['script', 'style', 'noscript', 'template', 'head', 'link', 'meta', 'svg']);

/** Elements that end a block of text: the text around them is read as separate blocks. */
const blockElements = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'caption', 'dd', 'details', 'div', 'dl', 'dt',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'input',
  'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'tr', 'ul',
]); // prettier-ignore

export function readerView(html: string): ReaderView {
  const document = parseHtml(html);
  const title = DomUtils.findOne((element) => element.name === 'title', document.children);
  const body = DomUtils.findOne((element) => element.name === 'body', document.children);
  const elements = body ? DomUtils.findAll(() => true, body.children).filter((element) => !insideUnread(element)) : [];
  return {
    title: title ? normalizeSpace(DomUtils.textContent(title)) : '',
    text: body ? textBlocks(body) : [],
    headings: elements
      .filter((element) => /^h[1-6]$/.test(element.name))
      .map((heading) => ({ level: Number(heading.name[1]), id: heading.attribs.id ?? '', text: shownText(heading) })),
    links: elements
      .filter((element) => element.name === 'a' && element.attribs.href !== undefined)
      .map((link) => ({ href: link.attribs.href, text: shownText(link) || (link.attribs['aria-label'] ?? '') })),
    code: elements.filter((element) => element.name === 'pre').map(codeBlockView),
    images: elements
      .filter((element) => element.name === 'img')
      .map((image) => ({
        src: image.attribs.src ?? '',
        alt: image.attribs.alt ?? '',
        width: image.attribs.width ?? '',
        height: image.attribs.height ?? '',
      })),
  };
}

function codeBlockView(pre: Element): CodeBlockView {
  const container = closest(pre, (element) => hasClass(element, 'theme-code-block'));
  const titleElement = container && DomUtils.findOne((element) => /codeBlockTitle/.test(element.attribs.class ?? ''), container.children);
  const lineElements = DomUtils.findAll((element) => hasClass(element, 'token-line'), pre.children);
  const lines = lineElements.length > 0 ? lineElements.map(lineText) : DomUtils.textContent(pre).replace(/\n$/, '').split('\n');
  return {
    title: titleElement ? normalizeSpace(DomUtils.textContent(titleElement)) : '',
    lines,
    highlighted: lineElements.flatMap((line, index) => (hasClass(line, 'theme-code-block-highlighted-line') ? [index] : [])),
    lineNumbers: lineElements.some((line) =>
      DomUtils.findOne((element) => /codeLineNumber/.test(element.attribs.class ?? ''), line.children),
    ),
    typeRefs: DomUtils.findAll((element) => element.name === 'a' && element.attribs['aria-describedby'] !== undefined, pre.children).map(
      (link) => {
        const popup = DomUtils.findOne((element) => element.attribs.id === link.attribs['aria-describedby'], pre.children);
        return { text: DomUtils.textContent(link), href: link.attribs.href ?? '', popup: popup ? DomUtils.textContent(popup) : '' };
      },
    ),
  };
}

/** A code line's text: its content without the line-number gutter, the popups of its identifiers and the trailing newline. */
function lineText(line: Element): string {
  const parts: string[] = [];
  const collect = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if (isElement(node) && !/codeLineNumber/.test(node.attribs.class ?? '') && node.attribs.role !== 'tooltip')
      node.children.forEach(collect);
  };
  line.children.forEach(collect);
  return parts.join('').replace(/\n$/, '');
}

function textBlocks(root: Element): string[] {
  const blocks: string[] = [];
  let buffer = '';
  const flush = () => {
    const text = normalizeSpace(buffer);
    if (text) blocks.push(text);
    buffer = '';
  };
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      buffer += (node as unknown as { data: string }).data;
      return;
    }
    if (!isElement(node) || unread.has(node.name)) return;
    const block = blockElements.has(node.name);
    if (block) flush();
    node.children.forEach(walk);
    if (block) flush();
  };
  root.children.forEach(walk);
  flush();
  return blocks;
}

/** An element's text as shown: without the "#" of a heading's anchor link. */
function shownText(element: Element): string {
  const parts: string[] = [];
  const collect = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if (isElement(node) && !unread.has(node.name) && !hasClass(node, 'hash-link')) node.children.forEach(collect);
  };
  element.children.forEach(collect);
  return normalizeSpace(parts.join(''));
}

function insideUnread(element: Element): boolean {
  return closest(element, (ancestor) => ancestor !== element && unread.has(ancestor.name)) !== null;
}

function closest(element: Element, test: (element: Element) => boolean): Element | null {
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (isElement(node) && test(node)) return node;
  }
  return null;
}
