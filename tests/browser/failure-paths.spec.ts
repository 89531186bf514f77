import { expect, test } from '@playwright/test';

// What a reader sees when part of the site fails to load.

test('when the main script cannot load, the home page stays readable and shows no false base-URL error', async ({ page }) => {
  await page.route(/\/assets\/js\/main\.[\w]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Docusaurus's inline script adds its banner when the app did not start; the stylesheet hides it.
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeAttached();
  await expect(page.getByText('did not load properly')).toBeHidden();
});
