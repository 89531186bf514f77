import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { mainNavbar } from './support/site';

/** The navbar's search button (its label also names the shortcut, e.g. "Search (Ctrl+K)"). */
export function searchButton(page: Page): Locator {
  return mainNavbar(page).getByRole('button', { name: /^Search/ });
}

export function searchModal(page: Page): Locator {
  return page.locator('.DocSearch-Modal');
}

export function searchInput(page: Page): Locator {
  return searchModal(page).locator('input.DocSearch-Input');
}

/** The result links in the open modal. */
export function modalResults(page: Page): Locator {
  return searchModal(page).locator('.DocSearch-Hits a');
}

export async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(searchModal(page)).toBeVisible();
}

/**
 * Types a query and waits until DocSearch shows its answer (results, no results, or an error).
 * DocSearch keeps the screen it shows until the answer comes: for the first query of a modal
 * without recent searches that is no screen, so this waits for the answer; after an earlier
 * answer, follow with assertions that retry.
 */
export async function typeQuery(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(searchModal(page).locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen').first()).toBeVisible();
}

/**
 * Records, from now on, whether the modal shows its no-results screen at all, even for a moment
 * no assertion could catch (the observer sees every change React makes to the page); the
 * returned function reads the record.
 */
export async function recordNoResultsScreen(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const record = window as unknown as { noResultsScreenShown?: boolean };
    record.noResultsScreenShown = false;
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.DocSearch-NoResults')) return;
      record.noResultsScreenShown = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { noResultsScreenShown?: boolean }).noResultsScreenShown === true);
}

export async function resultPaths(results: Locator): Promise<string[]> {
  return (await results.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).map(
    (href) => new URL(href).pathname,
  );
}

/**
 * Serves a built site the way a static host does (`/docs/x` -> `docs/x.html`), on a free port:
 * the Algolia build is a second build output that Playwright's own web server does not serve.
 */
export async function serveBuild(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.xml': 'application/xml',
    '.txt': 'text/plain',
  };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const base = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const file = [base, `${base}.html`, path.join(base, 'index.html')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/html' });
      createReadStream(path.join(root, '404.html')).pipe(response);
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
