/**
 * `npm run lighthouse [-- /path …]`: Lighthouse 12's mobile audit of the production build in build/
 * (run `npm run build` first), served with gzip as a static host would, 3 runs per page, median
 * shown. Without paths: the home page, a guide page and the largest API page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatMs } from '../api/log';
import { largestApiPage } from './largest-api-page';
import { runLighthouse } from './lighthouse-runs';
import { serveCompressed } from './serve-compressed';

async function main() {
  const buildDir = path.resolve(__dirname, '..', '..', 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No production build in build/: run `npm run build` first.');
  const given = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const pages = given.length > 0 ? given : ['/', '/docs/next/guide/getting-started/introduction', largestApiPage(buildDir).path];
  const server = await serveCompressed(buildDir);
  try {
    for (const result of await runLighthouse(server.url, pages)) {
      console.log(
        `${result.path}: performance ${result.performance.toFixed(2)} (runs ${result.runs.map((run) => run.toFixed(2)).join(', ')}), total blocking time ${result.totalBlockingTimeMs.toFixed(0)} ms, LCP ${formatMs(result.largestContentfulPaintMs)}, accessibility ${result.accessibility.toFixed(2)}, machine speed (Lighthouse benchmarkIndex) ${result.benchmarkIndex.toFixed(0)}`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
