import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The name a file has while it is copied next to its destination (see `moveFile`). */
export function partialPathOf(destination: string): string {
  return path.join(path.dirname(destination), `.${path.basename(destination)}.partial`);
}

/**
 * Moves a file, replacing `to` in one step. A rename does that within one file system; across
 * two (`.cache/` on a CI cache mount or a tmpfs, the docs folder on the disk) it fails with EXDEV,
 * and the file is then copied next to `to` first and renamed over it there, so a reader of `to`
 * still sees the old file or the new one, never a half-written one. The source goes before that
 * last rename: whoever finds the source gone knows the move was under way (folder-transaction.ts
 * relies on it when it rolls back).
 */
export function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  const partial = partialPathOf(to);
  try {
    copyFileSync(from, partial);
    rmSync(from);
    renameSync(partial, to);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Keeps the bytes of `from` at `to` without touching `from`: a hard link costs nothing and needs
 * no space, a copy is the fallback where links are not possible (another file system, or one
 * without hard links).
 */
export function keepCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * `mkdir -p`, one level at a time: Node's recursive mkdir reports ENOENT for any failure below an
 * existing folder (a read-only disk, a missing permission), which would hide the cause the user
 * has to fix.
 */
export function makeFolders(dir: string): void {
  if (existsSync(dir)) return;
  makeFolders(path.dirname(dir));
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
