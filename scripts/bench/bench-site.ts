/**
 * `npm run bench`: how fast the site builds and how heavy its pages are, against the goals for
 * this machine kind. Prints figures only; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatMs } from '../api/log';
import { readManifest, docsDirOf, displayNameOf } from '../api/manifest';
import { benchLargePackage, largePackage, waitForServer } from './bench-large-package';
import { largestApiPage } from './largest-api-page';
import { measureProcess } from './measure-process';
import { runLighthouse } from './lighthouse-runs';
import { measurePageWeights } from './page-weight';
import { serveCompressed } from './serve-compressed';

const siteDir = path.resolve(__dirname, '..', '..');
const tsx = path.join(siteDir, 'node_modules', '.bin', 'tsx');
const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
const generateApi = path.join(siteDir, 'scripts', 'cli', 'generate-api.ts');
const port = 4390;
const guidePage = '/docs/next/guide/getting-started/introduction';

async function main() {
  const versions = readManifest(siteDir).versions;
  const clean = () => {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache', '.cache/api/work'])
      rmSync(path.join(siteDir, dir), { recursive: true, force: true });
    for (const version of versions) rmSync(path.join(siteDir, docsDirOf(version.name), 'api-reference'), { recursive: true, force: true });
  };

  console.log('First build on this machine: API generation with no output cache either…');
  clean();
  rmSync(path.join(siteDir, '.cache', 'api', 'output'), { recursive: true, force: true });
  const firstApi = await measureProcess(tsx, [generateApi], siteDir);

  console.log('Cold: no generated API pages, no build caches (downloaded npm packages and the API output cache stay)…');
  clean();
  const coldApi = await measureProcess(tsx, [generateApi], siteDir);
  const coldSite = await measureProcess(docusaurus, ['build'], siteDir);
  const pages = countHtml(path.join(siteDir, 'build'));

  console.log('Warm: nothing changed…');
  const warmApi = await measureProcess(tsx, [generateApi], siteDir);
  const warmSite = await measureProcess(docusaurus, ['build'], siteDir);

  console.log('API generation per version…');
  const perVersion: { name: string; cold: number; cached: number; cachedInside: string }[] = [];
  for (const version of versions) {
    rmSync(path.join(siteDir, docsDirOf(version.name), 'api-reference'), { recursive: true, force: true });
    const cold = await measureProcess(tsx, [generateApi, '--version', version.name], siteDir);
    const cached = await measureProcess(tsx, [generateApi, '--version', version.name], siteDir);
    const inside = /\[api\] done: .*\(([\d.]+ m?s)\)/.exec(cached.output)?.[1] ?? '?';
    perVersion.push({ name: displayNameOf(version.name), cold: cold.ms, cached: cached.ms, cachedInside: inside });
  }

  const largestApi = largestApiPage(path.join(siteDir, 'build'));
  const samplePages = ['/', guidePage, largestApi.path];
  console.log('Page weight in Chromium…');
  const server = spawn(docusaurus, ['serve', '--port', String(port), '--no-open'], { cwd: siteDir, stdio: 'ignore' });
  await waitForServer(`http://localhost:${port}/`);
  const weights = await measurePageWeights(`http://localhost:${port}`, samplePages).finally(() => server.kill());

  console.log('Lighthouse (mobile, 3 runs per page, build served with gzip)…');
  const compressed = await serveCompressed(path.join(siteDir, 'build'));
  const lighthouse = await runLighthouse(compressed.url, samplePages).finally(() => compressed.close());

  const skipLarge = process.argv.includes('--skip-large');
  if (!skipLarge) console.log(`A large published package (${largePackage.spec}) as an extra version of a scratch copy of the site…`);
  const large = skipLarge ? undefined : await benchLargePackage(siteDir, tsx, generateApi, port + 1);

  const coldTotal = coldApi.ms + coldSite.ms;
  const warmTotal = warmApi.ms + warmSite.ms;
  const per100 = (ms: number) => `${formatMs((ms / pages) * 100)} per 100 pages`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`
Pages built: ${pages}

Cold full build: ${formatMs(coldTotal)} (API ${formatMs(coldApi.ms)} + site ${formatMs(coldSite.ms)}) = ${per100(coldTotal)}   goal ≤ 6 s per 100 pages
  (API output of unchanged versions restored from .cache/api/output; with that cache empty too, as on a machine that never built, API generation took ${formatMs(firstApi.ms)}: ${per100(firstApi.ms + coldSite.ms)})
  peak memory: API ${coldApi.peakRssMb.toFixed(0)} MB, site ${coldSite.peakRssMb.toFixed(0)} MB   goal ≤ 1024 MB
Warm rebuild, nothing changed: ${formatMs(warmTotal)} (API ${formatMs(warmApi.ms)} + site ${formatMs(warmSite.ms)}) = ${per100(warmTotal)}   goal ≤ 3 s per 100 pages
  peak memory: site ${warmSite.peakRssMb.toFixed(0)} MB

API generation per version (whole command, including Node start-up):   goal cached < 1 s
${perVersion.map((v) => `  ${v.name.padEnd(8)} cold ${formatMs(v.cold).padStart(8)}   cached ${formatMs(v.cached).padStart(8)} (of which the generator itself: ${v.cachedInside})`).join('\n')}

JS + CSS loaded on a first visit:   goal ≤ 150 KB gzip per page
${weights.map((w) => `  ${w.path.padEnd(56)} ${String(w.files).padStart(2)} files  raw ${kb(w.rawBytes).padStart(9)}  gzip ${kb(w.gzipBytes).padStart(8)}`).join('\n')}

Largest API page: ${largestApi.path}, HTML ${kb(largestApi.bytes)}   goal ≤ 100 KB

Lighthouse 12, mobile, median of 3:   goal performance ≥ 0.95, total blocking time ≤ 200 ms
${lighthouse.map((l) => `  ${l.path.padEnd(56)} performance ${l.performance.toFixed(2)} (runs ${l.runs.map((r) => r.toFixed(2)).join(', ')})  TBT ${l.totalBlockingTimeMs.toFixed(0).padStart(5)} ms  LCP ${formatMs(l.largestContentfulPaintMs)}  accessibility ${l.accessibility.toFixed(2)}  machine speed (Lighthouse benchmarkIndex) ${l.benchmarkIndex.toFixed(0)}`).join('\n')}
${
  large
    ? `
Large package ${large.spec}: ${large.items} item pages, ${large.pages} pages in the whole site, no broken links, anchors or warnings
  API generation: ${formatMs(large.api.ms)} (${/TypeDoc \(([\d.]+ m?s)\)/.exec(large.api.output)?.[1] ?? '?'} in TypeDoc), peak memory ${large.api.peakRssMb.toFixed(0)} MB
  site build (all versions, cold): ${formatMs(large.site.ms)}, peak memory ${large.site.peakRssMb.toFixed(0)} MB
  JS + CSS loaded on a first visit (the home page grows by ${kb(large.weights[0].gzipBytes - weights[0].gzipBytes)} gzip with the large version; goal ≤ 5 KB):
${large.weights.map((w) => `  ${w.path.padEnd(64)} ${String(w.files).padStart(2)} files  raw ${kb(w.rawBytes).padStart(9)}  gzip ${kb(w.gzipBytes).padStart(8)}`).join('\n')}`
    : ''
}
`);
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
