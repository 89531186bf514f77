import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { builtPages } from '../../scripts/ci/built-pages';
import { buildUnderTest, origin, siteDir, stockBuild, stockForComparison } from './support/builds';
import { readerView, type ReaderView } from './support/reader-view';
import { waitForHydration } from './support/site';

// The speed layer changes how pages are built and shipped, never what a reader gets: the site's
// build (build/) and the stock build of the same content (build-stock/, SPEED_LAYER=off, made by
// `npm run build:stock`) must give every page the same text, headings, links, code and images,
// the same again after React has hydrated a sample of pages, and the same look.

test.skip(stockBuild, 'compares the site’s build with the stock one; under test:stock there is only the stock build');

const siteBuild = path.join(siteDir, buildUnderTest.dir);
const stockDir = path.join(siteDir, stockForComparison.dir);
const stockMissing = `${stockForComparison.dir}/ is missing: \`npm run build:stock\` builds it (npm test does).`;

/** The first difference between two views of one page, or null when a reader gets the same. */
function firstDifference(site: ReaderView, stock: ReaderView): string | null {
  for (const key of Object.keys(site) as (keyof ReaderView)[]) {
    const [a, b] = [site[key], stock[key]];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (!Array.isArray(a) || !Array.isArray(b)) return `${key}: ${JSON.stringify(a)} in the site's build, ${JSON.stringify(b)} in stock`;
    let index = 0;
    while (JSON.stringify(a[index]) === JSON.stringify(b[index])) index += 1;
    return `${key} #${index + 1}: ${JSON.stringify(a[index]) ?? '(none)'} in the site's build, ${JSON.stringify(b[index]) ?? '(none)'} in stock`;
  }
  return null;
}

test.describe('every built page', () => {
  const shards = 4;
  const pages = existsSync(stockDir) ? builtPages(siteBuild) : [];

  test('the two builds have the same pages', () => {
    expect(existsSync(stockDir), stockMissing).toBe(true);
    expect(pages.length).toBeGreaterThan(500);
    expect(builtPages(stockDir)).toEqual(pages);
  });

  for (let shard = 0; shard < shards; shard += 1) {
    test(`reads the same in both builds (part ${shard + 1} of ${shards})`, () => {
      expect(existsSync(stockDir), stockMissing).toBe(true);
      const differences: string[] = [];
      for (const page of pages.filter((_, index) => index % shards === shard)) {
        const stockFile = path.join(stockDir, page);
        if (!existsSync(stockFile)) continue; // reported by the test above
        const difference = firstDifference(
          readerView(readFileSync(path.join(siteBuild, page), 'utf8')),
          readerView(readFileSync(stockFile, 'utf8')),
        );
        if (difference) differences.push(`${page}: ${difference}`);
      }
      expect(differences, differences.slice(0, 10).join('\n')).toEqual([]);
    });
  }
});

/** A page of each kind: every kind of API page in Next, the guides and API reference of both versions. */
const hydrationSample = [
  '/',
  '/search?q=reload',
  '/docs/next/no-such-page',
  '/docs/guide/installation',
  '/docs/next/guide/getting-started/introduction',
  // Not static (a collapsible block): React renders its Markdown in the browser in both builds.
  '/docs/next/guide/caching/revalidateTag-function',
  '/docs/next/test-pages/markdown-features',
  '/docs/next/api-reference',
  '/docs/next/api-reference/classes/ButtonKit',
  '/docs/next/api-reference/enums/ElementType',
  '/docs/next/api-reference/functions/Button',
  '/docs/next/api-reference/types/ChatInputCommand',
  '/docs/next/api-reference/variables/commandkit',
  '/docs/next/api-reference/changes',
  '/docs/api-reference',
  '/docs/api-reference/classes/CommandKit',
  '/docs/api-reference/functions/defineConfig',
];

/** Records what the page's copy buttons put on the clipboard, in order. */
function recordCopies(): void {
  const copies: string[] = [];
  (window as unknown as { copies: string[] }).copies = copies;
  navigator.clipboard.writeText = async (text: string) => void copies.push(text);
  const execCommand = Document.prototype.execCommand;
  Document.prototype.execCommand = function (this: Document, command: string, ...rest: [boolean?, string?]) {
    const field = this.activeElement;
    if (command === 'copy' && field instanceof HTMLTextAreaElement)
      copies.push(field.value.slice(field.selectionStart, field.selectionEnd));
    return execCommand.call(this, command, ...rest);
  };
}

