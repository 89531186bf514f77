import { expect, test, type Page } from '@playwright/test';
import { announcement } from '../../src/config/site';
import { open, replaceStoredValue, waitForHydration } from './support/site';

// The wording changes with every announcement (and its id with it), so the expected text and the
// id are read from the site's announcement data; what is tested is how the bar behaves.
const announcementText = announcement.content.replace(/<[^>]+>/g, '');

function announcementBar(page: Page) {
  return page.getByRole('banner').filter({ hasText: announcementText });
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

test.describe('announcement bar', () => {
  test('is shown with its text and a working link', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    const bar = announcementBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText(announcementText);
    const link = bar.getByRole('link');
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('once closed, stays closed after a reload and on other pages', async ({ page }) => {
    await open(page, '/');
    const bar = announcementBar(page);
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();

    await reload(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();

    await open(page, '/docs/guide/buttonkit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ButtonKit');
    await expect(bar).toBeHidden();
  });

  test('a new announcement id resets the dismissal', async ({ page }) => {
    await closeAndPretendItWasAnOlderAnnouncement(page);
    await reload(page);
    // By the next page load at the latest the new announcement is shown ...
    await reload(page);
    await expect(announcementBar(page)).toBeVisible();
    // ... and seeing it does not close it again.
    await reload(page);
    await expect(announcementBar(page)).toBeVisible();
  });

  test('a new announcement is shown on the first visit after the previous one was closed', async ({ page }) => {
    // The pre-render script hides the bar when the *previous* announcement was dismissed; the site
    // lifts that once the theme sees the id is new, on this very load.
    await closeAndPretendItWasAnOlderAnnouncement(page);
    await reload(page);
    await expect(announcementBar(page)).toBeVisible({ timeout: 3_000 });
  });
});

async function closeAndPretendItWasAnOlderAnnouncement(page: Page): Promise<void> {
  await open(page, '/');
  const bar = announcementBar(page);
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  // To the site, the current announcement is now one the reader has never seen.
  expect(await replaceStoredValue(page, announcement.id, 'an-older-announcement')).toBe(1);
}
