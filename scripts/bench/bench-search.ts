/**
 * `npm run bench:search`: the local search index's size per version, how long indexing a built
 * site takes, how long the index takes to load in Chromium, the query latency there over the
 * relevance set, and what search adds to a first page load. Prints figures only.
 *
 *   npm run bench:search                        # uses build/ (builds the site first if needed)
 *   npm run bench:search -- --baseline <dir>    # also measures the home page of another build,
 *                                               # e.g. one made without search, for a before/after
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { defaultIgnoreText } from '../../src/plugins/search-index';
import { localIndexName } from '../../src/plugins/search-index/backend';
import { indexSite } from '../../src/plugins/search-index/index-site';
import { manifestPath, type SearchManifest } from '../../src/search/index-format';
import { relevanceSet, versionNames } from '../../tests/unit/search/relevance-set';

const siteDir = path.resolve(__dirname, '..', '..');
const buildDir = path.join(siteDir, 'build');
const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
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
const startPages = { latest: '/docs/guide/installation', next: '/docs/next/guide/getting-started/introduction' } as const;
const loadRuns = 5;
const queryRounds = 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function main(): Promise<void> {
  const baselineIndex = process.argv.indexOf('--baseline');
  const baselineDir = baselineIndex > 0 ? path.resolve(process.argv[baselineIndex + 1]) : undefined;
  if (!existsSync(path.join(buildDir, manifestPath))) {
    console.log('No built index in build/: building the site first (npm run build)…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: siteDir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed.');
  }
  const manifest = JSON.parse(readFileSync(path.join(buildDir, manifestPath), 'utf8')) as SearchManifest;

  console.log('Indexing build/ again…');
  const indexTimes: number[] = [];
  let pages = 0;
  for (let run = 0; run < 5; run++) {
    const outDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
    try {
      const result = await indexSite({
        siteDir: buildDir,
        outDir,
        indexName: localIndexName,
        ignoreText: defaultIgnoreText.map((source) => new RegExp(source)),
      });
      indexTimes.push(result.ms);
      pages = result.pages;
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }

  const servers: ChildProcess[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
  try {
    const site = await serve(buildDir, 4393, servers);
    console.log('Measuring in Chromium…');
    const home = await firstLoad(browser, site);
    const baseline = baselineDir ? await firstLoad(browser, await serve(baselineDir, 4394, servers)) : undefined;
    const loads = [];
    for (let run = 0; run < loadRuns; run++) loads.push(await loadTime(browser, site));
    const latencies = await queryLatencies(browser, site);

    const chunk = readdirSync(path.join(buildDir, 'assets', 'js')).find((file) => /^local-search\.[0-9a-f]+\.js$/.test(file));
    const chunkBody = chunk ? readFileSync(path.join(buildDir, 'assets', 'js', chunk)) : undefined;
    const perVersion = manifest.shards.map((shard) => {
      const body = readFileSync(path.join(buildDir, shard.file));
      return { tag: shard.docusaurus_tag, records: shard.records, raw: body.length, gzip: gzip(body) };
    });
    const all = latencies.flatMap((entry) => entry.samples);

    console.log(`
Local search index (${pages} doc pages)                          goal ≤ 300 KB gzip per version
${perVersion.map((v) => `  ${v.tag.padEnd(24)} ${String(v.records).padStart(5)} records   raw ${kb(v.raw).padStart(9)}   gzip ${kb(v.gzip).padStart(8)}`).join('\n')}

Index build (postBuild: read the HTML, extract, write), ${indexTimes.length} runs
  median ${ms(median(indexTimes))}   first ${ms(indexTimes[0])}   fastest ${ms(Math.min(...indexTimes))}

Index load in Chromium, modal opened on a 0.1.10 page, cold cache, ${loadRuns} runs (median)
  open to ready ${ms(median(loads.map((l) => l.total)))}   of which: download manifest + shard ${ms(median(loads.map((l) => l.download)))}, build the in-memory index ${ms(median(loads.map((l) => l.index)))}
  (the rest is the search code chunk${chunkBody ? `, ${kb(chunkBody.length)} raw / ${kb(gzip(chunkBody))} gzip` : ''}, and DocSearch's own modal code)

Query latency in Chromium, relevance set (${relevanceSet.length} queries × ${queryRounds} rounds = ${all.length} queries)   goal p95 ≤ 10 ms
  all      p50 ${ms(percentile(all, 0.5))}   p95 ${ms(percentile(all, 0.95))}   max ${ms(Math.max(...all))}
${latencies.map((entry) => `  ${entry.version.padEnd(8)} p50 ${ms(percentile(entry.samples, 0.5))}   p95 ${ms(percentile(entry.samples, 0.95))}   max ${ms(Math.max(...entry.samples))}`).join('\n')}

First visit of the home page (JS loaded)                        goal: nothing added but a small stub
  with search   ${String(home.files).padStart(2)} files  raw ${kb(home.raw).padStart(9)}  gzip ${kb(home.gzip).padStart(8)}   search code or index fetched: ${home.searchFetched.length === 0 ? 'none' : home.searchFetched.join(', ')}
${baseline ? `  baseline      ${String(baseline.files).padStart(2)} files  raw ${kb(baseline.raw).padStart(9)}  gzip ${kb(baseline.gzip).padStart(8)}   (${baselineDir})\n  difference    raw ${kb(home.raw - baseline.raw)}   gzip ${kb(home.gzip - baseline.gzip)}` : '  (pass --baseline <build dir> to compare with another build)'}
  lazily loaded on first use: ${chunk ?? 'no local-search chunk found'}${chunkBody ? ` (${kb(chunkBody.length)} raw, ${kb(gzip(chunkBody))} gzip) and the index files above` : ''}
`);
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

async function serve(dir: string, port: number, servers: ChildProcess[]): Promise<string> {
  const server = spawn(docusaurus, ['serve', '--dir', dir, '--port', String(port), '--no-open'], { cwd: siteDir, stdio: 'ignore' });
  servers.push(server);
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server at ${url} did not start.`);
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

async function firstLoad(browser: Browser, site: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  const searchFetched: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (/local-search|\/search\/[^/]+\.json$/.test(url)) searchFetched.push(new URL(url).pathname);
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await context.close();
  return {
    files: buffers.length,
    raw: buffers.reduce((sum, body) => sum + body.length, 0),
    gzip: buffers.reduce((sum, body) => sum + gzip(body), 0),
    searchFetched,
  };
}

async function loadTime(browser: Browser, site: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site}${startPages.latest}`);
  await hydrated(page);
  const started = await page.evaluate(() => performance.now());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /^Search/ })
    .click();
  await page.waitForFunction(() => performance.getEntriesByName('commandkit-search:index').length > 0);
  const timings = await page.evaluate((start) => {
    const [download] = performance.getEntriesByName('commandkit-search:download');
    const [index] = performance.getEntriesByName('commandkit-search:index');
    return { total: index.startTime + index.duration - start, download: download.duration, index: index.duration };
  }, started);
  await context.close();
  return timings;
}

async function queryLatencies(browser: Browser, site: string) {
  const results: { version: string; samples: number[] }[] = [];
  for (const version of ['latest', 'next'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site}${startPages[version]}`);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Search/ })
      .click();
    const input = page.locator('input.DocSearch-Input');
    await page.waitForFunction(() => performance.getEntriesByName('commandkit-search:index').length > 0);
    const queries = relevanceSet.filter((entry) => entry.version === version).map((entry) => entry.query);
    for (let round = 0; round < queryRounds; round++) {
      for (const query of queries) {
        const before = await page.evaluate(() => performance.getEntriesByName('commandkit-search:query').length);
        await input.fill(query);
        await page.waitForFunction((count) => performance.getEntriesByName('commandkit-search:query').length > count, before);
        await input.fill('');
      }
    }
    const samples = await page.evaluate(() => performance.getEntriesByName('commandkit-search:query').map((entry) => entry.duration));
    results.push({ version: `${version} (${versionNames[version]})`, samples });
    await context.close();
  }
  return results;
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
