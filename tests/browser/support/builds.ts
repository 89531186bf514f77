import path from 'node:path';
import { stockOutDir } from '../../../scripts/ci/build-stock';

/**
 * The builds the browser suite serves. `npm test` serves the site's build (build/) and, for the
 * equivalence test, the stock build (build-stock/, SPEED_LAYER=off) beside it; `npm run test:stock`
 * serves the stock build alone, as the build under test.
 */
export const siteDir = path.resolve(__dirname, '..', '..', '..');

/** Whether the build under test is the stock one (scripts/ci/test-stock-build.ts sets this). */
export const stockBuild = process.env.BROWSER_TEST_STOCK === '1';

export const buildUnderTest = {
  dir: process.env.BROWSER_TEST_BUILD_DIR ?? 'build',
  port: Number(process.env.BROWSER_TEST_PORT ?? 4173),
};

/** The stock build compared with the site's by the equivalence test. */
export const stockForComparison = { dir: stockOutDir, port: 4183 };

export const origin = (port: number) => `http://localhost:${port}`;
