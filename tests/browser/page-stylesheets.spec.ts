import { expect, test, type Page } from '@playwright/test';
import { mainNavbar, open } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('page-stylesheets'));

// The home page's and the search page's own styles load with those pages, not with every page;
// reached by a link inside the app, they are styled as on a direct visit.

const stylesheetsOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => new URL((link as HTMLLinkElement).href).pathname),
  );
const capabilityList = (page: Page) => page.getByRole('region', { name: 'What CommandKit takes care of' }).getByRole('list').first();

test('a doc page loads the site stylesheet only; the home page links its own beside it', async ({ page }) => {
  await open(page, '/docs/next/guide/getting-started/introduction');
  const docSheets = await stylesheetsOf(page);
  expect(docSheets).toHaveLength(1);
  await open(page, '/');
  const homeSheets = await stylesheetsOf(page);
  expect(homeSheets).toHaveLength(2);
  expect(homeSheets).toContain(docSheets[0]);
});

test('the home page reached from a doc page is styled as on a direct visit', async ({ page }) => {
  await open(page, '/');
  const direct = await capabilityList(page).evaluate((list) => getComputedStyle(list).display);
  expect(direct).toBe('grid');

  await open(page, '/docs/next/guide/getting-started/introduction');
  await mainNavbar(page).locator('a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => capabilityList(page).evaluate((list) => getComputedStyle(list).display)).toBe('grid');
});
