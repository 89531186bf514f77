import { expect, test } from '@playwright/test';
import { open, site } from './support/site';

/** Next's API covers every package of library-src: pages name their package and every import path. */
test.describe('API reference by package', () => {
  test('the Next overview groups items by package, then by kind', async ({ page }) => {
    await open(page, site.nextApiOverview);
    const article = page.getByRole('article');
    // The package's heading (its accessible name also holds the "Direct link" anchor's label).
    const group = article.locator('h2#commandkit');
    await expect(group).toBeVisible();
    await expect(group).toHaveText(/^commandkit/);
    await expect(article.getByText(/^\d+ items\. Import its items from commandkit, commandkit\/jsx-runtime/)).toBeVisible();
    for (const kind of ['Classes', 'Functions', 'Types']) {
      await expect(article.getByRole('heading', { level: 3, name: kind }).first()).toBeVisible();
    }
    await expect(article.getByRole('link', { name: 'Fragment', exact: true })).toHaveAttribute(
      'href',
      `${site.nextApiOverview}/functions/Fragment`,
    );
  });

  test('a page names its package and lists every import path of a re-exported item, the main entry first', async ({ page }) => {
    await open(page, `${site.nextApiOverview}/functions/Fragment`);
    const article = page.getByRole('article');
    await expect(article.getByText(/^Package: commandkit · one function, importable from 4 paths:$/)).toBeVisible();
    const imports = article.locator('pre').filter({ hasText: "import { Fragment } from 'commandkit';" });
    await expect(imports).toHaveCount(1);
    const lines = (await imports.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toEqual([
      "import { Fragment } from 'commandkit';",
      "import { Fragment } from 'commandkit/jsx-runtime';",
      "import { Fragment } from 'commandkit/jsx-dev-runtime';",
      "import { Fragment } from 'commandkit/components';",
    ]);
  });

  test('an item with one import path shows its package and one import line', async ({ page }) => {
    // CommandKit itself is also the default export now, so it has two import lines.
    await open(page, `${site.nextApiOverview}/classes/CommandRegistrar`);
    const article = page.getByRole('article');
    await expect(article.getByText(/^Package: commandkit$/)).toBeVisible();
    // The first code block is the import line (the page's examples may repeat it).
    await expect(article.locator('pre').first()).toHaveText("import { CommandRegistrar } from 'commandkit';");
  });

  test('a page of the second package, @commandkit/redis, shows its package and import line', async ({ page }) => {
    await open(page, `${site.nextApiOverview}/classes/RedisCache`);
    const article = page.getByRole('article');
    await expect(article.getByText(/^Package: @commandkit\/redis$/)).toBeVisible();
    await expect(article.locator('pre').first()).toHaveText("import { RedisCache } from '@commandkit/redis';");
    // Its base class lives in the other package, linked across packages.
    await expect(article.getByRole('link', { name: 'CacheProvider', exact: true }).first()).toHaveAttribute(
      'href',
      `${site.nextApiOverview}/classes/CacheProvider`,
    );
  });

  test('the overview has a group for each package', async ({ page }) => {
    await open(page, site.nextApiOverview);
    const article = page.getByRole('article');
    await expect(article.locator('h2#commandkit')).toBeVisible();
    const redis = article.locator('h2#commandkitredis');
    await expect(redis).toHaveText(/^@commandkit\/redis/);
    await expect(article.getByRole('link', { name: 'RedisCache', exact: true })).toHaveAttribute(
      'href',
      `${site.nextApiOverview}/classes/RedisCache`,
    );
  });
});
