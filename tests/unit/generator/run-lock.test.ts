import { spawn } from 'node:child_process';
import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localManifest, makeSite, readTree, repoRoot, runGenerator, type RunResult } from './helpers/fixture-site';

/** `npm run api` in the background, so two can run at once. */
function runInBackground(siteDir: string, args: string[] = []): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'cli', 'generate-api.ts'), '--site', siteDir, ...args], { cwd: repoRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr: stderr.replace(/^npm warn.*\n/gm, '') }));
  });
}

/** A lock as a run leaves it: the lock folder, and its owner file naming `pid`. */
function fakeLock(siteDir: string, pid: number, ageSeconds: number): void {
  const lock = path.join(siteDir, '.cache', 'api', 'run.lock');
  mkdirSync(lock, { recursive: true });
  writeFileSync(`${lock}.json`, JSON.stringify({ pid, host: os.hostname(), started: '2025-01-01T00:00:00.000Z', lock: statSync(lock).ino }));
  const time = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(lock, time, time);
}

describe('one run at a time', () => {
  it('lets a second run wait for the first, saying for whom, and both succeed', async () => {
    const siteDir = makeSite(localManifest());
    const outputDir = path.join(siteDir, 'docs', 'api-reference');
    const [first, second] = await Promise.all([runInBackground(siteDir, ['--force']), runInBackground(siteDir, ['--force'])]);
    for (const result of [first, second]) {
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    }
    const waited = [first, second].filter((result) => /waiting for another run/.test(result.stdout));
    expect(waited).toHaveLength(1);
    expect(waited[0].stdout).toMatch(/^\[api\] waiting for another run of the API generator \(pid \d+\) to finish: it holds \.cache\/api\/run\.lock$/m);
    const pages = readTree(outputDir);
    expect(pages['classes/Widget.md']).toContain('Widget');
    expect(Object.keys(pages).some((file) => file.includes('.previous'))).toBe(false);
    // The output is whole: a third run finds it current.
    expect(runGenerator(siteDir).stdout).toMatch(/unchanged since the last run, skipped/);
  });

  it('recovers the lock of a run that was killed', () => {
    const siteDir = makeSite(localManifest());
    fakeLock(siteDir, 2 ** 22 + 12345, 5);
    const result = runGenerator(siteDir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^\[api\] recovering the lock \.cache\/api\/run\.lock left by a run that no longer exists \(pid 4206649, started 2025-01-01T00:00:00\.000Z\)$/m,
    );
    expect(result.stdout).toMatch(/item pages written/);
  });

  it('stops with one line when the other run holds the lock past the timeout', () => {
    const siteDir = makeSite(localManifest());
    fakeLock(siteDir, process.pid, 0);
    const result = runGenerator(siteDir, ['--lock-timeout', '1']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `error: Another run of the API generator (pid ${process.pid}) still holds .cache/api/run.lock after 1 s: wait for it to finish or stop it, then run again (or raise --lock-timeout).`,
    ]);
    expect(result.stdout).toContain(`[api] waiting for another run of the API generator (pid ${process.pid}) to finish`);
  });
});
