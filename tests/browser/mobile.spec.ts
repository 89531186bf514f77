import { expect, test, type Page } from '@playwright/test';
import { mainNavbar, open, pathIs, site } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile navigation (390×844)', () => {
  test('on a doc page, the menu opens on the docs sidebar and "← Back to main menu" shows the main menu', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    const navbar = mainNavbar(page);
    // The desktop navbar items give way to the menu button.
    await expect(navbar.getByRole('link', { name: 'API Reference', exact: true })).toBeHidden();

    await navbar.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebarLink = navbar.getByRole('link', { name: 'Command files' });
    const mainMenuLink = navbar.getByRole('link', { name: 'API Reference', exact: true });
    const back = navbar.getByRole('button', { name: '← Back to main menu' });
    await expect(sidebarLink).toBeInViewport();
    await expect(back).toBeInViewport();
    await expect(mainMenuLink).not.toBeInViewport();

    await back.click();
    await expect(mainMenuLink).toBeInViewport();
    await expect(navbar.getByRole('link', { name: 'Guide', exact: true })).toBeInViewport();
    await expect(sidebarLink).not.toBeInViewport();

    await mainMenuLink.click();
    await expect(page).toHaveURL(pathIs(site.latestApiOverview));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Reference');
  });

  test('a docs sidebar link navigates and closes the menu', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    const navbar = mainNavbar(page);
    await navbar.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebarLink = navbar.getByRole('link', { name: 'Command files' });
    await sidebarLink.click();
    await expect(page).toHaveURL(pathIs('/docs/guide/command-file-setup'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Command files');
    await expect(sidebarLink).toBeHidden();
  });

  test('on the home page, the menu opens on the main menu with the versions and external links', async ({ page }) => {
    await open(page, '/');
    const navbar = mainNavbar(page);
    await navbar.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(navbar.getByRole('link', { name: 'Guide', exact: true })).toBeInViewport();
    await expect(navbar.getByRole('button', { name: 'Versions' })).toBeInViewport();
    await expect(navbar.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', site.repositoryUrl);
    await expect(navbar.getByRole('link', { name: /community chat|Discord/ })).toHaveAttribute('href', site.communityUrl);
    // Outside the docs there is no secondary menu to go back from.
    await expect(navbar.getByRole('button', { name: '← Back to main menu' })).not.toBeInViewport();

    await navbar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(navbar.getByRole('link', { name: 'Guide', exact: true })).toBeHidden();
  });
});

test.describe('the mobile menu is rendered when the reader reaches for it (lean-client)', () => {
  test.skip(stockBuild, speedLayerPiece('lean-client (its mobile menu)'));

  /** Resolves once the browser is idle twice: the theme renders its hidden menu long before that. */
  const settled = (page: Page) =>
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

  test('after hydration the page holds no menu; a tap on the toggle renders and opens it', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await settled(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

    const navbar = mainNavbar(page);
    await navbar.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await expect(navbar.getByRole('link', { name: 'Command files' })).toBeInViewport();
  });

  test('focusing the toggle renders the menu, still closed, and Enter opens it', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await settled(page);
    const navbar = mainNavbar(page);
    const toggle = navbar.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.focus();
    // Rendered ahead of the press, so the menu slides in as the theme animates it.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(navbar.getByRole('link', { name: 'Command files' })).not.toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(navbar.getByRole('link', { name: 'Command files' })).toBeInViewport();
  });
});
