import { expect, test } from '@playwright/test';
import { colorModeToggle, open, pathIs, site, versionMenuLink, waitForHydration } from './support/site';

// Some browsers (privacy modes, blocked third-party storage, sandboxed frames) throw on any access
// to localStorage. The site must then behave as if nothing were stored, without crashing.

test.describe('when localStorage is unavailable', () => {
  test.use({ colorScheme: 'light' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('doc pages render, navigate, switch colour mode and version', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await open(page, '/docs/guide/installation');
    // The access really throws in the page, so the test exercises the fallback.
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'threw';
        }
      }),
    ).toBe('threw');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Close' }) })).toBeVisible();

    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'ButtonKit' }).click();
    await expect(page).toHaveURL(pathIs('/docs/guide/buttonkit'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ButtonKit');

    const toggle = colorModeToggle(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('title', 'dark mode');

    await (await versionMenuLink(page, site.latestVersion, site.nextLabel)).click();
    await expect(page).toHaveURL(pathIs(site.nextFirstGuide));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');

    await page.getByRole('banner').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);

    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the home page renders and nothing is remembered after a reload', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discord bots, one file at a time');
    await colorModeToggle(page).click();
    await expect(colorModeToggle(page)).toHaveAttribute('title', 'light mode');

    await page.reload();
    await waitForHydration(page);
    await expect(colorModeToggle(page)).toHaveAttribute('title', 'system mode');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});
