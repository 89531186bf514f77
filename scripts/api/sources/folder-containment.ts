import { realpathSync } from 'node:fs';
import path from 'node:path';

/** Whether `target` is `root` or a folder below it, by their paths alone. */
export function isWithin(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * Whether `target`, an existing folder, really is inside `root` once symbolic links are followed:
 * a repository can commit a link to any folder of this machine, and a path through it looks inside.
 */
export function isReallyWithin(root: string, target: string): boolean {
  return isWithin(realpathSync(root), realpathSync(target));
}

/** Whether a path written relative to a folder (a source's `path`) stays in that folder. */
export function staysInside(relative: string): boolean {
  const normal = path.posix.normalize(relative.replace(/\\/g, '/'));
  return !path.posix.isAbsolute(normal) && !/^[A-Za-z]:/.test(normal) && normal !== '..' && !normal.startsWith('../');
}
