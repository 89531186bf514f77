import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** An entry of a directory listing, sorted by name in code-point order. */
export interface DirectoryEntry {
  readonly name: string;
  readonly path: string;
  readonly directory: boolean;
}

/**
 * Lists a directory's entries sorted by name in code-point order (`01-a` before `1-b` before
 * `B` before `a`), so load order never depends on the file system or locale. Names starting with
 * `_` or `.` are private and left out. A missing directory lists as empty.
 */
export async function listDirectory(directory: string): Promise<DirectoryEntry[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => entry.isDirectory() || entry.isFile())
    .map((entry) => ({ name: entry.name, path: join(directory, entry.name), directory: entry.isDirectory() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
