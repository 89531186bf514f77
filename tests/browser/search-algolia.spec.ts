import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { algoliaOutDir, algoliaTestSettings } from '../../scripts/search/algolia-test-build';
import { modalResults, openSearch, searchInput, searchModal, serveBuild, typeQuery } from './search-helpers';
import { open } from './support/site';

// The site built for Algolia (`npm run build:algolia`, part of `npm test`), served on its own
// port. Every request to Algolia is intercepted: answered with a canned response or aborted.
const buildDir = path.resolve(__dirname, '..', '..', algoliaOutDir);
const built = existsSync(path.join(buildDir, 'index.html'));
test.skip(!built && !process.env.CI, `${algoliaOutDir}/ is missing: run \`npm run build:algolia\` first.`);

const queriesRoute = '**/1/indexes/*/queries*';
let site: { url: string; close(): Promise<void> };
test.beforeAll(async () => {
  site = await serveBuild(buildDir);
});
test.afterAll(async () => site?.close());

interface QueryRequest {
  indexName: string;
  query: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: unknown;
  clickAnalytics?: boolean;
  params?: string;
}

function cannedResponse(query: string, page = 0) {
  const hit = (objectID: string, path: string, lvl0: string, lvl1: string, lvl2: string | null) => ({
    objectID,
    url: `https://commandkit.dev${path}`,
    url_without_anchor: `https://commandkit.dev${path.split('#')[0]}`,
    anchor: path.split('#')[1] ?? null,
    type: lvl2 ? 'lvl2' : 'lvl1',
    content: null,
    hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: lvl0, matchLevel: 'none', matchedWords: [] },
        lvl1: { value: lvl1.replace('Button', '<mark>Button</mark>'), matchLevel: 'partial', matchedWords: ['button'] },
        ...(lvl2 ? { lvl2: { value: lvl2, matchLevel: 'none', matchedWords: [] } } : {}),
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: { value: lvl1.replace('Button', '<mark>Button</mark>'), matchLevel: 'partial' },
        ...(lvl2 ? { lvl2: { value: lvl2, matchLevel: 'none' } } : {}),
      },
    },
  });
  return {
    results: [
      {
        hits: [
          hit(`canned-1-${page}`, '/docs/api-reference/classes/ButtonKit', 'Classes', 'ButtonKit from Algolia', null),
          hit(
            `canned-2-${page}`,
            '/docs/guide/buttonkit#a-counter-button',
            'Components',
            'ButtonKit guide from Algolia',
            'A counter button',
          ),
        ],
        nbHits: 42,
        page,
        nbPages: 3,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: algoliaTestSettings.ALGOLIA_INDEX_NAME,
      },
    ],
  };
}

function firstRequest(request: Request): QueryRequest {
  const body = request.postDataJSON() as { requests: QueryRequest[] };
  return body.requests[0];
}

/**
 * Resolves with the next query request that reaches Algolia. DocSearch can show a screen before its
 * request leaves, so the tests wait for the request itself rather than for what the modal shows.
 */
function nextQuery(page: Page): Promise<Request> {
  return page.waitForRequest((request) => /\/1\/indexes\/\*\/queries/.test(request.url()) && firstRequest(request).query !== '');
}

/** Answers every Algolia query with the canned response and records what was asked. */
async function answerQueries(page: Page): Promise<QueryRequest[]> {
  const asked: QueryRequest[] = [];
  await page.route(queriesRoute, async (route) => {
    const request = firstRequest(route.request());
    asked.push(request);
    await route.fulfill({ json: cannedResponse(request.query, request.page ?? 0) });
  });
  return asked;
}

