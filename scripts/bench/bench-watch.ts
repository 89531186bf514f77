/**
 * `npm run bench:watch`: how long `npm start`'s watch loop takes from saving a library source to
 * the regenerated API page on disk, where the dev server picks it up (its own reload adds about a
 * second). Runs on a scratch copy of the site, editing a TSDoc comment of `after()` a few times.
 * Prints figures only.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateVersions } from '../api/generate-all';
import { formatMs, silentLogger } from '../api/log';
import { readManifest } from '../api/manifest';
import { watchLibrary } from '../dev/watch-library';
import { makeScratchSite } from './scratch-site';

const edits = 5;
const siteDir = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const scratch = makeScratchSite(siteDir);
  try {
    await generateVersions({ siteDir: scratch, manifest: readManifest(scratch), logger: silentLogger }, ['current']);
    const watcher = await watchLibrary({ siteDir: scratch, logger: silentLogger, write: () => undefined });
    if (!watcher) throw new Error("Next's API does not come from library-src/ in api-versions.json.");
    await watcher.idle(); // the warm-up run npm start makes while the dev server starts
    const source = path.join(scratch, 'library-src', 'commandkit', 'src', 'helpers', 'after.ts');
    const page = path.join(scratch, 'docs', 'api-reference', 'functions', 'after.md');
    const original = readFileSync(source, 'utf8');
    const times: number[] = [];
    for (let run = 1; run <= edits; run++) {
      const marker = `Benchmark edit ${run}.`;
      const started = performance.now();
      writeFileSync(
        source,
        original.replace(' * @param callback - The function to run', ` * ${marker}\n *\n * @param callback - The function to run`),
      );
      while (!readFileSync(page, 'utf8').includes(marker)) await new Promise((resolve) => setTimeout(resolve, 20));
      times.push(performance.now() - started);
      await watcher.idle();
    }
    await watcher.close();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`Save → regenerated page (${edits} edits):   goal ≈ 3 s including the dev server's reload`);
    console.log(`  ${times.map((ms) => formatMs(ms)).join(', ')}   median ${formatMs(sorted[Math.floor(edits / 2)]!)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
