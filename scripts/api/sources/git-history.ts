import type { SimpleGit } from 'simple-git';
import type { LastUpdate } from './types';

const marker = '@@commit@@';

/**
 * When each file under `dir` last changed at `ref`, in one `git log` pass (one call per file
 * would be slow on a large package). Paths come back relative to `dir`.
 */
export async function lastUpdatesFromGit(git: SimpleGit, ref: string, dir: string): Promise<Record<string, LastUpdate>> {
  const raw = await git.raw(['log', `--format=${marker}%aI%x00%an`, '--name-only', ref, '--', dir]);
  const updates: Record<string, LastUpdate> = {};
  let current: LastUpdate | undefined;
  const prefix = dir === '.' || dir === '' ? '' : `${dir.replace(/\/$/, '')}/`;
  for (const line of raw.split('\n')) {
    if (line.startsWith(marker)) {
      const [date, author] = line.slice(marker.length).split('\0');
      current = { date: new Date(date).toISOString(), author };
    } else if (line && current) {
      const file = prefix && line.startsWith(prefix) ? line.slice(prefix.length) : line;
      updates[file] ??= current;
    }
  }
  return updates;
}
