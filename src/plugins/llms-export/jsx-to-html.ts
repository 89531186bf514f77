/**
 * Turns the JSX that generated API pages carry into the HTML it renders as, in one piece of prose:
 * `<ApiAnchor id="x" />` (a link target the site's MDX components know, see
 * src/components/api/ApiAnchor.tsx) becomes `<a id="x"></a>`, which keeps `#x` links meaningful,
 * React's `className` on an HTML element becomes `class`, and the HTML headings a page's member
 * parts have (`<h4>Returns</h4>`, see scripts/api/typedoc/section-headings.ts) are Markdown
 * headings again. Escaped text that only looks like such markup (`\<ApiAnchor …` from a comment)
 * is not markup and stays as it is.
 */
export function jsxToHtml(prose: string): string {
  return prose
    .replace(/(?<!\\)<ApiAnchor id="([^"<>{}]*)" \/>/g, '<a id="$1"></a>')
    .replace(/(?<!\\)(<[a-z][a-z0-9]*\b[^<>]*?\s)className=/g, '$1class=')
    .replace(/^<h([4-6])>([A-Za-z ]+)<\/h\1>$/gm, (_line, level: string, text: string) => `${'#'.repeat(Number(level))} ${text}`);
}
