import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

export interface PageWeight {
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The JavaScript and CSS a browser downloads to show each page on a first visit (empty cache),
 * measured in Debian's Chromium. The local server does not compress, so gzip sizes are computed
 * from the bodies, as a production host would serve them.
 */
export async function measurePageWeights(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = response.body();
        // A response that arrives while the context closes can no longer be read: not an error.
        body.catch(() => undefined);
        bodies.push(body);
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      // Reading a body can make the page load more (a chunk found late): wait until none is pending.
      let buffers: Buffer[] = [];
      while (buffers.length < bodies.length) buffers = await Promise.all(bodies);
      results.push({
        path,
        files: buffers.length,
        rawBytes: buffers.reduce((sum, body) => sum + body.length, 0),
        gzipBytes: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export interface NavigationBytes {
  from: string;
  to: string;
  /** Responses after the first page had loaded and gone idle, until the second was shown and idle. */
  requests: number;
  /** Their bodies as sent (the server compresses, as a static host does). */
  transferBytes: number;
}

/**
 * What following a link costs once a page is open: every response from the moment the first page
 * has loaded and the browser has been idle (its own prefetching done) until the linked page is
 * shown and the network is quiet again, prefetching on hover included. The link, in the page's
 * content, is hovered, then clicked, as a reader's mouse would.
 */
export async function measureNavigationBytes(baseUrl: string, navigations: { from: string; to: string }[]): Promise<NavigationBytes[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  try {
    const results: NavigationBytes[] = [];
    for (const { from, to } of navigations) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const quiet = networkQuiet(page);
      await page.goto(new URL(from, baseUrl).href);
      await quiet();
      const sizes: Promise<number>[] = [];
      // A body the browser had cached counts as nothing (Chromium reports a negative size).
      page.on('requestfinished', (request) => sizes.push(request.sizes().then((size) => Math.max(0, size.responseBodySize))));
      // A link of the page's content (the sidebar's may be inside a closed category).
      const link = page.locator(`main a[href="${to}"]`).first();
      await link.hover();
      await link.click();
      await page.waitForURL(new URL(to, baseUrl).href);
      await quiet();
      const bodies = await Promise.all(sizes);
      results.push({ from, to, requests: bodies.length, transferBytes: bodies.reduce((sum, bytes) => sum + bytes, 0) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Waits until the page has no request in flight for half a second and the browser has been idle:
 * Playwright's own "networkidle" is about page loads, and an in-app navigation is not one.
 */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    for (;;) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      if (inFlight === 0 && performance.now() - lastChange >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}
