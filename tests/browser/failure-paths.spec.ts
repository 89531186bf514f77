import { expect, test } from '@playwright/test';
import { open, pathIs } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

// What a reader sees when part of the site fails to load.

test('when the main script cannot load, the home page stays readable and shows no false base-URL error', async ({ page }) => {
  await page.route(/\/assets\/js\/main\.[\w]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Docusaurus's inline script adds its banner when the app did not start; the stylesheet hides it.
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeAttached();
  await expect(page.getByText('did not load properly')).toBeHidden();
});

test("when the next page's scripts cannot load, following a link loads that page in full instead of leaving a blank one", async ({
  page,
}) => {
  // No prefetching (it runs when the browser is idle): the linked page's scripts load on the click.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await open(page, '/docs/next/api-reference/classes/CommandKit');
  await page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));
  await page.route(/\/assets\/js\/.+\.js$/, (route) => route.abort());
  await page.locator('.theme-doc-markdown a[href="/docs/next/api-reference/functions/bootstrap"]').first().click();
  await expect(page).toHaveURL(pathIs('/docs/next/api-reference/functions/bootstrap'));
  await expect(page.locator('article h1')).toHaveText('bootstrap');
  await expect(page.locator('article p').first()).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBeUndefined();
});

test("when a page's content cannot be fetched, following a link to it loads that page in full", async ({ page }) => {
  test.skip(stockBuild, speedLayerPiece('static-markdown (its content files)'));
  await open(page, '/docs/next/api-reference/classes/CommandKit');
  await page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));
  await page.route(/\.content$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.locator('.theme-doc-markdown a[href="/docs/next/api-reference/functions/bootstrap"]').first().click();
  await expect(page).toHaveURL(pathIs('/docs/next/api-reference/functions/bootstrap'));
  await expect(page.locator('article h1')).toHaveText('bootstrap');
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBeUndefined();
});
