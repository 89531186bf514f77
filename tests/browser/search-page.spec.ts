import { expect, test, type Page } from '@playwright/test';
import { open, pathIs, site, versionMenuLink } from './support/site';

// Next's index is the largest download (about 230 KB gzip): on a busy two-core machine (the
// equivalence test loads pages of two builds at once beside this) it can take longer to fetch and
// read than the usual wait, so every first result from it gets longer.
const nextIndexWait = { timeout: 20_000 };

function results(page: Page) {
  return page.locator('main ol > li h2 a');
}

/** The line pointing to other docs versions when the chosen one has fewer than three results. */
function otherVersionsLine(page: Page) {
  return page.getByRole('main').locator('.search-other-versions__line');
}

async function resultPaths(page: Page): Promise<string[]> {
  return (await results(page).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).map(
    (href) => new URL(href).pathname,
  );
}

test.describe('search page', () => {
  test('searches the query in the URL, 20 results at a time, in the latest version by default', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/search?q=command');
    await expect(page).toHaveTitle(/^Search results for "command"/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "command"');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('command');
    await expect(results(page)).toHaveCount(20);
    const count = Number((await page.getByText(/^\d+ documents found$/).innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThan(20);
    await expect(results(page).first().locator('mark').first()).toBeVisible();

    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results(page)).toHaveCount(Math.min(40, count));
    const paths = await resultPaths(page);
    expect(new Set(paths.map((path, i) => `${path}#${i}`)).size).toBe(paths.length);
    for (const path of paths) expect(path).not.toMatch(/^\/docs\/next\//);
    // Enough results: no other version is counted, so none of their indexes is downloaded.
    await expect(otherVersionsLine(page)).toHaveCount(0);
    expect(requests.filter((url) => url.includes('docs-default-current'))).toEqual([]);
  });

  test('fewer than three results: a line says how many Next has, and one click or key searches Next', async ({ page }) => {
    // Reads Next's index (see nextIndexWait).
    test.setTimeout(60_000);
    await open(page, '/search?q=middleware');
    await expect(page.getByText('No results were found')).toBeVisible();
    await expect(otherVersionsLine(page)).toHaveText(/^Next has \d+ results for “middleware”\. Search Next$/, nextIndexWait);

    await page.getByRole('searchbox', { name: 'Search' }).fill('sharding');
    await expect(results(page)).toHaveCount(2);
    await expect(otherVersionsLine(page)).toHaveText(/^Next has \d+ results for “sharding”\. Search Next$/);
    const inNext = Number((await otherVersionsLine(page).innerText()).match(/\d+/)![0]);
    expect(inNext).toBeGreaterThan(2);

    await otherVersionsLine(page).getByRole('button', { name: 'Search Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sharding&version=current$/);
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('current');
    await expect(page.getByText(`${inNext} documents found`)).toBeVisible();
    for (const path of await resultPaths(page)) expect(path).toMatch(/^\/docs\/next\//);
    await expect(otherVersionsLine(page)).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  });

  test('typing updates the URL, and the version select scopes the results', async ({ page }) => {
    // Reads Next's index twice (see nextIndexWait).
    test.setTimeout(60_000);
    await open(page, '/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    await page.getByRole('searchbox', { name: 'Search' }).fill('defineConfig');
    await expect(page).toHaveURL(/\/search\?q=defineConfig$/);
    await expect(results(page).first()).toHaveAttribute('href', '/docs/api-reference/functions/defineConfig');

    await page.getByRole('combobox', { name: 'Docs version' }).selectOption({ label: 'Next' });
    await expect(page).toHaveURL(/\/search\?q=defineConfig&version=current$/);
    await expect(results(page).first()).toHaveAttribute('href', '/docs/next/api-reference/functions/defineConfig', nextIndexWait);
    for (const path of await resultPaths(page)) expect(path).toMatch(/^\/docs\/next\//);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('current');
    await expect(results(page).first()).toHaveAttribute('href', '/docs/next/api-reference/functions/defineConfig', nextIndexWait);
  });

  test('without a version in the URL, the version the reader chose is searched', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await (await versionMenuLink(page, site.latestVersion, site.nextLabel)).click();
    await expect(page).toHaveURL(pathIs(site.nextFirstGuide));
    await open(page, '/search?q=defineConfig');
    await expect(page.getByRole('combobox', { name: 'Docs version' })).toHaveValue('current');
    await expect(results(page).first()).toHaveAttribute('href', '/docs/next/api-reference/functions/defineConfig', nextIndexWait);
  });

  test('a query without results, and an index that cannot be downloaded', async ({ page }) => {
    await open(page, '/search?q=zzqqxxyy');
    await expect(page.getByText('No results were found')).toBeVisible();

    await page.route('**/search/*.json', (route) => route.abort('internetdisconnected'));
    await open(page, '/search?q=command');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });
});
