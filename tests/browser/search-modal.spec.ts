import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open, pathIs } from './support/site';
import {
  modalResults,
  openSearch,
  recordNoResultsScreen,
  resultPaths,
  searchButton,
  searchInput,
  searchModal,
  typeQuery,
} from './search-helpers';

// The default build: the local index, no hosted service.

test.describe('search modal', () => {
  test('opens from the search button, Ctrl+K and "/", but leaves Ctrl+F to the browser', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await page.keyboard.press('Control+f');
    await page.waitForTimeout(300);
    await expect(searchModal(page)).toHaveCount(0);

    await searchButton(page).click();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
  });

  // The search bar's code loads when the reader reaches for it; the first shortcut or click must still open it.
  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['"/"', '/'],
  ] as const) {
    test(`${name} as the first thing on a page opens the search`, async ({ page }) => {
      await open(page, '/docs/next/guide/getting-started/introduction');
      await page.keyboard.press(press);
      await expect(searchInput(page)).toBeFocused();
      await expect(searchInput(page)).toHaveValue('');
    });
  }

  test('the search button opens the search from the keyboard, and gets the focus back when it closes', async ({ page }) => {
    await open(page, '/');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('the query is limited to 64 characters', async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    await searchInput(page).pressSequentially('x'.repeat(70));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
  });

  for (const [version, start, expected] of [
    ['0.1.10', '/docs/guide/installation', '/docs/api-reference/functions/defineConfig'],
    ['Next', '/docs/next/guide/getting-started/introduction', '/docs/next/api-reference/functions/defineConfig'],
  ] as const) {
    test(`on a ${version} page, results come from ${version} only and open the page`, async ({ page }) => {
      await open(page, start);
      await openSearch(page);
      const noResultsShown = await recordNoResultsScreen(page);
      await typeQuery(page, 'defineConfig');
      const paths = await resultPaths(modalResults(page));
      expect(paths.length).toBeGreaterThan(1);
      // Not even for a moment before the answer (DocSearch 4.7 did, see docsearch-fixes-loader.cjs).
      expect(await noResultsShown()).toBe(false);
      for (const path of paths) {
        if (version === 'Next') expect(path).toMatch(/^\/docs\/next\//);
        else expect(path).not.toMatch(/^\/docs\/next\//);
      }
      expect(paths[0]).toBe(expected);
      await modalResults(page).first().click();
      await expect(page).toHaveURL(pathIs(expected));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('defineConfig');
      await expect(searchModal(page)).toHaveCount(0);
    });
  }

  test('fewer than three results: the modal says how many Next has, searches Next there from the keyboard, and back', async ({ page }) => {
    // Reads Next's index, the largest download, on a busy machine.
    test.setTimeout(60_000);
    await open(page, '/docs/guide/installation');
    await openSearch(page);
    await typeQuery(page, 'sharding');
    const line = searchModal(page).locator('.search-other-versions__line');
    await expect(line).toHaveText(/^Next has \d+ results for “sharding”\. Search Next$/, { timeout: 20_000 });
    const inNext = Number((await line.innerText()).match(/\d+/)![0]);
    expect(inNext).toBeGreaterThan(2);
    expect((await resultPaths(modalResults(page))).every((path) => !path.startsWith('/docs/next/'))).toBe(true);
    // The line in the modal passes axe-core as the pages do (tests/browser/accessibility.spec.ts).
    const { violations } = await new AxeBuilder({ page }).include('.DocSearch-Modal .search-other-versions').analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

    // From the search field, Tab reaches the button (after DocSearch's clear and close buttons).
    const searchNext = line.getByRole('button', { name: 'Search Next' });
    for (let presses = 0; presses < 4 && !(await searchNext.evaluate((button) => button === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(searchNext).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchModal(page).locator('.search-other-versions__line')).toHaveText('These results are from Next. Search 0.1.10');
    await expect(modalResults(page).first()).toHaveAttribute('href', /^\/docs\/next\//);
    expect((await resultPaths(modalResults(page))).every((path) => path.startsWith('/docs/next/'))).toBe(true);
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('sharding');
    await expect(searchModal(page).getByRole('link', { name: `See all ${inNext} results` })).toHaveAttribute(
      'href',
      '/search?q=sharding&version=current',
    );

    await searchModal(page).getByRole('button', { name: 'Search 0.1.10' }).click();
    await expect(line).toHaveText(/^Next has \d+ results for “sharding”\. Search Next$/);
    expect((await resultPaths(modalResults(page))).every((path) => !path.startsWith('/docs/next/'))).toBe(true);

    // Chosen in the modal, not for good: the next opening searches the page's version again.
    await searchModal(page).getByRole('button', { name: 'Search Next' }).click();
    await expect(modalResults(page).first()).toHaveAttribute('href', /^\/docs\/next\//);
    await page.keyboard.press('Escape');
    await openSearch(page);
    await typeQuery(page, 'middleware');
    await expect(searchModal(page).locator('.DocSearch-NoResults')).toBeVisible();
    await expect(line).toHaveText(/^Next has \d+ results for “middleware”\. Search Next$/);
  });

  test('highlights the words found and cuts snippets to 10 words, 5 on narrow screens', async ({ page }) => {
    const snippetWords = async () => {
      await openSearch(page);
      await typeQuery(page, 'interaction');
      const contents = searchModal(page).locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
      await expect(contents.locator('mark').first()).toBeVisible();
      const texts = await contents.allInnerTexts();
      const counts = texts.map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).length);
      await page.keyboard.press('Escape');
      return Math.max(...counts);
    };
    await open(page, '/docs/guide/command-file-setup');
    expect(await snippetWords()).toBeLessThanOrEqual(10);
    await page.setViewportSize({ width: 768, height: 900 });
    await open(page, '/docs/guide/command-file-setup');
    expect(await snippetWords()).toBeLessThanOrEqual(5);
  });

  test('recent searches and favourites are kept across visits, 7 recent or 4 beside favourites', async ({ page }) => {
    // Nine searches and three page visits: more than the default time on a busy two-core machine.
    test.slow();
    await open(page, '/docs/guide/installation');
    await openSearch(page);
    await expect(modalResults(page)).toHaveCount(0);
    await typeQuery(page, 'ButtonKit');
    await modalResults(page).first().click();
    await expect(page).toHaveURL(pathIs('/docs/api-reference/classes/ButtonKit'));

    await page.reload();
    await openSearch(page);
    const recent = searchModal(page).locator('.DocSearch-Hit-source', { hasText: 'Recent' });
    await expect(recent).toBeVisible();
    await expect(modalResults(page)).toHaveCount(1);
    await expect(modalResults(page).first()).toContainText('ButtonKit');

    // Recent searches are stored by DocSearch; make eight of them from the one saved above.
    const stored = await page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((name) => name.includes('RECENT_SEARCHES'));
      if (!key) return 0;
      const [hit] = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { objectID: string }[];
      const hits = Array.from({ length: 8 }, (_, i) => ({ ...hit, objectID: `${hit.objectID}-${i}` }));
      window.localStorage.setItem(key, JSON.stringify(hits));
      return hits.length;
    });
    expect(stored).toBe(8);
    await page.reload();
    await openSearch(page);
    await expect(modalResults(page)).toHaveCount(7);

    await modalResults(page).first().hover();
    await searchModal(page).getByTitle('Save this search').first().click();
    await expect(searchModal(page).locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();

    await page.reload();
    await openSearch(page);
    await expect(searchModal(page).locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
    await expect(
      searchModal(page)
        .locator('section', { has: page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }) })
        .locator('a'),
    ).toHaveCount(1);
    await expect(
      searchModal(page)
        .locator('section', { has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }) })
        .locator('a'),
    ).toHaveCount(4);
  });

  test('a query without results shows the no-results screen with suggestions and a report link', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await openSearch(page);
    await typeQuery(page, 'command');
    await typeQuery(page, 'zzqqxxyy');
    const screen = searchModal(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zzqqxxyy"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/underctrl-io\/commandkit\/issues\/new\?title=.*zzqqxxyy/);

    await screen.locator('.DocSearch-Prefill').first().click();
    await expect(modalResults(page).first()).toBeVisible();
  });

  test('when the index cannot be downloaded, the network-error screen shows', async ({ page }) => {
    await page.route('**/search/*.json', (route) => route.abort('internetdisconnected'));
    await open(page, '/docs/guide/installation');
    await openSearch(page);
    await searchInput(page).fill('command');
    const screen = searchModal(page).locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');

    await page.unroute('**/search/*.json');
    await searchInput(page).fill('commands');
    await expect(modalResults(page).first()).toBeVisible();
  });

  test('a slow index download shows the stalled state, then the results', async ({ page }) => {
    await page.route('**/search/en.*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, '/docs/guide/installation');
    await openSearch(page);
    const noResultsShown = await recordNoResultsScreen(page);
    await searchInput(page).fill('command');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(modalResults(page).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    // While the index downloads, the query has no answer yet: "No results" would be untrue.
    expect(await noResultsShown()).toBe(false);
  });

  test('"See all N results" opens the search page with the same query, version and count', async ({ page }) => {
    for (const [start, url, scope] of [
      ['/docs/guide/installation', '/search?q=command', '0.1.10'],
      ['/docs/next/guide/getting-started/introduction', '/search?q=command&version=current', 'Next'],
    ] as const) {
      await open(page, start);
      await openSearch(page);
      await typeQuery(page, 'command');
      const seeAll = searchModal(page).getByRole('link', { name: /^See all \d+ results$/ });
      const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
      expect(count).toBeGreaterThan(20);
      await seeAll.click();
      await expect(page).toHaveURL((current) => current.pathname + current.search === url);
      await expect(searchModal(page)).toHaveCount(0);
      await expect(page.getByText(`${count} documents found`)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue(scope === 'Next' ? 'current' : '0.1.10');
    }
  });

  test('search code and index load when the modal opens, not with the page; nothing goes to Algolia', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/docs/guide/installation');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /\/search\/|local-search/.test(url))).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    await openSearch(page);
    await expect.poll(() => requests.filter((url) => /\/search\/en\.docs-default-0\.1\.10\.[0-9a-f]+\.json$/.test(url)).length).toBe(1);
    expect(requests.some((url) => /local-search\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(requests.some((url) => url.includes('docs-default-current'))).toBe(false);
    await typeQuery(page, 'ButtonKit');
    expect(requests.filter((url) => /algolia/.test(url))).toEqual([]);
    // The modal's "Powered by Algolia" credit would be untrue here.
    await expect(searchModal(page).getByText('Powered by')).toBeHidden();
  });
});
