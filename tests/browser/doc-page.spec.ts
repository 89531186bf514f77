import { expect, test, type Page } from '@playwright/test';
import { mainNavbar, open, pathIs } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

/** The desktop "on this page" list (Docusaurus's stable theme class for it). */
function tableOfContents(page: Page) {
  return page.locator('.theme-doc-toc-desktop');
}

/** The ids of the page's headings of one level, in document order. */
async function headingIds(page: Page, level: number): Promise<string[]> {
  return page
    .getByRole('article')
    .locator(`h${level}[id]`)
    .evaluateAll((els) => els.map((el) => el.id));
}

test.describe('table of contents', () => {
  test('lists the h2 and h3 headings of an API class page, in order, and no h4', async ({ page }) => {
    await open(page, '/docs/api-reference/classes/CommandKit');
    const toc = tableOfContents(page);
    await expect(toc).toBeVisible();

    const h2 = await headingIds(page, 2);
    const h3 = await headingIds(page, 3);
    expect(h2.length).toBeGreaterThan(0);
    expect(h3.length).toBeGreaterThan(0);
    // The page has deeper headings (a member's Parameters, Returns ...), without anchors: they
    // must stay out of the list.
    const h4 = await page.getByRole('article').getByRole('heading', { level: 4 }).allTextContents();
    expect(h4.length).toBeGreaterThan(0);
    expect(await page.getByRole('article').locator('h4[id], h5[id], h6[id]').count()).toBe(0);

    const inPageOrder = await page
      .getByRole('article')
      .locator('h2[id], h3[id]')
      .evaluateAll((els) => els.map((el) => `#${el.id}`));
    const tocLinks = toc.getByRole('link');
    await expect(tocLinks).toHaveCount(inPageOrder.length);
    const hrefs = await tocLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(inPageOrder);
    const tocNames = await tocLinks.allTextContents();
    for (const name of new Set(h4)) expect(tocNames).not.toContain(name);

    // h3 entries are nested under their h2.
    const accessors = toc.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Accessors', exact: true }) });
    await expect(accessors.getByRole('link', { name: 'commandsPath' })).toBeVisible();
  });

  test('on a guide page, a TOC entry scrolls to its heading', async ({ page }) => {
    await open(page, '/docs/guide/commandkit-setup');
    await tableOfContents(page).getByRole('link', { name: 'Reloading at runtime' }).click();
    await expect(page).toHaveURL(pathIs('/docs/guide/commandkit-setup#reloading-at-runtime'));
    await expect(page.getByRole('heading', { level: 2, name: 'Reloading at runtime' })).toBeInViewport();
  });
});

test.describe('heading anchors', () => {
  test('each heading has a "Direct link to …" anchor that puts it in the address', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    const heading = page.getByRole('heading', { level: 2, name: 'Requirements' });
    await expect(heading).toBeVisible();
    const anchor = heading.getByRole('link', { name: 'Direct link to Requirements' });
    await expect(anchor).toHaveAttribute('title', 'Direct link to Requirements');
    await expect(anchor).toHaveAttribute('href', '#requirements');

    await heading.hover();
    await anchor.click();
    await expect(page).toHaveURL(pathIs('/docs/guide/installation#requirements'));
  });

  test('API member headings get short anchors named after the member', async ({ page }) => {
    await open(page, '/docs/api-reference/classes/CommandKit');
    const heading = page.getByRole('heading', { level: 3, name: 'reloadCommands()' });
    await expect(heading.getByRole('link', { name: 'Direct link to reloadCommands()' })).toHaveAttribute('href', '#reloadcommands');
  });
});

test.describe('last update', () => {
  test('a guide page shows when and by whom it was last updated, and an edit link', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await expect(page.getByText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by \S.*$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/underctrl-io\/commandkit\/edit\//,
    );
  });

  test("a 0.1.10 API page shows the published source's date, and no edit link", async ({ page }) => {
    await open(page, '/docs/api-reference/classes/CommandKit');
    // From the generated front matter: commandkit@0.1.10's publish date (2024-12-13T11:47:36Z).
    await expect(page.getByText('Last updated on Dec 13, 2024 by commandkit maintainers')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });

  test('the date written at build time stays once the page hydrates, and each page shows its own date after in-app navigations', async ({
    page,
  }) => {
    const line = page.locator('.theme-last-updated');
    const apiDate = 'Last updated on Dec 13, 2024 by commandkit maintainers';
    await open(page, '/docs/api-reference/classes/CommandKit');
    await expect(line).toHaveText(apiDate);
    await page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));

    // A guide page's date comes from git: formatted in the browser this time.
    await mainNavbar(page).getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/\/docs\/guide\//);
    await expect(line).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by \S.*$/);
    await expect(line).not.toHaveText(apiDate);

    await page.goBack();
    await expect(line).toHaveText(apiDate);
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  });

  test('a doc page hydrates without loading locale data: no date formatter, no locale-aware comparison', async ({ page }) => {
    test.skip(stockBuild, speedLayerPiece('fast-render (its LastUpdated)'));
    // Either one loads ICU data, tens of milliseconds on a slow phone, to write words the server already wrote.
    await page.addInitScript(() => {
      const calls: string[] = ((window as unknown as { localeDataCalls: string[] }).localeDataCalls = []);
      const { DateTimeFormat } = Intl;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
        calls.push('Intl.DateTimeFormat');
        return new DateTimeFormat(...args);
      } as typeof DateTimeFormat;
      const { localeCompare } = String.prototype;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        calls.push('localeCompare');
        return localeCompare.apply(this, args);
      };
    });
    await open(page, '/docs/next/api-reference/classes/CommandKit');
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by /);
    expect(await page.evaluate(() => (window as unknown as { localeDataCalls: string[] }).localeDataCalls)).toEqual([]);
  });

  test('a Next API page shows a last-update line too', async ({ page }) => {
    await open(page, '/docs/next/api-reference/functions/defineConfig');
    await expect(page.getByText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by \S.*$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });
});

test.describe('skip link', () => {
  for (const path of ['/', '/docs/guide/installation']) {
    test(`the first Tab focuses "Skip to main content", which moves focus to the content (${path})`, async ({ page }) => {
      await open(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();

      await page.keyboard.press('Enter');
      await expect(skip).not.toBeFocused();
      const main = page.getByRole('main').first();
      await expect(main).toBeInViewport();
      // Keyboard navigation continues inside the main content, past the navbar. (Chromium moves
      // focus to <body> once the link's temporary tabindex on <main> is removed, but keeps <main>
      // as the starting point of sequential navigation, which is what a keyboard user relies on.)
      await page.keyboard.press('Tab');
      const focusedInsideMain = await main.evaluate((el) => el !== document.activeElement && el.contains(document.activeElement));
      expect(focusedInsideMain).toBe(true);
      await expect(mainNavbar(page).locator(':focus')).toHaveCount(0);
    });
  }
});
