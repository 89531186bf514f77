import { expect, test, type APIRequestContext } from '@playwright/test';
import { open, site } from './support/site';

// The docs for assistants: llms.txt and llms-full.txt per version (and llms.txt at the site root),
// and every doc page as Markdown at its URL plus `.md`, with a button on each page that copies it.

const linkLine = /^- \[(?<title>(?:[^\]\\]|\\.)+)\]\((?<url>[^)\s]+)\)(?:: (?<description>.+))?$/;

interface IndexLink {
  section: string;
  title: string;
  url: string;
}

/** Reads an llms.txt: checks its outline (H1, blockquote, H2 sections of link lines) and returns its links. */
function parseIndex(text: string): IndexLink[] {
  const lines = text.split('\n');
  expect(lines[0]).toBe(`# ${site.title}`);
  expect(lines[1]).toBe('');
  expect(lines[2]).toMatch(/^> \S/);
  const links: IndexLink[] = [];
  let section: string | undefined;
  for (const line of lines.slice(3)) {
    if (line.startsWith('## ')) section = line.slice(3);
    else if (section && line !== '') {
      const match = linkLine.exec(line);
      expect(match, `a link line in "${section}": ${line}`).not.toBeNull();
      links.push({ section, title: match!.groups!.title.replace(/\\(.)/g, '$1'), url: match!.groups!.url });
    } else if (line.startsWith('#')) {
      throw new Error(`only H2 sections may follow the H1: ${line}`);
    }
  }
  return links;
}

async function text(request: APIRequestContext, path: string, type: RegExp): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(type);
  return response.text();
}

/** The path of an absolute URL of the site (the build writes them with its public address). */
const pathOf = (url: string) => new URL(url).pathname;

const docLinks = (links: IndexLink[]) => links.filter((link) => link.section !== 'Other versions');

