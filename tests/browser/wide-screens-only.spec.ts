import { expect, test, type Page } from '@playwright/test';
import { open } from './support/site';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('lean-client (its desktop-only parts)'));

// The theme renders the docs sidebar and the table of contents column on the server and removes
// them once it has measured a narrow window. A phone leaves them as the server wrote them until
// then, instead of hydrating them to remove them (src/plugins/lean-client/wide-screens-only.tsx).
const path = '/docs/next/api-reference/classes/CommandKit';
const desktopOnly = '.theme-doc-sidebar-menu, .theme-doc-toc-desktop';

/**
 * What became of the desktop-only elements of the server's HTML once the page has hydrated and
 * settled: whether React hydrated each (React marks an element it hydrates with a property of its
 * own, and takes the mark off when it removes the element, so the page looks every few
 * milliseconds until then), and whether it is still in the document.
 */
async function desktopOnlyElements(page: Page): Promise<{ hydrated: boolean; inDocument: boolean }[]> {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      const elements = Array.from(document.querySelectorAll(selector));
      const hydrated = elements.map(() => false);
      const look = () => {
        elements.forEach((element, index) => {
          if (Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) hydrated[index] = true;
        });
        if (elements.some((element) => element.isConnected)) setTimeout(look, 2);
      };
      look();
      (window as unknown as { desktopOnly: unknown }).desktopOnly = () =>
        elements.map((element, index) => ({ hydrated: hydrated[index], inDocument: element.isConnected }));
    });
  }, desktopOnly);
  await open(page, path);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
  return page.evaluate(() => (window as unknown as { desktopOnly: () => { hydrated: boolean; inDocument: boolean }[] }).desktopOnly());
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the docs sidebar and the table of contents column are removed without being hydrated', async ({ page }) => {
    expect(await desktopOnlyElements(page)).toEqual([
      { hydrated: false, inDocument: false },
      { hydrated: false, inDocument: false },
    ]);
  });
});

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the docs sidebar and the table of contents column are hydrated and stay', async ({ page }) => {
    expect(await desktopOnlyElements(page)).toEqual([
      { hydrated: true, inDocument: true },
      { hydrated: true, inDocument: true },
    ]);
  });
});