/** The docs version tag a request's facet filters scope it to. */
function tagOf(request: QueryRequest): string | undefined {
  return JSON.stringify(request.facetFilters ?? '').match(/docusaurus_tag:(docs-default-[^"]+)/)?.[1];
}

/**
 * A fake index where "cache" has one result in 0.1.10 and twelve in Next: answers each request of
 * a multi-query for its own version, counts only (no hits) when it asks for none.
 */
async function answerByVersion(page: Page): Promise<QueryRequest[][]> {
  const calls: QueryRequest[][] = [];
  const nbHits: Record<string, number> = { 'docs-default-0.1.10': 1, 'docs-default-current': 12 };
  await page.route(queriesRoute, async (route) => {
    const { requests } = route.request().postDataJSON() as { requests: QueryRequest[] };
    calls.push(requests);
    const results = requests.map((request) => {
      const tag = tagOf(request) ?? '';
      const canned = cannedResponse(request.query, request.page ?? 0).results[0];
      const prefix = tag === 'docs-default-current' ? '/docs/next' : '/docs';
      const hits = canned.hits.map((hit) => ({
        ...hit,
        url: hit.url.replace('https://commandkit.dev/docs', `https://commandkit.dev${prefix}`),
      }));
      const count = nbHits[tag] ?? 0;
      return { ...canned, nbHits: count, nbPages: 1, hits: request.hitsPerPage === 0 ? [] : hits.slice(0, count) };
    });
    await route.fulfill({ json: { results } });
  });
  return calls;
}

test.describe('search with the Algolia back end', () => {
  for (const [version, start, tag] of [
    ['0.1.10', '/docs/guide/installation', 'docs-default-0.1.10'],
    ['Next', '/docs/next/guide/getting-started/introduction', 'docs-default-current'],
  ] as const) {
    test(`the modal on a ${version} page asks Algolia for 20 hits of that version and language, and shows the answer`, async ({ page }) => {
      const asked = await answerQueries(page);
      const local: string[] = [];
      page.on('request', (request) => {
        if (/\/search\/.*\.json$|local-search/.test(request.url())) local.push(request.url());
      });
      await open(page, `${site.url}${start}`);
      await openSearch(page);
      const sent = nextQuery(page);
      await typeQuery(page, 'button');
      await sent;

      const request = asked.find((candidate) => candidate.query === 'button');
      expect(request).toMatchObject({
        query: 'button',
        indexName: algoliaTestSettings.ALGOLIA_INDEX_NAME,
        hitsPerPage: 20,
        clickAnalytics: false,
      });
      expect(request?.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]]);
      await expect(modalResults(page)).toHaveCount(2);
      await expect(modalResults(page).first()).toContainText('ButtonKit from Algolia');
      await expect(searchModal(page).getByRole('link', { name: 'See all 42 results' })).toBeVisible();
      expect(local).toEqual([]);

      await modalResults(page).first().click();
      await expect(page).toHaveURL(`${site.url}/docs/api-reference/classes/ButtonKit`);
    });
  }

  test('the request carries the application id and search-only key, and pages keep the preconnect hint', async ({ page }) => {
    await page.route(queriesRoute, async (route) => {
      await route.fulfill({ json: cannedResponse(firstRequest(route.request()).query) });
    });
    await open(page, `${site.url}/docs/guide/installation`);
    await expect(page.locator(`link[rel="preconnect"][href="https://${algoliaTestSettings.ALGOLIA_APP_ID}-dsn.algolia.net"]`)).toHaveCount(
      1,
    );
    await openSearch(page);
    const sent = nextQuery(page);
    await typeQuery(page, 'button');
    const request = await sent;
    const url = new URL(request.url());
    expect(url.hostname.toLowerCase()).toBe(`${algoliaTestSettings.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(request.method()).toBe('POST');
    // The client sends credentials in the query string or in headers, depending on its version.
    const headers = { ...Object.fromEntries(url.searchParams), ...request.headers() };
    expect(headers['x-algolia-application-id']).toBe(algoliaTestSettings.ALGOLIA_APP_ID);
    expect(headers['x-algolia-api-key']).toBe(algoliaTestSettings.ALGOLIA_API_KEY);
  });

  test('an aborted request shows the network-error screen', async ({ page }) => {
    await page.route(queriesRoute, (route) => route.abort('internetdisconnected'));
    await open(page, `${site.url}/docs/guide/installation`);
    await openSearch(page);
    await searchInput(page).fill('button');
    const screen = searchModal(page).locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
  });

  test('the search page asks Algolia for 20 hits a page in the chosen version', async ({ page }) => {
    const asked = await answerQueries(page);
    await open(page, `${site.url}/search?q=button`);
    await expect(page.getByText('42 documents found')).toBeVisible();
    await expect(page.locator('main ol > li h2 a').first()).toHaveText('ButtonKit from Algolia');
    await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toBeVisible();
    expect(asked[asked.length - 1]).toMatchObject({
      query: 'button',
      indexName: algoliaTestSettings.ALGOLIA_INDEX_NAME,
      hitsPerPage: 20,
      page: 0,
    });
    expect(asked[asked.length - 1].facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.1.10']]);

    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(page.locator('main ol > li')).toHaveCount(4);
    expect(asked[asked.length - 1]).toMatchObject({ query: 'button', page: 1, hitsPerPage: 20 });

    await page.getByRole('combobox', { name: 'Docs version' }).selectOption({ label: 'Next' });
    await expect
      .poll(() => asked[asked.length - 1].facetFilters)
      .toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });
  test('fewer than three results: one multi-query counts Next, and the modal and the search page search Next in one click', async ({
    page,
  }) => {
    const calls = await answerByVersion(page);
    const countCalls = () => calls.filter((requests) => requests.every((request) => request.hitsPerPage === 0));
    await open(page, `${site.url}/docs/guide/installation`);
    await openSearch(page);
    await typeQuery(page, 'cache');
    const line = searchModal(page).locator('.search-other-versions__line');
    await expect(line).toHaveText('Next has 12 results for “cache”. Search Next');
    expect(countCalls().at(-1)).toEqual([
      expect.objectContaining({
        query: 'cache',
        hitsPerPage: 0,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      }),
    ]);

    await line.getByRole('button', { name: 'Search Next' }).click();
    await expect(modalResults(page).first()).toHaveAttribute('href', '/docs/next/api-reference/classes/ButtonKit');
    const searched = calls.filter((requests) => requests[0].hitsPerPage === 20 && requests[0].query === 'cache').at(-1);
    expect(tagOf(searched![0])).toBe('docs-default-current');
    await expect(line).toHaveText('These results are from Next. Search 0.1.10');
    await page.keyboard.press('Escape');

    await open(page, `${site.url}/search?q=cache`);
    await expect(page.getByText('One document found')).toBeVisible();
    const pageLine = page.getByRole('main').locator('.search-other-versions__line');
    await expect(pageLine).toHaveText('Next has 12 results for “cache”. Search Next');
    await pageLine.getByRole('button', { name: 'Search Next' }).click();
    await expect(page).toHaveURL(`${site.url}/search?q=cache&version=current`);
    await expect(page.getByText('12 documents found')).toBeVisible();
    expect(tagOf(calls.at(-1)![0])).toBe('docs-default-current');
  });
});