for (const [name, root, versionLine] of [
  ['Next', '/docs/next', /CommandKit Next, not released yet/],
  ['the latest release', '/docs', new RegExp(`CommandKit ${site.latestVersion.replace(/\./g, '\\.')}, the latest release`)],
] as const) {
  test(`${name}: llms.txt lists every page by sidebar section, and each link answers with that page's Markdown`, async ({ request }) => {
    const index = await text(request, `${root}/llms.txt`, /^text\/plain/);
    expect(index.split('\n')[2]).toMatch(versionLine);
    const links = parseIndex(index);
    const sections = [...new Set(links.map((link) => link.section))];
    expect(sections[0]).toMatch(/^Guide( › |$)/);
    expect(sections).toEqual(expect.arrayContaining(['API Reference › Classes', 'API Reference › Functions', 'Other versions']));

    const pages = docLinks(links);
    const origins = new Set(pages.map((link) => new URL(link.url).origin));
    expect(origins.size).toBe(1);
    for (const link of pages) expect(pathOf(link.url)).toMatch(new RegExp(`^${root}/.+\\.md$`));
    expect(pages.map((link) => pathOf(link.url))).toContain(`${root}/api-reference/classes/CommandKit.md`);

    // Every linked page answers; the first of each section is read in full.
    const firstOfSection = new Set(sections.map((section) => pages.find((link) => link.section === section)).filter(Boolean));
    for (const link of pages) {
      const response = await request.get(pathOf(link.url));
      expect(response.status(), link.url).toBe(200);
      if (!firstOfSection.has(link)) continue;
      const markdown = await response.text();
      expect(markdown.split('\n')[0], link.url).toBe(`# ${link.title}`);
      expect(markdown, link.url).not.toMatch(/^---\n/);
      expect(markdown, link.url).not.toMatch(/^(title|sidebar_label|description): /m);
    }

    const others = links.filter((link) => link.section === 'Other versions').map((link) => pathOf(link.url));
    for (const other of others) expect((await request.get(other)).status(), other).toBe(200);
  });

  test(`${name}: llms-full.txt holds every listed page, in the order of llms.txt, each with its title and URL`, async ({ request }) => {
    const pages = docLinks(parseIndex(await text(request, `${root}/llms.txt`, /^text\/plain/)));
    const full = await text(request, `${root}/llms-full.txt`, /^text\/plain/);
    expect(full.split('\n')[0]).toBe(`# ${site.title}`);
    const entries = [...full.matchAll(/\n---\n\n(# .*)\n\nURL: (\S+)\n/g)].map((match) => [match[1], match[2]]);
    expect(entries).toEqual(pages.map((link) => [`# ${link.title}`, link.url]));
    expect(full).not.toMatch(/^sidebar_label: /m);
  });
}

test('the site root llms.txt indexes the latest release and points to every version’s files', async ({ request }) => {
  const index = await text(request, '/llms.txt', /^text\/plain/);
  expect(index).toBe(await text(request, '/docs/llms.txt', /^text\/plain/));
  const links = parseIndex(index);
  expect(docLinks(links).every((link) => !pathOf(link.url).startsWith('/docs/next/'))).toBe(true);
  expect(links.filter((link) => link.section === 'Other versions').map((link) => pathOf(link.url))).toEqual([
    '/docs/next/llms.txt',
    '/docs/next/llms-full.txt',
  ]);
  expect(index).toContain('/docs/llms-full.txt');
});

test('a guide page’s Markdown has its H1, no front matter, and links to other docs’ Markdown', async ({ request, page }) => {
  const markdown = await text(request, `${site.nextFirstGuide}.md`, /^text\/markdown/);
  await open(page, site.nextFirstGuide);
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(markdown.startsWith(`# ${h1}\n\n`)).toBe(true);
  expect(markdown).not.toMatch(/^(title|description|sidebar_position): /m);
  expect(markdown).toContain(':::info');
  // The first paragraph of the page, as text, is in the Markdown.
  const paragraph = (await page.locator('.theme-doc-markdown > p').first().textContent())!;
  expect(markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ')).toContain(paragraph.replace(/\s+/g, ' ').slice(0, 80));
  const docLinksInPage = [...markdown.matchAll(/\]\((\S+?)\)/g)].map((match) => match[1]).filter((href) => href.includes('/docs/'));
  expect(docLinksInPage.length).toBeGreaterThan(0);
  for (const href of docLinksInPage) expect(href).toMatch(/^https?:\/\/[^/]+\/docs\/.+\.md(#.*)?$/);
  expect((await request.get(pathOf(docLinksInPage[0]))).status()).toBe(200);
});

test('an API page’s Markdown is the generated Markdown: H1, import line, no front matter or MDX escapes', async ({ request }) => {
  const markdown = await text(request, '/docs/api-reference/classes/CommandKit.md', /^text\/markdown/);
  expect(markdown.split('\n')[0]).toBe('# CommandKit');
  expect(markdown).not.toMatch(/^(title|sidebar_label|description|custom_edit_url): /m);
  expect(markdown).toContain("import { CommandKit } from 'commandkit';");
  expect(markdown).not.toMatch(/\\[{}<]|&#(60|62|123|125);|<ApiAnchor|className=/);
  expect(markdown).not.toContain('<!DOCTYPE');
  const next = await text(request, '/docs/next/api-reference/classes/CommandKit.md', /^text\/markdown/);
  expect(next).toMatch(/\]\(https?:\/\/[^/]+\/docs\/next\/api-reference\/[a-z]+\/\w+\.md(#[\w-]+)?\)/);
});

test.describe('the "Copy page as Markdown" button', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('on a guide page, copies the page’s Markdown and says so', async ({ page, request }) => {
    await open(page, site.nextFirstGuide);
    const button = page.getByRole('button', { name: 'Copy page as Markdown', exact: true });
    await button.click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get(`${site.nextFirstGuide}.md`)).text());
    await expect(button).toBeVisible({ timeout: 5_000 });
  });

  test('on an API page, works from the keyboard', async ({ page, request }) => {
    const path = '/docs/api-reference/classes/CommandKit';
    await open(page, path);
    const button = page.getByRole('button', { name: 'Copy page as Markdown', exact: true });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeFocused();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get(`${path}.md`)).text());
    expect(copied.startsWith('# CommandKit\n')).toBe(true);
  });

  test('says the copy failed when the Markdown cannot be fetched', async ({ page }) => {
    await open(page, site.latestFirstGuide);
    await page.route('**/*.md', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.getByRole('button', { name: 'Copy page as Markdown', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copy failed', exact: true })).toBeVisible();
  });
});
