import { expect, test } from '@playwright/test';
import { open, pathIs } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('lean-client (its progress bar)'));

// While a page reached by a link is still loading, a thin bar across the top of the window says
// so (src/plugins/lean-client/progress-bar.ts); it goes once the page is shown.

test('a page that is slow to load shows the loading bar until it is there', async ({ page }) => {
  // No prefetching (it runs when the browser is idle): the linked page's scripts load on the click.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await open(page, '/docs/next/api-reference/classes/CommandKit');
  // From now on every script takes a second to arrive.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const link = page.locator('article a[href^="/docs/next/api-reference/types/"]').first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  // Decoration: screen readers hear the new page's title instead.
  await expect(page.locator('#nprogress')).toHaveAttribute('aria-hidden', 'true');
  // It covers part of the width and moves on while the page loads.
  const widthShown = async () => (await bar.boundingBox())!.x + (await bar.boundingBox())!.width;
  const viewport = page.viewportSize()!.width;
  expect(await widthShown()).toBeLessThan(viewport);
  expect(await widthShown()).toBeGreaterThan(0);
  await expect(page).toHaveURL(pathIs(target));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.split('/').pop()!);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
