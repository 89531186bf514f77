import { expect, test } from '@playwright/test';
import { mainNavbar, open, pathIs, site, versionDropdownToggle, versionMenuLink } from './support/site';

test.describe('navbar', () => {
  test('the logo links home', async ({ page }) => {
    await open(page, '/docs/guide/buttonkit');
    await mainNavbar(page)
      .getByRole('link', { name: /^CommandKit logo/ })
      .click();
    await expect(page).toHaveURL(pathIs('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discord bots, one file at a time');
  });

  test('on a 0.1.10 page, Guide and API Reference stay in 0.1.10', async ({ page }) => {
    await open(page, '/docs/api-reference/enums/ReloadType');
    const navbar = mainNavbar(page);

    await navbar.getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.latestFirstGuide));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');

    await navbar.getByRole('link', { name: 'API Reference', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.latestApiOverview));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Reference');
  });

  test('on a Next page, Guide and API Reference stay in Next', async ({ page }) => {
    await open(page, '/docs/next/api-reference/functions/defineConfig');
    const navbar = mainNavbar(page);

    await navbar.getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.nextFirstGuide));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');

    await navbar.getByRole('link', { name: 'API Reference', exact: true }).click();
    await expect(page).toHaveURL(pathIs(site.nextApiOverview));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Reference');
  });

  test('the navbar item of the current section is marked as current', async ({ page }) => {
    await open(page, '/docs/guide/buttonkit');
    const navbar = mainNavbar(page);
    await expect(navbar.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(navbar.getByRole('link', { name: 'API Reference', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('links to the code repository and the community chat in a new tab', async ({ page }) => {
    await open(page, '/');
    const navbar = mainNavbar(page);
    for (const [name, href] of [
      [/GitHub/, site.repositoryUrl],
      [/community chat|Discord/, site.communityUrl],
    ] as const) {
      const link = navbar.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the version dropdown lists Next and 0.1.10, each leading to its version', async ({ page }) => {
    await open(page, site.latestFirstGuide);
    await expect(versionDropdownToggle(page, site.latestVersion)).toBeVisible();

    const next = await versionMenuLink(page, site.latestVersion, site.nextLabel);
    await expect(next).toHaveAttribute('href', site.nextFirstGuide);
    const latest = mainNavbar(page).getByRole('link', { name: site.latestVersion, exact: true });
    await expect(latest).toBeVisible();
    await expect(latest).toHaveAttribute('href', site.latestFirstGuide);
  });

  test('the version dropdown shows "Next" on a Next page', async ({ page }) => {
    await open(page, site.nextFirstGuide);
    await expect(versionDropdownToggle(page, site.nextLabel)).toBeVisible();
    const latest = await versionMenuLink(page, site.nextLabel, site.latestVersion);
    await expect(latest).toHaveAttribute('href', site.latestFirstGuide);
  });
});

test.describe('language dropdown', () => {
  for (const path of ['/', '/docs/guide/buttonkit', '/docs/next/api-reference/functions/defineConfig']) {
    test(`offers English, linking to the current page (${path})`, async ({ page }) => {
      await open(page, path);
      const toggle = mainNavbar(page).getByRole('button', { name: 'English' });
      await expect(toggle).toBeVisible();
      await toggle.hover();
      const english = mainNavbar(page).getByRole('link', { name: 'English', exact: true });
      await expect(english).toBeVisible();
      await expect(english).toHaveAttribute('href', path);
      await expect(english).toHaveAttribute('lang', /^en/);
    });
  }
});
