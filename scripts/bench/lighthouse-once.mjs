// One Lighthouse 12 mobile audit of one URL in Debian's Chromium; prints the figures as JSON.
// Plain JavaScript run by plain Node on purpose: Lighthouse sends some of its own functions to
// the page as source text, and a TypeScript loader's helpers in them (tsx's __name) break there.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  process.stdout.write(
    JSON.stringify({
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      totalBlockingTimeMs: audits['total-blocking-time'].numericValue,
      largestContentfulPaintMs: audits['largest-contentful-paint'].numericValue,
      // Lighthouse's own measure of this machine's speed at the time of the run: its blocking time
      // scales with it, so a run on a machine slowed by other work is told apart from a slower page.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    }),
  );
} finally {
  chrome.kill();
}
