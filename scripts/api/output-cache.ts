import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ApiVersion } from './manifest';
import { readStamp, type Stamp } from './stamp';

/**
 * Each version's output as it stood before the history phase, kept in `.cache/api/output/<version>/`
 * so a clean build (docs folders' `api-reference` removed) restores it instead of running TypeDoc
 * again when the cache key still matches. A released version's key names an immutable source (a
 * pinned npm package with an integrity hash, or a git commit); Next's, a local folder's, holds the
 * hash of the folder's contents and its last commit, so an edit gives a new key and the entry is
 * replaced by the next run's output (one entry per version, never a pile of stale copies). The
 * entry is the pre-history copy because the changes pages and "Added in" lines depend on the other
 * versions: the history phase recomputes them on the restored staging copy, never on the entry.
 */
export function outputCacheDirOf(cacheDir: string, versionName: string): string {
  return path.join(cacheDir, 'output', versionName);
}

/**
 * Whether a run stores its output for the clean builds to come: always, except for a local folder
 * in `npm start`'s watch loop, which regenerates it after every edit (copying it each time would
 * only slow the loop down; the loop's first run still restores it).
 */
export function storesOutput(version: ApiVersion, watching: boolean): boolean {
  return version.source.type !== 'local' || !watching;
}

/**
 * Copies the cached entry into `staging` when its stamp holds `key`, and returns that stamp. An
 * entry without a stamp (or with another key) is not trusted: `saveOutput` renames whole entries
 * into place, so only a copy damaged from outside could lack one.
 */
export function restoreOutput(entry: string, key: string, staging: string): Stamp | undefined {
  const stamp = readStamp(entry);
  if (stamp?.key !== key) return undefined;
  cpSync(entry, staging, { recursive: true });
  return stamp;
}

/**
 * Replaces the entry with a copy of `staging`. The copy goes to a folder beside the entry first
 * and is renamed into place, so a run cut short leaves either no entry or a whole one.
 */
export function saveOutput(staging: string, entry: string): void {
  const partial = `${entry}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(staging, partial, { recursive: true });
    rmSync(entry, { recursive: true, force: true });
    renameSync(partial, entry);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
