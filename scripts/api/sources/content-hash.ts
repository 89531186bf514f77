import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.git', '.cache', 'coverage']);

/**
 * A hash of the files under `dir` (names and bytes, in a fixed order), skipping build output: the
 * files given in `files` (paths relative to `dir`), or else every file outside the usual build and
 * dependency folders.
 */
export function hashDirectory(dir: string, files: readonly string[] = listFiles(dir)): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * The files of `dir` that git does not ignore, tracked or new (`git ls-files` output, relative to
 * `dir`): the source as its repository sees it, without the build output a `.gitignore` names
 * (a package's bundled UI, say). Files deleted since the last commit are left out.
 */
export function unignoredFiles(dir: string, lsFilesOutput: string): string[] {
  return lsFilesOutput.split('\0').filter((file) => file !== '' && existsSync(path.join(dir, file)));
}

function listFiles(dir: string, current = dir): string[] {
  return readdirSync(current)
    .filter((name) => !skipped.has(name))
    .flatMap((name) => {
      const full = path.join(current, name);
      return statSync(full).isDirectory() ? listFiles(dir, full) : [path.relative(dir, full)];
    });
}
