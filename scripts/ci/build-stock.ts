/**
 * `npm run build:stock`: the site built as stock Docusaurus (SPEED_LAYER=off, see
 * src/config/speed-layer.ts) into build-stock/, failing on any broken link or build warning as the
 * site's build does. The equivalence test compares it with build/, and `npm run test:stock` runs
 * the browser suite on it. The API pages must exist: `npm run api` makes them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docsDirOf, readManifest } from '../api/manifest';

export const stockOutDir = 'build-stock';

export function buildStock(): void {
  const siteDir = path.resolve(__dirname, '..', '..');
  const missing = readManifest(siteDir).versions.find(
    (version) => !existsSync(path.join(siteDir, docsDirOf(version.name), 'api-reference')),
  );
  if (missing) {
    console.error(`build:stock: the API pages of ${missing.name} are missing; run \`npm run api\` first.`);
    process.exit(1);
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'check-build.ts'), '--out-dir', stockOutDir], {
    cwd: siteDir,
    stdio: 'inherit',
    // Its own generated files (Docusaurus's DOCUSAURUS_GENERATED_FILES_DIR_NAME), so that it can
    // build while the site's build runs.
    env: { ...process.env, SPEED_LAYER: 'off', DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-stock' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (require.main === module) buildStock();
