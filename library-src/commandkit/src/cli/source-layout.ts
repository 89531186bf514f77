import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * The directory a build compiles: the first directory of `appDir` below the root (`src` for
 * `src/app`), or the root itself when `appDir` is a single directory (`app`).
 *
 * @param root - The project root, absolute.
 * @param appDir - The absolute app directory.
 * @returns The absolute source directory. An `appDir` outside the root gives the root.
 */
export function sourceDirectoryOf(root: string, appDir: string): string {
  const fromRoot = relative(root, appDir);
  if (fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot) || !fromRoot.includes(sep)) return root;
  return join(root, fromRoot.split(sep)[0]!);
}
