import { expect, test, type Page } from '@playwright/test';
import { open } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('static-markdown'));

// A doc page's Markdown reaches the browser once, as the page's HTML: the app shows that HTML
// instead of running the page's compiled content again, and gives it what React would have given
// it. Pages whose Markdown needs the browser (a collapsible, say) are hydrated as before.

const apiPage = '/docs/next/api-reference/classes/CommandKit';
const linkedPage = '/docs/next/api-reference/functions/bootstrap';

function markInApp(page: Page): Promise<unknown> {
  return page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));
}
function stayedInApp(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp);
}

test("an API page's content is in its HTML only, and keeps its code buttons and in-app links", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await open(page, apiPage);
  const content = page.locator('.theme-doc-markdown');
  // A sentence of the page (letters and spaces only, so it reads the same in a script's string).
  const sentence = /[A-Za-z ]{30,}/.exec((await content.locator('p').first().textContent()) ?? '')?.[0];
  expect(sentence).toBeDefined();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes(sentence!))).toEqual([]);

  const blocks = await content.locator('.theme-code-block').count();
  expect(blocks).toBeGreaterThan(5);
  await expect(content.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(blocks);

  await markInApp(page);
  await content.locator(`a[href="${linkedPage}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${linkedPage}$`));
  await expect(page.locator('article h1')).toHaveText('bootstrap');
  await expect(content.locator('.theme-code-block').first().getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(1);
  expect(await stayedInApp(page)).toBe(true);

  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('CommandKit');
  await expect(content.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(blocks);
  expect(await stayedInApp(page)).toBe(true);
});

test("an in-app navigation to a page sent as HTML fetches the page's content only, not the whole page", async ({ page }) => {
  await open(page, apiPage);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname);
  });
  await markInApp(page);
  await page.locator('.theme-doc-markdown').locator(`a[href="${linkedPage}"]`).first().click();
  await expect(page.locator('article h1')).toHaveText('bootstrap');
  // Asked for without `.html`, as the site's pages are: no redirect on hosts with clean URLs.
  expect(fetched).toContain(`${linkedPage}.content`);
  expect(fetched).not.toContain(linkedPage);
  expect(await stayedInApp(page)).toBe(true);
});

test('links to other sites and anchors on the page are left to the browser', async ({ page }) => {
  await open(page, apiPage);
  const content = page.locator('.theme-doc-markdown');
  await expect(content.locator('a[href^="https://github.com/"]').first()).toHaveAttribute('target', '_blank');
  await markInApp(page);
  const anchor = content.locator('a.hash-link').nth(1);
  const hash = await anchor.getAttribute('href');
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`${apiPage}${hash}$`));
  expect(await stayedInApp(page)).toBe(true);
});

test('a page whose Markdown needs the browser is hydrated as before: its collapsible opens', async ({ page }) => {
  await open(page, '/docs/next/guide/caching/revalidateTag-function');
  const details = page.locator('.theme-doc-markdown details').first();
  await expect(details).toHaveAttribute('data-collapsed', 'true');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('data-collapsed', 'false');
});

test('a code block that overflows a narrow screen gets the word-wrap button, which wraps and unwraps its lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/docs/next/guide/getting-started/introduction');
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  const code = block.locator('code');
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await expect(wrap).toHaveCount(1);
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  await wrap.click();
  await expect(code).not.toHaveAttribute('style');
});
