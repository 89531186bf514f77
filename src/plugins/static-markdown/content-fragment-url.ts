/**
 * Where a doc page's content is served on its own, as the HTML the server rendered for it. The
 * file is the page's HTML file with `.content.html` for `.html`; the browser asks for it without
 * the extension (`/docs/page.content`), the way Docusaurus links its pages: hosts that serve
 * `/docs/page` from `page.html` (GitHub Pages, Netlify, Vercel, `docusaurus serve`) answer that
 * directly, where `.html` in the URL would cost a redirect on those with clean URLs. An in-app
 * navigation to a page sent as HTML fetches that, not the whole page (content-fragments.ts writes
 * the files after the build).
 */
export const contentFragmentFileSuffix = '.content.html';
export const contentFragmentUrlSuffix = '.content';
