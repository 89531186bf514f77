import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { buildUnderTest, origin, siteDir, stockBuild, stockForComparison } from './tests/browser/support/builds';

// Browser tests run against the production build in build/ (made by `npm run build` before this
// runs), served the way a static host would serve it. No browser download is possible here, so
// they drive Debian's Chromium. The stock build (SPEED_LAYER=off) is tested from its own folder
// by scripts/ci/test-stock-build.ts, and served beside the site's for the equivalence test.
const baseURL = origin(buildUnderTest.port);
const serve = ({ dir, port }: { dir: string; port: number }) => ({
  command: `npx docusaurus serve --dir ${dir} --port ${port} --no-open`,
  url: origin(port),
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});
// Without build-stock/ only the equivalence test fails (saying how to make it), not every test.
const servesStock = !stockBuild && existsSync(path.join(siteDir, stockForComparison.dir));

export default defineConfig({
  testDir: 'tests/browser',
  // The devtools test runs a bot on the library compiled from its sources.
  globalSetup: './tests/browser/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // Recording a trace costs a fifth of the suite's time; CI keeps no artifacts, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: servesStock ? [serve(buildUnderTest), serve(stockForComparison)] : serve(buildUnderTest),
});
