import type { AnyNode, Document, Element } from 'domhandler';
import { parse } from 'parse5';
import { adapter } from 'parse5-htmlparser2-tree-adapter';

/** A built page parsed as browsers parse it (minified builds omit many end tags), into domhandler nodes. */
export function parseHtml(html: string): Document {
  return parse(html, { treeAdapter: adapter }) as unknown as Document;
}

export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function hasClass(element: Element, name: string): boolean {
  const classes = element.attribs?.class;
  // Most elements do not have the class: the substring test spares splitting theirs.
  return classes !== undefined && classes.includes(name) && classes.split(/\s+/).includes(name);
}

/** Text as a reader sees it: runs of white space as one space, no zero-width spaces, trimmed. */
export function normalizeSpace(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
