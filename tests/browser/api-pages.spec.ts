import { expect, test } from '@playwright/test';
import { open, pathIs } from './support/site';

test.describe('API reference pages', () => {
  test('a class page says how to import it and links to its published source', async ({ page }) => {
    await open(page, '/docs/api-reference/classes/CommandKit');
    const article = page.getByRole('article');
    await expect(article.getByText("import { CommandKit } from 'commandkit';", { exact: true })).toBeVisible();
    await expect(article.getByRole('link', { name: /^dist\/index\.d\.ts:\d+$/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/unpkg\.com\/browse\/commandkit@0\.1\.10\/dist\/index\.d\.ts#L\d+$/,
    );
  });

  test('a type that cannot be imported says so, and discord.js types link to their docs', async ({ page }) => {
    await open(page, '/docs/api-reference/types/CommandKitOptions');
    const article = page.getByRole('article');
    await expect(article.getByText('Not importable', { exact: true })).toBeVisible();
    await expect(article.getByText(/is not exported by the package/)).toBeVisible();

    const client = article.getByRole('link', { name: 'Client', exact: true });
    await expect(client).toBeVisible();
    await expect(client).toHaveAttribute('href', /^https:\/\/discord\.js\.org\/docs\/packages\/discord\.js\/[\d.]+\/Client:Class$/);
    await expect(client).toHaveAttribute('target', '_blank');
  });

  test('a link to a member of another page lands on that member', async ({ page }) => {
    await open(page, '/docs/api-reference/types/SlashCommandProps');
    const link = page.getByRole('article').getByRole('table').getByRole('link', { name: 'interaction', exact: true }).first();
    await expect(link).toHaveAttribute('href', '/docs/api-reference/types/CommandProps#interaction');
    await link.click();

    await expect(page).toHaveURL(pathIs('/docs/api-reference/types/CommandProps#interaction'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CommandProps');
    const target = page.locator('#interaction');
    await expect(target).toHaveCount(1);
    // The row that documents the member is scrolled into view.
    await expect(page.getByRole('row').filter({ has: target })).toBeInViewport();
  });

  test('the same member link works when the page is opened directly', async ({ page }) => {
    await page.goto('/docs/api-reference/types/CommandProps#interaction');
    const target = page.locator('#interaction');
    await expect(target).toHaveCount(1);
    await expect(page.getByRole('row').filter({ has: target })).toBeInViewport();
  });

  test("the API overview has a section per kind, linking to the kind's index page", async ({ page }) => {
    await open(page, '/docs/api-reference');
    const article = page.getByRole('article');
    // Items are grouped by package (level 2), then by kind (level 3).
    await expect(article.locator('h2#commandkit')).toBeVisible();
    for (const kind of ['Classes', 'Enums', 'Functions', 'Types', 'Variables']) {
      await expect(article.getByRole('heading', { level: 3, name: kind })).toBeVisible();
      await expect(article.locator(`a[href="/docs/api-reference/${kind.toLowerCase()}"]`).first()).toBeVisible();
    }
    await article.locator('a[href="/docs/api-reference/enums"]').first().click();
    await expect(page).toHaveURL(pathIs('/docs/api-reference/enums'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enums');
    await expect(page.getByRole('article').getByRole('link', { name: 'ReloadType' })).toBeVisible();
  });
});
