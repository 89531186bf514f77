import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import { GeneratorError } from './errors';

/** Who holds the lock: written next to it once it is taken. */
interface LockOwner {
  pid: number;
  host: string;
  started: string;
  /** The inode of the lock folder this owner made: an owner file left from an older lock does not count. */
  lock: number;
}

export interface LockOptions {
  /** How long to wait for another run before giving up (default 10 minutes). */
  timeoutMs?: number;
  /** Where the waiting and recovery notes go (one line each). */
  note?: (line: string) => void;
  /** A lock whose holder stopped refreshing it for this long is stale even if its pid looks alive. */
  staleMs?: number;
  /** How often to look again while waiting. */
  pollMs?: number;
}

const held = new Map<string, { count: number; release: () => Promise<void> }>();

/** The lock (a folder made atomically by proper-lockfile) and its owner file, in `.cache/api`. */
export function lockPathsOf(siteDir: string): { lock: string; owner: string } {
  const dir = path.join(siteDir, '.cache', 'api');
  return { lock: path.join(dir, 'run.lock'), owner: path.join(dir, 'run.lock.json') };
}

/**
 * Runs `work` holding the site's API lock, so two runs of the generator (two terminals, or
 * `npm start` and `npm run build`) never write the same cache, work or docs folders at once.
 * A second run says once that it waits, and for whom, then waits; past the timeout it stops
 * with one line. A lock left by a killed run (its pid is gone) is taken over with a note.
 * Re-entrant within one process.
 */
export async function withApiLock<T>(siteDir: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const paths = lockPathsOf(siteDir);
  const mine = held.get(paths.lock);
  if (mine) {
    mine.count += 1;
    try {
      return await work();
    } finally {
      mine.count -= 1;
    }
  }
  const release = await acquire(paths, options);
  held.set(paths.lock, { count: 1, release });
  let compromised: Error | undefined;
  compromisedBy.set(paths.lock, (error) => (compromised = error));
  try {
    const result = await work();
    if (compromised) {
      throw new GeneratorError(
        `Another run took over ${relativeLock(siteDir)} while this one ran (${compromised.message}): run \`npm run api\` again.`,
      );
    }
    return result;
  } finally {
    held.delete(paths.lock);
    compromisedBy.delete(paths.lock);
    rmSync(paths.owner, { force: true });
    await release().catch(() => undefined);
  }
}

const compromisedBy = new Map<string, (error: Error) => void>();

async function acquire(paths: { lock: string; owner: string }, options: LockOptions): Promise<() => Promise<void>> {
  const { timeoutMs = 10 * 60_000, staleMs = 30_000, pollMs = 200, note = (line) => process.stdout.write(`${line}\n`) } = options;
  mkdirSync(path.dirname(paths.lock), { recursive: true });
  const siteDir = path.resolve(path.dirname(paths.lock), '..', '..');
  const started = Date.now();
  const deadline = started + timeoutMs;
  let announced = false;
  const recovered = new Set<number>();
  for (;;) {
    try {
      const release = await lockfile.lock(paths.lock, {
        lockfilePath: paths.lock,
        realpath: false,
        stale: staleMs,
        update: staleMs / 3,
        retries: 0,
        onCompromised: (error) => compromisedBy.get(paths.lock)?.(error),
      });
      const owner: LockOwner = { pid: process.pid, host: os.hostname(), started: new Date().toISOString(), lock: statSync(paths.lock).ino };
      writeFileSync(paths.owner, `${JSON.stringify(owner)}\n`);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') {
        throw new GeneratorError(
          `Cannot take the lock ${relativeLock(siteDir)} (${(error as Error).message}): check that .cache/api is writable.`,
        );
      }
    }
    const seen = lockStat(paths.lock);
    const written = readOwner(paths.owner);
    const owner = written && seen && written.lock === seen.ino ? written : undefined;
    if (owner && seen && owner.host === os.hostname() && !isAlive(owner.pid)) {
      // A killed run cannot remove its lock. Its pid is gone, so the lock is stale: age the lock
      // folder and proper-lockfile takes it over on the next attempt. (A lock younger than 2 s may
      // be a new run's whose owner file is not written yet, so it is left alone until then.)
      if (Date.now() - seen.mtimeMs > 2000 && sameLock(seen, lockStat(paths.lock))) {
        if (!recovered.has(owner.pid))
          note(
            `[api] recovering the lock ${relativeLock(siteDir)} left by a run that no longer exists (pid ${owner.pid}, started ${owner.started})`,
          );
        recovered.add(owner.pid);
        try {
          utimesSync(paths.lock, 0, 0);
        } catch {
          // Removed meanwhile: the next attempt takes it.
        }
        continue;
      }
      await sleep(pollMs);
      continue;
    }
    const holder = owner ? `pid ${owner.pid}${owner.host === os.hostname() ? '' : ` on ${owner.host}`}` : 'pid unknown';
    if (Date.now() >= deadline) {
      throw new GeneratorError(
        `Another run of the API generator (${holder}) still holds ${relativeLock(siteDir)} after ${Math.round(timeoutMs / 1000)} s: wait for it to finish or stop it, then run again (or raise --lock-timeout).`,
      );
    }
    // The owner file follows the lock within milliseconds; name the holder once it is there.
    if (!announced && (owner || Date.now() - started > 1000)) {
      note(`[api] waiting for another run of the API generator (${holder}) to finish: it holds ${relativeLock(siteDir)}`);
      announced = true;
    }
    await sleep(pollMs);
  }
}

function relativeLock(siteDir: string): string {
  return path.relative(siteDir, lockPathsOf(siteDir).lock) || lockPathsOf(siteDir).lock;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

function lockStat(lock: string): { ino: number; mtimeMs: number } | undefined {
  if (!existsSync(lock)) return undefined;
  try {
    const { ino, mtimeMs } = statSync(lock);
    return { ino, mtimeMs };
  } catch {
    return undefined;
  }
}

function sameLock(a: { ino: number; mtimeMs: number }, b: { ino: number; mtimeMs: number } | undefined): boolean {
  return !!b && a.ino === b.ino && a.mtimeMs === b.mtimeMs;
}

/** Signal 0 checks that a process exists; EPERM means it exists but belongs to someone else. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
