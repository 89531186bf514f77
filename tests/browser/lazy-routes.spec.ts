import { expect, test, type Page } from '@playwright/test';
import { open, pathIs } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('lazy-routes'));

// Most pages' routes are not in the main bundle: they come in small chunks ("route shards"),
// loaded before a page of theirs is shown. The reader sees the same site.

const classPage = '/docs/next/api-reference/classes/CommandKit';

/** Errors and React warnings (a hydration mismatch is one) the page reports. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test('the main bundle does not carry the routes of the API reference', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const main = /<script src="?([^" >]+\/main\.[0-9a-f]+\.js)"? defer/.exec(html)![1];
  const code = await (await page.request.get(main)).text();
  const carries = (text: string) => code.includes(text);
  expect([carries('/docs/next/api-reference/types/'), carries('/docs/next/api-reference/classes/CommandKit')]).toEqual([false, false]);
  // The routes every page needs are still there.
  expect(carries('"/docs/next/api-reference"')).toBe(true);
});

test('a page whose routes are in a shard hydrates as it was rendered', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, classPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CommandKit');
  expect(problems).toEqual([]);
});

test('a link to a page whose routes are not loaded yet opens it in the app', async ({ page }) => {
  // No prefetching (it runs when the browser is idle), so the linked page's shard is not loaded
  // before the click.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const shards: string[] = [];
  page.on('request', (request) => {
    if (/\/routes-[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(request.url())) shards.push(new URL(request.url()).pathname);
  });
  const problems = collectProblems(page);
  await open(page, classPage);
  const loadedByPage = shards.length;
  await page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));

  const link = page.locator('article a[href^="/docs/next/api-reference/types/"]').first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(pathIs(target));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.split('/').pop()!);
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  // The types' shard came with the click.
  expect(shards.length).toBe(loadedByPage + 1);

  await page.goBack();
  await expect(page).toHaveURL(pathIs(classPage));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CommandKit');
  expect(problems).toEqual([]);
});

test('a path inside a shard that has no page shows the not-found page', async ({ page }) => {
  const response = await page.goto('/docs/next/api-reference/types/NoSuchType');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
