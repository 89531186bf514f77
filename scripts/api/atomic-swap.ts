import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { applyChanges, repairInterrupted, transactionFolderName, type FolderChange } from './folder-transaction';

/**
 * Makes `target` hold exactly the files of the finished `staging` folder, then removes `staging`.
 * Files whose bytes did not change are left alone; each changed file goes into place with one
 * rename and the files no longer generated are deleted. A running dev server thus sees one event
 * per page that really changed: renaming the whole folder made Docusaurus reload its docs once
 * per file, hundreds of times, and run out of file handles. The moves are one transaction (see
 * folder-transaction.ts): they work when `staging` is on another file system, and a failure part
 * way puts back every file of the previous output. Files whose names start with a dot (the
 * generator's stamp) go last, so the folder is marked as current only once all the rest is.
 */
export function swapIntoPlace(staging: string, target: string): void {
  // A killed run's half-done moves are undone first, so the comparison below sees the real previous output.
  repairInterrupted(target);
  const fresh = listFiles(staging);
  const changes: FolderChange[] = [];
  for (const file of fresh) {
    const from = path.join(staging, file);
    const to = path.join(target, file);
    if (!sameBytes(from, to)) changes.push({ file, from });
  }
  const kept = new Set(fresh);
  const gone = existsSync(target) ? listFiles(target).filter((file) => !kept.has(file)) : [];
  for (const file of gone) changes.push({ file, remove: true });
  applyChanges(
    target,
    changes.sort((a, b) => Number(isDotFile(a.file)) - Number(isDotFile(b.file))),
  );
  rmSync(staging, { recursive: true, force: true });
}

/** Every file below `dir` (but none of a transaction's), as paths relative to it. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== transactionFolderName);
}

function sameBytes(a: string, b: string): boolean {
  try {
    return statSync(b).isFile() && statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

function isDotFile(file: string): boolean {
  return path.basename(file).startsWith('.');
}
