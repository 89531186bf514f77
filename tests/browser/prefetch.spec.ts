import { expect, test, type Page } from '@playwright/test';
import { open } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

const apiPage = '/docs/next/api-reference/classes/CommandKit';
// Not linked from the home page, so nothing prefetches it before the test asks.
const target = '/docs/api-reference/classes/CommandKit';

function prefetchedAssets(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!, location.href).pathname));
}

test('links in view prefetch their pages once the page is idle, each chunk once', async ({ page }) => {
  test.skip(stockBuild, speedLayerPiece('lean-client (its prefetching)'));
  await open(page, apiPage);
  await expect.poll(async () => (await prefetchedAssets(page)).length).toBeGreaterThan(5);
  const assets = await prefetchedAssets(page);
  expect(assets.every((asset) => /^\/assets\/js\/[^/]+\.js$/.test(asset))).toBe(true);
  expect(new Set(assets).size).toBe(assets.length);
});

test('prefetching a route asks for the chunks of every module its page loads, and only once', async ({ page, browser }) => {
  await open(page, '/');
  const before = new Set(await prefetchedAssets(page));
  await page.evaluate(async (path) => void (await window.docusaurus.prefetch(path)), target);
  const prefetched = new Set(await prefetchedAssets(page));
  expect(prefetched.size).toBeGreaterThan(before.size);
  expect(await page.evaluate((path) => window.docusaurus.prefetch(path) === false, target)).toBe(true);

  // What a first visit to the route loads beyond what every page loads.
  const fresh = await browser.newPage();
  const scripts: string[] = [];
  fresh.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(fresh, target);
  // The route's own modules: Docusaurus names their chunks with an 8-digit hash (the chunks the
  // bundler splits off to share code load beside them and are not part of a prefetch).
  const routeChunks = scripts.filter((script) => /\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(script));
  expect(routeChunks.length).toBeGreaterThan(0);
  // A chunk the home page had already loaded needs no prefetch.
  const loadedByHome = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
  );
  for (const chunk of routeChunks) expect([chunk, prefetched.has(chunk) || loadedByHome.has(chunk)]).toEqual([chunk, true]);
  await fresh.close();
});

test('a link still opens its page in the app, without a full page load', async ({ page }) => {
  await open(page, apiPage);
  await page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).locator('a[href="/docs/next/api-reference"]').click();
  await expect(page).toHaveURL(/\/docs\/next\/api-reference$/);
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
});
