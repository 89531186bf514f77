import { expect, test } from '@playwright/test';
import { open } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('page-scripts'));

// Each pre-rendered page names its own scripts in its HTML, so the browser fetches a page's
// chunks alongside main.js rather than discovering them only once main.js has run.

for (const path of ['/docs/next/guide/getting-started/introduction', '/docs/next/api-reference/classes/CommandKit', '/']) {
  test(`the HTML names every script a first visit runs, and each is fetched once (${path})`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const named = [...html.matchAll(/<script src=["']?([^"' >]+\.js)["']? defer/g)].map((match) => match[1]);
    expect(named.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);

    // The moment hydration starts: Docusaurus's client entry first preloads the page (its route
    // shard and chunks), then stores the React root it hydrates as window.docusaurusRoot. Links
    // prefetch only after the hydrated page has mounted, so this mark comes before any of that.
    await page.addInitScript(() => {
      let root: unknown;
      Object.defineProperty(window, 'docusaurusRoot', {
        configurable: true,
        get: () => root,
        set: (value) => {
          root = value;
          performance.mark('hydrating');
        },
      });
    });
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
