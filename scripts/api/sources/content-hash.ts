import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.git', '.cache', 'coverage']);

/** A hash of every file under `dir` (names and bytes, in a fixed order), skipping build output. */
export function hashDirectory(dir: string): string {
  const hash = createHash('sha256');
  const visit = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      if (skipped.has(name)) continue;
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) {
        visit(full);
      } else {
        hash.update(path.relative(dir, full)).update('\0').update(readFileSync(full)).update('\0');
      }
    }
  };
  visit(dir);
  return hash.digest('hex');
}
