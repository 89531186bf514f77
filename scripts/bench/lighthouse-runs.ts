import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  path: string;
  /** Median of the runs, by performance score. */
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  runs: number[];
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Lighthouse 12's default mobile audit (simulated slow 4G and a 4× slower CPU) of each page, run
 * `runs` times in Debian's Chromium, a fresh browser profile per run. Reports the median run.
 */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const path of paths) {
    const samples: Omit<LighthouseFigures, 'runs'>[] = [];
    for (let run = 0; run < runs; run++) {
      const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
      try {
        const result = await lighthouse(new URL(path, baseUrl).href, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}.`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse failed on ${path}: ${runtimeError.code} ${runtimeError.message}`);
        samples.push({
          path,
          performance: categories.performance?.score ?? 0,
          accessibility: categories.accessibility?.score ?? 0,
          totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        });
      } finally {
        chrome.kill();
      }
    }
    const sorted = [...samples].sort((a, b) => a.performance - b.performance);
    results.push({ ...sorted[Math.floor(sorted.length / 2)], runs: samples.map((sample) => sample.performance) });
  }
  return results;
}
