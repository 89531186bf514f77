import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LighthouseFigures {
  path: string;
  /** The median run, by performance score. */
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Lighthouse's measure of the machine's speed during the median run (higher is faster). */
  benchmarkIndex: number;
  /** Every run's performance score. */
  runs: number[];
}

const once = path.join(__dirname, 'lighthouse-once.mjs');
const run = promisify(execFile);

/**
 * Lighthouse 12's default mobile audit (simulated slow 4G, 4× slower CPU) of each page, `runs`
 * times in Debian's Chromium with a fresh profile each time; reports the median run.
 */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const page of paths) {
    const samples: Omit<LighthouseFigures, 'path' | 'runs'>[] = [];
    for (let index = 0; index < runs; index++) {
      const { stdout } = await run(process.execPath, [once, new URL(page, baseUrl).href], { maxBuffer: 1 << 20 });
      samples.push(JSON.parse(stdout));
    }
    const sorted = [...samples].sort((a, b) => a.performance - b.performance);
    results.push({ path: page, ...sorted[Math.floor(sorted.length / 2)], runs: samples.map((sample) => sample.performance) });
  }
  return results;
}
