import { expect, test } from '@playwright/test';
import { open } from './support/site';
import { stockBuild } from './support/speed-layer';

// Code blocks are coloured while the site builds: the page arrives with its tokens, and the
// browser runs no highlighter. The copy button still copies the code exactly as written.

test('a guide code block arrives coloured, with its title, and the copy button copies the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.request.get('/docs/next/guide/getting-started/commandkit-config');
  // Stock Docusaurus colours the code in the browser instead.
  if (!stockBuild) expect(await response.text()).toContain('<span class="token keyword">import</span>');

  await open(page, '/docs/next/guide/getting-started/commandkit-config');
  const block = page.locator('.theme-code-block').filter({ hasText: 'commandkit.config.ts' }).first();
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  const keywordColour = await block
    .locator('.token.keyword')
    .first()
    .evaluate((node) => getComputedStyle(node).color);
  const plainColour = await block.locator('pre').evaluate((node) => getComputedStyle(node).color);
  expect(keywordColour).not.toBe(plainColour);

  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { defineConfig } from 'commandkit';");
  expect(copied.split('\n').length).toBe(await block.locator('.token-line').count());
});

test('the home page sample is coloured too', async ({ page }) => {
  await open(page, '/');
  const block = page.locator('.theme-code-block').filter({ hasText: 'src/commands/ping.ts' });
  await expect(block.locator('.token.string').first()).toHaveText("'commandkit'");
});
