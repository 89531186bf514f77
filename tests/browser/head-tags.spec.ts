import { expect, test, type Page } from '@playwright/test';
import { open } from './support/site';

// After an in-app navigation, the document's head is the head the server wrote for the page
// reached: title, the <html> element's attributes and every managed tag (meta, link, JSON-LD).

interface Head {
  title: string;
  html: Record<string, string>;
  tags: string[];
}

/** The head of the current document, or of an HTML text parsed as a document. */
function headOf(page: Page, html?: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    // Structured data compared as data: the server's copy has its keys in another order.
    const sortedKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortedKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort()
                .map(([key, inner]) => [key, sortedKeys(inner)]),
            )
          : value;
    const textOf = (element: Element) =>
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sortedKeys(JSON.parse(element.innerHTML)))
        : element.innerHTML;
    const tagText = (element: Element) =>
      `<${element.localName} ${Array.from(element.attributes, (attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(' ')}>${textOf(element)}`;
    const html = Object.fromEntries(Array.from(doc.documentElement.attributes, (attribute) => [attribute.name, attribute.value]));
    // Not the head's: the server writes false and the app true once it runs; the theme's inline
    // scripts set the colour mode and the announcement bar's state before the app starts.
    // react-helmet-async's own bookkeeping (stock Docusaurus's browser bundle) is not the head's either.
    for (const name of ['data-has-hydrated', 'data-theme', 'data-theme-choice', 'data-announcement-bar-initially-dismissed', 'data-rh'])
      delete html[name];
    // An inline script without a type runs once, on the page load it is written for: the home
    // page's check for a wrong base URL is server-only by design (Docusaurus's BaseUrlIssueBanner).
    const tags = doc.head.querySelectorAll('[data-rh]:not(title):not(script:not([type]))');
    return { title: doc.title, html, tags: Array.from(tags, tagText).sort() };
  }, html);
}

async function expectServerHead(page: Page, path: string): Promise<void> {
  const served = await headOf(page, await (await page.request.get(path)).text());
  await expect.poll(() => headOf(page)).toEqual(served);
}

const journeys: { name: string; from: string; link: (page: Page) => ReturnType<Page['locator']>; to: string }[] = [
  {
    name: 'a link in an API page to another API page',
    from: '/docs/next/api-reference/classes/CommandKit',
    link: (page) => page.locator('.theme-doc-markdown a[href="/docs/next/api-reference/functions/bootstrap"]').first(),
    to: '/docs/next/api-reference/functions/bootstrap',
  },
  {
    name: 'the docs sidebar from a guide to another guide',
    from: '/docs/next/guide/getting-started/introduction',
    link: (page) =>
      page.getByRole('navigation', { name: 'Docs sidebar' }).locator('a[href="/docs/next/guide/getting-started/commandkit-config"]'),
    to: '/docs/next/guide/getting-started/commandkit-config',
  },
  {
    name: 'the navbar logo from a guide to the home page',
    from: '/docs/next/guide/getting-started/introduction',
    link: (page) => page.getByRole('navigation', { name: 'Main' }).locator('a.navbar__brand'),
    to: '/',
  },
];

for (const journey of journeys) {
  test(`following ${journey.name} gives the head the server wrote for it`, async ({ page }) => {
    await open(page, journey.from);
    await expectServerHead(page, journey.from);
    await journey.link(page).click();
    await expect(page).toHaveURL(new RegExp(`${journey.to === '/' ? '/' : journey.to}$`));
    await expectServerHead(page, journey.to);
    await page.goBack();
    await expectServerHead(page, journey.from);
  });
}
