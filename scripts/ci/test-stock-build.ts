/**
 * `npm run test:stock`: the browser suite on stock Docusaurus. Builds the site with the speed layer
 * off into build-stock/ (scripts/ci/build-stock.ts), then runs every browser test against it; the
 * tests of a speed-layer piece, and the equivalence test, skip themselves there. Arguments go to
 * Playwright (a spec file, `-g <title>`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { stockForComparison } from '../../tests/browser/support/builds';
import { buildStock, stockOutDir } from './build-stock';

buildStock();
const siteDir = path.resolve(__dirname, '..', '..');
const result = spawnSync(path.join(siteDir, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  cwd: siteDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    BROWSER_TEST_BUILD_DIR: stockOutDir,
    BROWSER_TEST_STOCK: '1',
    // Its own port, so that a server left running on the site's build is never tested by mistake.
    BROWSER_TEST_PORT: String(stockForComparison.port),
  },
});
process.exit(result.status ?? 1);
