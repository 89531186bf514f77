import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build in build/ (made by `npm run build` before this
// runs), served the way a static host would serve it. No browser download is possible here, so
// they drive Debian's Chromium.
const port = Number(process.env.BROWSER_TEST_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// The stock build (SPEED_LAYER=off) is tested from its own folder: scripts/ci/test-stock-build.ts.
const buildDir = process.env.BROWSER_TEST_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/browser',
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
  webServer: {
    command: `npx docusaurus serve --dir ${buildDir} --port ${port} --no-open`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
