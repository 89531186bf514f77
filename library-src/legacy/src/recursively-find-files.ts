import { isModuleFile, listEntries } from './files.ts';

/** A module file found by {@link recursivelyFindFiles}. */
export interface FileData {
  /** The file's name, such as `ping.ts`. */
  name: string;
  /** The file's absolute path. */
  path: string;
}

/**
 * The module files below a folder, as 0.1.x helpers listed them: depth first in name order,
 * skipping names that start with `_` or `.` (as the plugin's own loaders do) and stopping
 * `maxDepth` folders down, so a stray deep tree (or a link back up) cannot make it run forever.
 *
 * @param dir - An absolute path; a missing folder has no files.
 * @param accumulator - A list to append to; a new one unless given.
 * @param maxDepth - How many folder levels below `dir` to enter; `0` reads `dir` only.
 * @returns `accumulator`, with the files found appended.
 * @throws `TypeError` when `maxDepth` is not a whole number of 0 or more; what `readdir` throws
 * for anything but a missing folder.
 *
 * @example
 * ```ts
 * import { join } from 'node:path';
 * import { recursivelyFindFiles } from '@commandkit/legacy';
 *
 * const helpers = await recursivelyFindFiles(join(import.meta.dirname, 'helpers'));
 * console.log(helpers.map((file) => file.name));
 * ```
 */
export async function recursivelyFindFiles(dir: string, accumulator: FileData[] = [], maxDepth = 5): Promise<FileData[]> {
  if (!Number.isInteger(maxDepth) || maxDepth < 0) {
    throw new TypeError(`recursivelyFindFiles() needs a maxDepth that is a whole number of 0 or more, got ${String(maxDepth)}.`);
  }
  for (const entry of await listEntries(dir)) {
    if (entry.directory) {
      if (maxDepth > 0) await recursivelyFindFiles(entry.path, accumulator, maxDepth - 1);
    } else if (isModuleFile(entry.name)) {
      accumulator.push({ name: entry.name, path: entry.path });
    }
  }
  return accumulator;
}
