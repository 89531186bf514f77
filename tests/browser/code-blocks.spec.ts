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

// A guide's TypeScript blocks link each identifier the API reference documents to its page, and
// show its type on hover and on focus of that link (src/plugins/guide-types), in both builds.

test('identifiers of a guide block link to their API pages and show their type on hover and focus', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/docs/next/guide/message-components/buttonkit');
  const block = page.locator('.theme-code-block').filter({ hasText: 'src/app/commands/dice.ts' });

  const item = block.getByRole('link', { name: 'ButtonKit', exact: true }).first();
  await expect(item).toHaveAttribute('href', '/docs/next/api-reference/classes/ButtonKit');
  const member = block.getByRole('link', { name: 'onClick', exact: true }).first();
  await expect(member).toHaveAttribute('href', '/docs/next/api-reference/classes/ButtonKit#onclick');

  // The popup is the link's description, so a screen reader announces it with the link.
  const popup = page.locator(`[id="${await member.getAttribute('aria-describedby')}"]`);
  await expect(popup).toHaveAttribute('role', 'tooltip');
  await expect(member).toHaveAccessibleDescription(/onClick/);
  await expect(popup).toBeHidden();

  await member.hover();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('ButtonKit.onClick(');
  await page.mouse.move(0, 0);
  await expect(popup).toBeHidden();

  await member.focus();
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(member).toBeFocused();

  // The popups hold no tab stop of their own: Tab goes from one identifier's link to the next's.
  expect(await block.locator('[role="tooltip"] a, [role="tooltip"] [tabindex]').count()).toBe(0);
  const next = block.locator('a[aria-describedby]').nth(1);
  await block.locator('a[aria-describedby]').first().focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();

  // Copying takes the code as written, without the types.
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { ButtonKit, type ChatInputCommand, type CommandData } from 'commandkit';");
  expect(copied).not.toContain('(method)');
});

test('a block marked nocheck, and code in other languages, get no links', async ({ page }) => {
  await open(page, '/docs/next/guide/caching/revalidateTag-function');
  const unchecked = page.locator('.theme-code-block').filter({ hasText: 'await Promise.all([revalidateTag(' });
  await expect(unchecked.locator('.token-line').first()).toBeVisible();
  expect(await unchecked.locator('a').count()).toBe(0);
  const checked = page.locator('.theme-code-block').filter({ has: page.locator('a[aria-describedby]') });
  expect(await checked.count()).toBeGreaterThan(0);
  expect(await page.locator('.theme-code-block:not(.language-ts):not(.language-tsx):not(.language-typescript) a').count()).toBe(0);
});

test('the 0.1.10 guides link to the 0.1.10 API reference', async ({ page }) => {
  await open(page, '/docs/guide/buttonkit');
  const link = page.locator('.theme-code-block a[aria-describedby]', { hasText: 'ButtonKit' }).first();
  await expect(link).toHaveAttribute('href', '/docs/api-reference/classes/ButtonKit');
});
