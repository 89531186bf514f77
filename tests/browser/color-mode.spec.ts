import { expect, test, type Page } from '@playwright/test';
import { colorModeToggle, open, waitForHydration } from './support/site';

// The site's default is dark, with `respectPrefersColorScheme` on: as Docusaurus documents it, a
// reader who has not chosen a mode gets their system's preference, and the toggle cycles
// system → light → dark → system. The toggle's title names the current choice.

async function expectMode(page: Page, theme: 'light' | 'dark', choice: 'system' | 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(colorModeToggle(page)).toHaveAttribute('title', `${choice} mode`);
  await expect(colorModeToggle(page)).toHaveAttribute('aria-label', `Switch between dark and light mode (currently ${choice} mode)`);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

test.describe('colour mode with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('is dark before any choice is made', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await expectMode(page, 'dark', 'system');
  });

  test('a light choice overrides the system and survives a reload', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await colorModeToggle(page).click();
    await expectMode(page, 'light', 'light');

    await reload(page);
    await expectMode(page, 'light', 'light');
  });

  test('the choice applies on other pages too', async ({ page }) => {
    await open(page, '/');
    await colorModeToggle(page).click();
    await expectMode(page, 'light', 'light');

    await open(page, '/docs/next/guide/getting-started/introduction');
    await expectMode(page, 'light', 'light');
  });
});

test.describe('colour mode with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system (light) before any choice is made', async ({ page }) => {
    await open(page, '/');
    await expectMode(page, 'light', 'system');
  });

  test('the toggle cycles system → light → dark → system', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    const toggle = colorModeToggle(page);
    await expectMode(page, 'light', 'system');

    await toggle.click();
    await expectMode(page, 'light', 'light');
    await toggle.click();
    await expectMode(page, 'dark', 'dark');
    await toggle.click();
    await expectMode(page, 'light', 'system');
  });

  test('a dark choice survives a reload; returning to system is remembered too', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    const toggle = colorModeToggle(page);
    await toggle.click();
    await toggle.click();
    await expectMode(page, 'dark', 'dark');

    await reload(page);
    await expectMode(page, 'dark', 'dark');

    await toggle.click();
    await expectMode(page, 'light', 'system');
    await reload(page);
    await expectMode(page, 'light', 'system');
  });

  test('with no choice stored, a change of system preference is followed live', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await expectMode(page, 'light', 'system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark', 'system');
  });
});
