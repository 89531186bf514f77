/**
 * `npm run test:stock`: the browser suite on stock Docusaurus. Builds the site with the speed layer
 * off (SPEED_LAYER=off, see src/config/speed-layer.ts) into build-stock/, failing on any broken
 * link or build warning as `npm test` does for the site's build, then runs every browser test
 * against it; the tests of a speed-layer piece skip themselves there. Arguments go to Playwright
 * (a spec file, `-g <title>`). The API pages must exist: `npm run api` makes them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docsDirOf, readManifest } from '../api/manifest';

const siteDir = path.resolve(__dirname, '..', '..');
const outDir = 'build-stock';
const bin = (name: string) => path.join(siteDir, 'node_modules', '.bin', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: siteDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const missing = readManifest(siteDir).versions.find((version) => !existsSync(path.join(siteDir, docsDirOf(version.name), 'api-reference')));
if (missing) {
  console.error(`test:stock: the API pages of ${missing.name} are missing; run \`npm run api\` first.`);
  process.exit(1);
}
run(bin('tsx'), [path.join(__dirname, 'check-build.ts'), '--out-dir', outDir], { SPEED_LAYER: 'off' });
run(bin('playwright'), ['test', ...process.argv.slice(2)], {
  BROWSER_TEST_BUILD_DIR: outDir,
  BROWSER_TEST_STOCK: '1',
  // Its own port, so that a server left running on the site's build is never tested by mistake.
  BROWSER_TEST_PORT: '4183',
});
