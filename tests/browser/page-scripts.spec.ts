import { expect, test } from '@playwright/test';
import { open } from './support/site';

// Each pre-rendered page names its own scripts in its HTML, so the browser fetches a page's
// chunks alongside main.js rather than discovering them only once main.js has run.

for (const path of ['/docs/next/guide/getting-started/introduction', '/docs/next/api-reference/classes/CommandKit', '/']) {
  test(`the HTML names every script a first visit runs, and each is fetched once (${path})`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const named = [...html.matchAll(/<script src=["']?([^"' >]+\.js)["']? defer/g)].map((match) => match[1]);
    expect(named.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);

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
    // Whatever else loads is prefetched for links, not run by this page.
    const ran = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').map((entry) => new URL(entry.name).pathname));
    expect(ran.filter((script) => late.includes(script))).toEqual([]);
  });
}
