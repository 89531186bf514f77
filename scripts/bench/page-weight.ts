import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

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
