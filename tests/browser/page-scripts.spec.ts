import { expect, test, type Page } from '@playwright/test';
import { open } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('page-scripts'));

// Each pre-rendered page names its own scripts in its HTML, so the browser fetches a page's
// chunks alongside main.js rather than discovering them only once main.js has run. A doc page
// names them in preload links and in the script that runs them once the page is painted
// (paint-first-template.ts); other pages in `<script defer>` tags.

/** Sets a performance mark named `mark` the first time the page assigns `window[property]`. */
async function markFirstAssignment(page: Page, property: string, mark: string): Promise<void> {
  await page.addInitScript(
    ([property, mark]) => {
      let value: unknown;
      let assigned = false;
      Object.defineProperty(window, property, {
        configurable: true,
        get: () => value,
        set: (next) => {
          if (!assigned) performance.mark(mark);
          assigned = true;
          value = next;
        },
      });
    },
    [property, mark] as const,
  );
}

/** The scripts a page's HTML names, in the order it runs them. */
function scriptsNamedIn(html: string): string[] {
  const deferred = [...html.matchAll(/<script src=["']?([^"' >]+\.js)["']? defer/g)].map((match) => match[1]);
  // The list the script at the end of a doc page is called with: `…}(["/assets/js/…", …])</script>`.
  const afterPaint = /\}\((\[(?:"[^"]+",?)+\])\)<\/script>/.exec(html);
  return afterPaint ? (JSON.parse(afterPaint[1]) as string[]) : deferred;
}

for (const path of ['/docs/next/guide/getting-started/introduction', '/docs/next/api-reference/classes/CommandKit', '/']) {
  test(`the HTML names every script a first visit runs, and each is fetched once (${path})`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const named = scriptsNamedIn(html);
    expect(named.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);

    // The moment hydration starts: Docusaurus's client entry first preloads the page (its route
    // shard and chunks), then stores the React root it hydrates as window.docusaurusRoot. Links
    // prefetch only after the hydrated page has mounted, so this mark comes before any of that.
    await markFirstAssignment(page, 'docusaurusRoot', 'hydrating');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    await open(page, path);
    // The page's own chunks are in the HTML: nothing the first render needs is found late.
    expect(named.length).toBeGreaterThan(2);
    for (const script of named) expect(fetched).toContain(script);
    expect(new Set(fetched).size).toBe(fetched.length);
    const late = fetched.filter((script) => !named.includes(script));
    // Whatever else loads is for the links in view, once the page has hydrated: prefetched
    // chunks, and the route shards of linked pages (lazy-routes), which prefetching runs to find
    // those chunks. Nothing the page needs before it hydrates is found late.
    const ranLate = await page.evaluate(
      (late) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && late.includes(new URL(entry.name).pathname))
          .map((entry) => ({
            script: new URL(entry.name).pathname,
            afterHydrationStarted: entry.startTime >= performance.getEntriesByName('hydrating')[0].startTime,
          })),
      late,
    );
    for (const { script, afterHydrationStarted } of ranLate)
      expect({ script, afterHydrationStarted, routeShard: /\/routes-[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(script) }).toEqual({
        script,
        afterHydrationStarted: true,
        routeShard: true,
      });
  });
}

test('a doc page fetches its scripts at once and runs them only once its content is painted', async ({ page }) => {
  const path = '/docs/next/api-reference/classes/CommandKit';
  const html = await (await page.request.get(path)).text();
  expect(html).not.toMatch(/<script src=/);
  const named = scriptsNamedIn(html);
  expect(named.length).toBeGreaterThan(2);
  for (const script of named) expect(html).toContain(`<link rel=preload as=script fetchpriority=low href=${script} />`);
  // The first script to run (webpack's runtime) creates the chunk list: the moment is marked.
  await markFirstAssignment(page, 'webpackChunkcommandkit_docs', 'first script ran');
  await open(page, path);
  const { scriptRan, painted } = await page.evaluate(async () => ({
    scriptRan: performance.getEntriesByName('first script ran')[0].startTime,
    // The paints the browser reported as the largest content so far (only an observer sees them).
    painted: await new Promise<number[]>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries().map((entry) => entry.startTime));
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    ),
  }));
  // The page's content was on screen, as the browser reports it, before any of its scripts ran.
  expect({ scriptRan, painted, paintedFirst: painted.some((time) => time <= scriptRan) }).toMatchObject({ paintedFirst: true });
});
