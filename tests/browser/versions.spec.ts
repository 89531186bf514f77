import { expect, test, type Page } from '@playwright/test';
import {
  mainNavbar,
  open,
  pathIs,
  replaceStoredValue,
  site,
  versionDropdownToggle,
  versionMenuLink,
  waitForHydration,
} from './support/site';

async function chooseNextFromLatestGuide(page: Page): Promise<void> {
  await open(page, '/docs/guide/buttonkit');
  await (await versionMenuLink(page, site.latestVersion, site.nextLabel)).click();
  // ButtonKit has no Next page yet, so the dropdown falls back to Next's first guide page.
  await expect(page).toHaveURL(pathIs(site.nextFirstGuide));
  await expect(versionDropdownToggle(page, site.nextLabel)).toBeVisible();
}

test.describe('version switching', () => {
  test('choosing Next in the dropdown on a 0.1.10 guide lands on the Next guide', async ({ page }) => {
    await chooseNextFromLatestGuide(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });

  test('choosing 0.1.10 on a Next page keeps the same page when it exists in 0.1.10', async ({ page }) => {
    await open(page, '/docs/next/api-reference/functions/defineConfig');
    await (await versionMenuLink(page, site.nextLabel, site.latestVersion)).click();
    await expect(page).toHaveURL(pathIs('/docs/api-reference/functions/defineConfig'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('defineConfig');
  });

  test('without a chosen version, Guide on the home page opens the latest release', async ({ page }) => {
    await open(page, '/');
    await mainNavbar(page).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.latestFirstGuide));
  });

  test('the chosen version is remembered outside the docs and across reloads', async ({ page }) => {
    await chooseNextFromLatestGuide(page);

    await open(page, '/');
    const navbar = mainNavbar(page);
    await expect(navbar.getByRole('link', { name: 'API Reference', exact: true })).toHaveAttribute('href', site.nextApiOverview);
    await navbar.getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.nextFirstGuide));

    await open(page, '/');
    await page.reload();
    await waitForHydration(page);
    await mainNavbar(page).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.nextFirstGuide));
  });

  test('a remembered version that no longer exists is forgotten', async ({ page }) => {
    await chooseNextFromLatestGuide(page);
    // The stored choice is the version's name; Next's docs version is named "current".
    expect(await replaceStoredValue(page, 'current', 'a-removed-version')).toBeGreaterThan(0);

    await open(page, '/');
    await mainNavbar(page).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.latestFirstGuide));
  });
});

test.describe('version banner', () => {
  test('Next pages say they document an unreleased version and link to the latest', async ({ page }) => {
    await open(page, '/docs/next/api-reference/functions/defineConfig');
    const banner = page.getByRole('alert').filter({ hasText: 'unreleased documentation' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('This is unreleased documentation for CommandKit Next version.');
    const latest = banner.getByRole('link', { name: 'latest version' });
    await expect(latest).toBeVisible();
    await latest.click();
    await expect(page).toHaveURL(pathIs('/docs/api-reference/functions/defineConfig'));
  });

  test('0.1.10 pages have no version banner', async ({ page }) => {
    await open(page, '/docs/api-reference/functions/defineConfig');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('defineConfig');
    await expect(page.getByText(/unreleased documentation|no longer actively maintained/)).toHaveCount(0);
  });
});
