import type { Event } from 'micromark-util-types';
import type { Edit } from './text-edits';

const destinationTokens = new Set(['resourceDestinationString', 'definitionDestinationString']);

/**
 * Docusaurus turns some links of a page into reads of the build machine's files, which it then
 * publishes with the site (@docusaurus/mdx-loader's transformImage and transformLinks): every
 * image with a local path, and every link to an `@site/` path or to a path with a file extension
 * other than .md, .mdx and .html. Resolved from the page's folder, `../` reaches any file. Comment
 * text on a page must not do that, so such a destination gets the `pathname://` prefix,
 * Docusaurus's way of saying "a plain URL, not a file": the link stays, pointing nowhere. Files
 * TypeDoc copied from the library into the pages' `_media` folder (see confine-files.ts) keep their
 * links. Definitions count as images, since an image may use them.
 */
export function fileLinkEdits(markdown: string, events: readonly Event[]): Edit[] {
  const edits: Edit[] = [];
  const open: string[] = [];
  for (const [kind, token] of events) {
    const type = token.type as string;
    if (type === 'image' || type === 'link') {
      if (kind === 'enter') open.push(type);
      else open.pop();
    } else if (kind === 'enter' && destinationTokens.has(type)) {
      const destination = markdown.slice(token.start.offset, token.end.offset);
      const image = type === 'definitionDestinationString' || open.at(-1) === 'image';
      if (readsFile(destination, image)) edits.push({ at: token.start.offset, length: 0, text: 'pathname://' });
    }
  }
  return edits;
}

/** Whether Docusaurus would read a destination (as written in Markdown) as a local file. */
function readsFile(destination: string, image: boolean): boolean {
  const path = decodePath(destination);
  // A URL (https:, mailto:, pathname:), a protocol-relative one, or an anchor on the page.
  if (path === undefined || /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('#') || path === '') return false;
  const pathname = path.replace(/[?#].*$/s, '');
  if (/^(?:\.\.\/)*_media\/(?!\.\.?$)[^/\\]+$/.test(pathname)) return false;
  if (image || pathname.startsWith('@site/')) return true;
  return /\.[^./]+$/.test(pathname) && !/\.(?:mdx?|html)$/.test(pathname);
}

/**
 * The path Docusaurus gets from a destination: backslash escapes and numeric character references
 * undone, then percent-encoding (Docusaurus decodes it before it reads the file). Undefined when
 * it cannot be told for sure (a named character reference, broken percent-encoding): that path
 * is then treated as a file.
 */
function decodePath(destination: string): string | undefined {
  const unescaped = destination
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&#(\d+);|&#x([\da-f]+);/gi, (_, decimal: string | undefined, hex: string | undefined) =>
      String.fromCodePoint(decimal ? Number(decimal) : parseInt(hex!, 16)),
    );
  if (/&[a-z\d]+;/i.test(unescaped)) return '@site/';
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return '@site/';
  }
}
