import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Replaces `target` with the finished `staging` folder. Both renames are on the same file
 * system, so readers (and a running dev server) see either the old pages or the new ones.
 */
export function swapIntoPlace(staging: string, target: string): void {
  const previous = `${target}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (existsSync(previous)) renameSync(previous, target);
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}
