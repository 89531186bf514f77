import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageWeight {
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
        if (type === 'script' || type === 'stylesheet') bodies.push(response.body());
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      const buffers = await Promise.all(bodies);
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
