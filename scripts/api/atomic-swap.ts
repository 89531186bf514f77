import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes `target` hold exactly the files of the finished `staging` folder, then removes `staging`.
 * A first run moves the whole folder in with one rename. Later runs leave files whose bytes did
 * not change alone, move each changed file in with one rename (same file system, so a reader
 * sees the old page or the new one, never half of it) and delete the files no longer generated.
 * A running dev server thus sees one event per page that really changed: renaming the whole
 * folder made Docusaurus reload its docs once per file, hundreds of times, and run out of file
 * handles. Files whose names start with a dot (the generator's stamp) go last, so a run cut
 * short is never marked as current.
 */
export function swapIntoPlace(staging: string, target: string): void {
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(staging, target);
    return;
  }
  const fresh = listFiles(staging).sort((a, b) => Number(isDotFile(a)) - Number(isDotFile(b)));
  for (const file of fresh) {
    const from = path.join(staging, file);
    const to = path.join(target, file);
    if (existsSync(to) && readFileSync(from).equals(readFileSync(to))) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
  }
  const kept = new Set(fresh);
  for (const file of listFiles(target)) {
    if (!kept.has(file)) rmSync(path.join(target, file));
  }
  removeEmptyFolders(target);
  rmSync(staging, { recursive: true, force: true });
}

/** Every file below `dir`, as paths relative to it. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function isDotFile(file: string): boolean {
  return path.basename(file).startsWith('.');
}

/** Removes the folders below `dir` that no file is left in (deepest first). */
function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(dir, entry.name);
    removeEmptyFolders(child);
    if (readdirSync(child).length === 0) rmdirSync(child);
  }
}
