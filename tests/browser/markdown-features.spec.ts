import { expect, test, type Page } from '@playwright/test';
import { open } from './support/site';

// The tests' Markdown features page (docs/test-pages/markdown-features.mdx, built only for the
// tests): every standard Docusaurus and MDX feature reads and works as in stock Docusaurus.

const featuresPage = '/docs/next/test-pages/markdown-features';

function codeBlock(page: Page, text: string) {
  return page.locator('.theme-code-block').filter({ hasText: text }).first();
}

test.describe('the Markdown features page', () => {
  test.beforeEach(async ({ page }) => {
    // A year no build runs in: a live expression must show the reader's value, not the build's.
    await page.addInitScript(() => {
      Date.prototype.getFullYear = () => 2042;
    });
    await open(page, featuresPage);
  });

  test('magic comments highlight the line they name and do not show', async ({ page }) => {
    const block = codeBlock(page, "reply('Pong!')");
    await expect(block.locator('.theme-code-block-highlighted-line')).toHaveText(["  await ctx.interaction.reply('Pong!');"]);
    await expect(block).not.toContainText('highlight-next-line');

    const numbered = codeBlock(page, 'const fourth');
    await expect(numbered.locator('.token-line')).toHaveText([
      'const first = 1;',
      'const second = 2;',
      'const third = 3;',
      'const fourth = first + second + third;',
    ]);
    await expect(numbered.locator('.theme-code-block-highlighted-line')).toHaveText(['const second = 2;', 'const third = 3;']);
    await expect(codeBlock(page, 'const marked').locator('.theme-code-block-highlighted-line')).toHaveText(["const marked = 'this line';"]);
  });

  test('showLineNumbers numbers the lines', async ({ page }) => {
    const numbered = codeBlock(page, 'const fourth');
    await expect(numbered.locator('.token-line [class*="codeLineNumber"]')).toHaveCount(4);
    const counters = await numbered
      .locator('.token-line')
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).counterIncrement));
    expect(counters).toEqual(Array(4).fill('line-count 1'));
    await expect(codeBlock(page, 'const marked').locator('[class*="codeLineNumber"]')).toHaveCount(0);
  });

  test("a live expression shows the reader's value once the page runs, on a page of plain Markdown too", async ({ page }) => {
    await expect(page.locator('.live-year')).toHaveText('2042');
    await open(page, '/docs/next/test-pages/live-expression');
    await expect(page.locator('.live-year')).toHaveText('2042');
  });

  test("a custom rule on the page's documented classes applies", async ({ page }) => {
    const rule = page.locator('.page-class-rule');
    await expect(rule).toHaveCSS('border-left-width', '4px');
  });

  test('tabs of one group follow each other, the collapsible opens, the imported component runs', async ({ page }) => {
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await expect(page.getByText('Installed with pnpm.')).toBeVisible();
    await expect(page.getByText('Installed with npm.')).toBeHidden();

    await page.getByText('What is inside').click();
    await expect(page.getByText('The hidden text of a collapsible block.')).toBeVisible();

    await page.getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  });

  test('footnotes, task lists, images and custom heading ids render', async ({ page }) => {
    await expect(page.locator('#custom-heading-id')).toHaveText(/A heading with a custom id/);
    await expect(page.locator('.contains-task-list input[type="checkbox"]')).toHaveCount(2);
    await expect(page.locator('.footnotes')).toContainText("The footnote's text.");
    const image = page.getByRole('img', { name: 'The logo at a fixed width' });
    await expect(image).toHaveAttribute('width', '300');
  });
});