/** The page as a reader has it once React has taken it over, and what each copy button copies. */
async function hydratedView(page: Page, route: string): Promise<ReaderView & { copied: string[] }> {
  await page.goto(route);
  await waitForHydration(page);
  const view = readerView(await settledContent(page, route.startsWith('/search') ? 'main p[aria-live="polite"]' : undefined));
  const copied = await page.evaluate(() => {
    document
      .querySelectorAll<HTMLButtonElement>('.theme-code-block button[aria-label="Copy code to clipboard"]')
      .forEach((button) => button.click());
    return (window as unknown as { copies: string[] }).copies;
  });
  return { ...view, copied };
}

/**
 * The page's HTML once it has stopped changing: two reads a moment apart agree. With `countOf`,
 * both reads must also show a result count there: the search page says how many documents it
 * found when a search ends, and may then search again (the version it scopes to is read from
 * storage) and load another index, which on a busy machine can leave it unchanged for a moment
 * without a count; such a pause is not the end. The HTML and the count come from one read, so the
 * page cannot change between them.
 */
async function settledContent(page: Page, countOf?: string): Promise<string> {
  const read = () =>
    page.evaluate(
      (selector) => ({
        html: `<!DOCTYPE html>${document.documentElement.outerHTML}`,
        ready: selector === null || /\d/.test(document.querySelector(selector)?.textContent ?? ''),
      }),
      countOf ?? null,
    );
  let previous = await read();
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))));
    const current = await read();
    if (current.ready && previous.ready && current.html === previous.html) return current.html;
    previous = current;
  }
}

/** A page of each build, in one browser context (the two origins keep their storage apart). */
async function pagesOfBothBuilds(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ site: Page; stock: Page; close(): Promise<void> }> {
  const context = await browser.newContext(options);
  const [site, stock] = await Promise.all([context.newPage(), context.newPage()]);
  return { site, stock, close: () => context.close() };
}

test.describe('after hydration', () => {
  // A few pages per test, visited in the same order in both builds (what a page remembers, such as
  // the last version read, is then the same in both).
  const groups = 4;
  for (let group = 0; group < groups; group += 1) {
    const routes = hydrationSample.filter((_, index) => index % groups === group);
    test(`${routes.join(', ')}: the same in both builds`, async ({ browser }) => {
      test.setTimeout(routes.length * 20_000);
      expect(existsSync(stockDir), stockMissing).toBe(true);
      const pages = await pagesOfBothBuilds(browser);
      await pages.site.addInitScript(recordCopies);
      await pages.stock.addInitScript(recordCopies);
      for (const route of routes) {
        const [site, stock] = await Promise.all([
          hydratedView(pages.site, `${origin(buildUnderTest.port)}${route}`),
          hydratedView(pages.stock, `${origin(stockForComparison.port)}${route}`),
        ]);
        expect(site.text.length, route).toBeGreaterThan(10);
        expect(site.copied, `${route}: what the copy buttons copy`).toEqual(stock.copied);
        expect(site.copied, `${route}: the copy buttons copy the code shown`).toEqual(site.code.map((block) => block.lines.join('\n')));
        expect(firstDifference(site, stock), route).toBeNull();
      }
      await pages.close();
    });
  }
});

const looks: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop, light', options: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' } },
  { name: 'desktop, dark', options: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' } },
  { name: 'mobile, light', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'light' } },
  { name: 'mobile, dark', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' } },
];

/** A full-page screenshot of the Markdown features page, with the code itself (its colours differ) masked. */
async function screenshot(page: Page, port: number): Promise<PNG> {
  await page.goto(`${origin(port)}/docs/next/test-pages/markdown-features`);
  await waitForHydration(page);
  // Images below the fold load lazily; the screenshot shows the whole page, so all of them load.
  await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  const png = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('.theme-code-block pre')],
    maskColor: '#808080',
  });
  return PNG.sync.read(png);
}

test.describe('the Markdown features page looks the same', () => {
  for (const { name, options } of looks) {
    test(name, async ({ browser }, testInfo) => {
      expect(existsSync(stockDir), stockMissing).toBe(true);
      const pages = await pagesOfBothBuilds(browser, options);
      const [site, stock] = await Promise.all([
        screenshot(pages.site, buildUnderTest.port),
        screenshot(pages.stock, stockForComparison.port),
      ]);
      await pages.close();
      expect(`${site.width}×${site.height}`, 'the page has the same size in both builds').toBe(`${stock.width}×${stock.height}`);
      const diff = new PNG({ width: site.width, height: site.height });
      const different = pixelmatch(site.data, stock.data, diff.data, site.width, site.height, { threshold: 0.1 });
      const share = different / (site.width * site.height);
      if (share > 0.001) {
        for (const [file, image] of [
          ['site.png', site],
          ['stock.png', stock],
          ['diff.png', diff],
        ] as const) {
          writeFileSync(testInfo.outputPath(file), PNG.sync.write(image));
        }
      }
      expect(share, `${different} pixels differ; the images are in ${testInfo.outputDir}`).toBeLessThanOrEqual(0.001);
    });
  }
});
