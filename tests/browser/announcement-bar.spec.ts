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

  test('a new announcement is shown again to a reader who closed the previous one', async ({ page }) => {
    await open(page, '/');
    const bar = announcementBar(page);
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();

    // Pretend the bar the reader closed had another id: to the site, the current one is new.
    expect(await replaceStoredValue(page, announcement.id, 'an-older-announcement')).toBe(1);
    await reload(page);
    await expect(bar).toBeVisible();

    // Seeing the new announcement does not close it again on the next visit.
    await reload(page);
    await expect(bar).toBeVisible();
  });
});
