import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ApiVersion } from './manifest';
import { readStamp, type Stamp } from './stamp';

/**
 * Released versions' output as it stood before the history phase, kept in
 * `.cache/api/output/<version>/` so a clean build (docs folders' `api-reference` removed) restores
 * it instead of running TypeDoc again. Only immutable sources qualify: a published npm package
 * (pinned, with an integrity hash) or a git commit cannot change under the same cache key, while
 * a local folder changes all the time and would only fill the cache with stale copies. The entry
 * is the pre-history copy because the changes pages and "Added in" lines depend on the other
 * versions: the history phase recomputes them on the restored staging copy, never on the entry.
 */
export function outputCacheDirOf(cacheDir: string, versionName: string): string {
  return path.join(cacheDir, 'output', versionName);
}

export function isCacheable(version: ApiVersion): boolean {
  return version.source.type !== 'local';
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
