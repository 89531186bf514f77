import { createElement, type ReactNode } from 'react';
import { contentFragmentUrlSuffix } from './content-fragment-url';

/** A doc page's content, as the HTML the server rendered for it (see static-markdown-loader.cjs). */
export interface StaticMarkdownContent {
  (): ReactNode;
  /** The inner HTML of the page's `.theme-doc-markdown` element: its title and Markdown. */
  staticHtml: string;
}

const markdownSelector = '.theme-doc-markdown';

/**
 * The content of the doc page at `permalink`. Before the app has hydrated, the document is that
 * page's own HTML, and the content is read from it; later (an in-app navigation) the page's
 * content is fetched on its own (content-fragments.ts). The module that awaits this loads only once the HTML is there, so Docusaurus's
 * route preloading waits for it as it waits for a compiled page.
 */
export async function staticMarkdownContent(permalink: string): Promise<StaticMarkdownContent> {
  const html =
    (isServedPage(permalink) ? document.querySelector(markdownSelector)?.innerHTML : undefined) ?? (await fetchMarkdownHtml(permalink));
  // Rendered on its own, outside the doc theme's `<DocItemContent>`, the HTML keeps its container.
  const content = () => createElement('div', { className: 'theme-doc-markdown markdown', dangerouslySetInnerHTML: { __html: html } });
  return Object.assign(content, { staticHtml: html });
}

/** The static HTML of a doc page's content component, when it has one. */
export function staticHtmlOf(component: unknown): string | undefined {
  return typeof component === 'function' && 'staticHtml' in component && typeof component.staticHtml === 'string'
    ? component.staticHtml
    : undefined;
}

function isServedPage(permalink: string): boolean {
  // `docusaurusRoot` is set when the app hydrates (Docusaurus's clientEntry.js).
  return !(window as { docusaurusRoot?: unknown }).docusaurusRoot && samePath(window.location.pathname, permalink);
}

function samePath(a: string, b: string): boolean {
  const normal = (path: string) => decodeURI(path).replace(/(.)\/$/, '$1');
  return normal(a) === normal(b);
}

/** The page's content alone (content-fragments.ts). Where it cannot be had, the navigation fails and Docusaurus loads the whole page. */
async function fetchMarkdownHtml(permalink: string): Promise<string> {
  const response = await fetch(`${permalink.replace(/\/$/, '')}${contentFragmentUrlSuffix}`);
  if (!response.ok) throw new Error(`Could not load ${permalink}: the server answered ${response.status}.`);
  return response.text();
}
