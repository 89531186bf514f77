import { mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  copySite,
  localManifest,
  makeSite,
  readTree,
  runGenerator,
  runGeneratorInBackground,
  type RunResult,
} from './helpers/fixture-site';

/** A lock as a run leaves it: the lock folder, and its owner file naming `pid`. */
function fakeLock(siteDir: string, pid: number, ageSeconds: number): void {
  const lock = path.join(siteDir, '.cache', 'api', 'run.lock');
  mkdirSync(lock, { recursive: true });
  writeFileSync(
    `${lock}.json`,
    JSON.stringify({ pid, host: os.hostname(), started: '2025-01-01T00:00:00.000Z', lock: statSync(lock).ino }),
  );
  const time = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(lock, time, time);
}

describe('one run at a time', () => {
  // Two runs of one site started together: the only TypeDoc runs of the suite. The test that
  // recovers a lock works on a copy of the site they leave.
  let siteDir: string;
  let first: RunResult;
  let second: RunResult;
  beforeAll(async () => {
    siteDir = makeSite(localManifest());
    [first, second] = await Promise.all([runGeneratorInBackground(siteDir, ['--force']), runGeneratorInBackground(siteDir, ['--force'])]);
  }, 240_000);

  it('lets a second run wait for the first, saying for whom, and both succeed', () => {
    for (const result of [first, second]) {
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    }
    const waited = [first, second].filter((result) => /waiting for another run/.test(result.stdout));
    expect(waited).toHaveLength(1);
    expect(waited[0].stdout).toMatch(
      /^\[api\] waiting for another run of the API generator \(pid \d+\) to finish: it holds \.cache\/api\/run\.lock$/m,
    );
    const pages = readTree(path.join(siteDir, 'docs', 'api-reference'));
    expect(pages['classes/Widget.md']).toContain('Widget');
    expect(Object.keys(pages).some((file) => file.includes('.previous'))).toBe(false);
    // The output is whole: a third run (of a copy, which leaves the site as the runs left it) finds it current.
    expect(runGenerator(copySite(siteDir)).stdout).toMatch(/unchanged since the last run, skipped/);
  });

  it('recovers the lock of a run that was killed', () => {
    // The pages must be written again (from the output cache) after the recovery.
    const copy = copySite(siteDir);
    rmSync(path.join(copy, 'docs', 'api-reference'), { recursive: true });
    fakeLock(copy, 2 ** 22 + 12345, 5);
    const result = runGenerator(copy);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^\[api\] recovering the lock \.cache\/api\/run\.lock left by a run that no longer exists \(pid 4206649, started 2025-01-01T00:00:00\.000Z\)$/m,
    );
    expect(result.stdout).toMatch(/item pages written/);
  });

  it('stops with one line when the other run holds the lock past the timeout', () => {
    const lockedSite = makeSite(localManifest());
    fakeLock(lockedSite, process.pid, 0);
    const result = runGenerator(lockedSite, ['--lock-timeout', '1']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `error: Another run of the API generator (pid ${process.pid}) still holds .cache/api/run.lock after 1 s: wait for it to finish or stop it, then run again (or raise --lock-timeout).`,
    ]);
    expect(result.stdout).toContain(`[api] waiting for another run of the API generator (pid ${process.pid}) to finish`);
  });
});
