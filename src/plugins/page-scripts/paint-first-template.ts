import { checkUpstreamFiles, type UpstreamFile } from '../upstream-files';

/**
 * Docusaurus's page template (its `ssrTemplate` default) with one change on doc pages: their
 * scripts are fetched from the start, as `<script defer>` fetches them, but run only once the
 * browser has painted the page. With `defer`, a browser that already has the scripts when the
 * HTML is parsed (a repeat visit, a fast connection) runs all of them, main.js alone tens of
 * milliseconds on a phone, before it paints the content; here the content is painted first and
 * the app hydrates a frame or two later. Other pages keep `defer`: the home page's base-URL check
 * (Docusaurus's BaseUrlIssueBanner) expects the scripts to have run by DOMContentLoaded.
 */

/** The template's line that names each script, and the end of its body, which the change edits. */
export const scriptLine = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
export const bodyEnd = '</body>';

const upstreamTemplate: UpstreamFile = {
  piece: 'page-scripts',
  package: '@docusaurus/core',
  file: 'lib/ssg/ssgTemplate.html.js',
  contains: [scriptLine, bodyEnd],
};

/** The class the theme gives a doc page's `<html>` element (ThemeClassNames.page.docsDocPage). */
const docPageClass = 'docs-doc-page';
const onDocPage = `it.htmlAttributes.includes('${docPageClass}')`;

/**
 * Runs the page's scripts, in order, once the page is painted: after two animation frames (the
 * content parsed before this script is then in a frame) and the browser's report of the paint
 * (its largest-contentful-paint entry), or 250 ms after those frames where no new entry comes. The
 * report follows the frame by a few milliseconds on an idle machine, but by more than 50 ms on a
 * busy one (two browsers and two servers on two cores), so the wait is generous: it is spent only
 * on a page whose largest element was painted before this script and no larger one came later. A
 * page opened in a background tab paints nothing and runs them at once.
 */
const startAfterPaint = `(function (scripts) {
  var started = false;
  var parsed = performance.now();
  var framed = false;
  var painted = !(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint') >= 0);
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      document.body.appendChild(script);
    }
  }
  function startIfPainted() {
    if (framed && painted) start();
  }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  if (!painted) {
    new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (entry) { return entry.startTime >= parsed; })) painted = true;
      startIfPainted();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      framed = true;
      startIfPainted();
      setTimeout(start, 250);
    });
  });
})`;

/** The upstream template as text, with the change; stops with one line when its edited parts have moved. */
export function paintFirstTemplate(upstream: string = readUpstreamTemplate()): string {
  for (const part of [scriptLine, bodyEnd]) {
    if (upstream.split(part).length !== 2)
      throw new Error(
        `page-scripts: Docusaurus's page template no longer has ${part} once; update src/plugins/page-scripts/paint-first-template.ts for the installed version, or turn the piece off (src/config/speed-layer.ts).`,
      );
  }
  const scripts = `JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c')`;
  // Each tag on a line of its own, as the upstream template's: Docusaurus's template engine then
  // leaves the lines of other pages exactly as they were.
  return upstream
    .replace(
      scriptLine,
      [
        `<% if (${onDocPage}) { %>`,
        '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />',
        '<% } else { %>',
        scriptLine,
        '<% } %>',
      ].join('\n'),
    )
    .replace(
      bodyEnd,
      [`<% if (${onDocPage}) { %>`, `<script>${startAfterPaint}(<%~ ${scripts} %>)</script>`, '<% } %>', bodyEnd].join('\n'),
    );
}

function readUpstreamTemplate(): string {
  checkUpstreamFiles([upstreamTemplate]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Docusaurus's default template, by its private path (checked above)
  const loaded = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as string | { default: string };
  // A loader that unwraps CommonJS default exports (jiti, which loads the site's config) gives the text itself.
  return typeof loaded === 'string' ? loaded : loaded.default;
}
