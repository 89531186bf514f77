import { expect, test } from '@playwright/test';
import { open, pathIs, site, waitForHydration } from './support/site';

test.describe('home page', () => {
  test('shows the hero headline and its calls to action', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discord bots, one file at a time');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', site.latestFirstGuide);
    await expect(main.getByRole('link', { name: 'API reference', exact: true })).toHaveAttribute('href', site.latestApiOverview);
    await expect(main.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute('href', site.repositoryUrl);
  });

  test('the message components, JSX, caching, plugins, i18n and sharding cards are new in Next and open their guides', async ({ page }) => {
    // Six guide visits and returns in one test.
    test.slow();
    await open(page, '/');
    const main = page.getByRole('main');
    for (const [title, href, heading] of [
      ['Message components', '/docs/next/guide/message-components/buttonkit', 'ButtonKit'],
      ['JSX for messages', '/docs/next/guide/jsx/using-jsx', 'Using JSX'],
      ['Caching', '/docs/next/guide/caching/caching-in-commandkit', 'Caching in CommandKit'],
      ['Plugins', '/docs/next/guide/plugins/commandkit-plugins', 'CommandKit plugins'],
      ['Internationalisation', '/docs/next/guide/plugins/official-plugins/i18n', 'i18n'],
      ['Sharding', '/docs/next/guide/sharding/sharding', 'Sharding'],
    ] as const) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card).toContainText('New in Next');
      await expect(card).not.toContainText('Coming in Next');
      await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', href);
      await card.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(pathIs(href));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.goBack();
    }
  });

  test('"Get started" opens the latest release\'s first guide page', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(pathIs(site.latestFirstGuide));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  });
});

test.describe('version roots redirect to their first guide page', () => {
  for (const [from, to, heading] of [
    ['/docs', site.latestFirstGuide, 'Installation'],
    ['/docs/next', site.nextFirstGuide, 'Introduction'],
  ] as const) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(pathIs(to));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

test.describe('doc routes answer 200 with their page', () => {
  // [path, H1, document title]. A page whose title is the site's own name gets the bare site title.
  const routes: ReadonlyArray<readonly [string, string, string]> = [
    ['/docs/guide/installation', 'Installation', 'Installation | CommandKit'],
    ['/docs/guide/buttonkit', 'ButtonKit', 'ButtonKit | CommandKit'],
    ['/docs/guide/commandkit-setup', 'CommandKit setup', 'CommandKit setup | CommandKit'],
    ['/docs/api-reference', 'API Reference', 'API Reference | CommandKit'],
    ['/docs/api-reference/enums/ReloadType', 'ReloadType', 'ReloadType | CommandKit'],
    ['/docs/api-reference/classes/CommandKit', 'CommandKit', 'CommandKit'],
    ['/docs/api-reference/types/CommandKitOptions', 'CommandKitOptions', 'CommandKitOptions | CommandKit'],
    ['/docs/next/guide/getting-started/introduction', 'Introduction', 'Introduction | CommandKit'],
    ['/docs/next/api-reference', 'API Reference', 'API Reference | CommandKit'],
    ['/docs/next/api-reference/functions/defineConfig', 'defineConfig', 'defineConfig | CommandKit'],
  ];

  for (const [path, heading, title] of routes) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(pathIs(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe('page titles', () => {
  test('the home page title is "{page} | CommandKit"', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^.+ \| CommandKit$/);
  });

  test('the title follows client-side navigation', async ({ page }) => {
    await open(page, '/docs/guide/installation');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'ButtonKit' }).click();
    await expect(page).toHaveURL(pathIs('/docs/guide/buttonkit'));
    await expect(page).toHaveTitle('ButtonKit | CommandKit');
  });
});

test.describe('unknown routes', () => {
  for (const path of ['/no-such-page', '/docs/guide/no-such-guide', '/docs/next/api-reference/classes/NoSuchClass']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    });
  }

  test('the not-found page is titled "Page Not Found | CommandKit"', async ({ page }) => {
    await open(page, '/no-such-page');
    await expect(page).toHaveTitle('Page Not Found | CommandKit');
  });

  test('inside the docs too, the not-found page is titled "Page Not Found | CommandKit"', async ({ page }) => {
    // Under /docs the docs layout's title used to replace the not-found title once hydrated.
    await open(page, '/docs/guide/no-such-guide');
    await expect(page).toHaveTitle('Page Not Found | CommandKit', { timeout: 3_000 });
  });
});
