/**
 * The only package manager versions the generator ever runs on a documented repository. A
 * repository names a manager and a major (its `packageManager` field or its lock file); the
 * version comes from here, never from the repository, so a `packageManager` of `pnpm@file:.`, a
 * URL or a dist-tag cannot make us download and run code of its choosing. Each pin is the last
 * release of its major in the npm registry (checked November 2026), so installs stay reproducible.
 */
export const pinnedVersions = {
  /**
   * pnpm 7 for lock files of format 5.x (pnpm 9 ignores those), 8 for 6.0; 9 and 10 both write
   * 9.0 and read `catalog:` (9.5 and later). pnpm 11 needs Node 22, newer than the generator's
   * Node 20, so a repository on pnpm 11 or later gets pnpm 10, which reads the same lock file.
   */
  pnpm: { 7: '7.33.7', 8: '8.15.9', 9: '9.15.9', 10: '10.34.9' },
  /**
   * Yarn 1 (classic), and Yarn 4 for every later major: `workspaces focus` is built into Yarn 4,
   * whereas Yarn 2 and 3 need the workspace-tools plugin from the repository, and repository
   * plugins are never loaded (see install-config.ts). Yarn 4 reads their lock files.
   */
  yarn: { 1: '1.22.22', 4: '4.18.1' },
} as const satisfies Record<'pnpm' | 'yarn', Record<number, string>>;

/** The major a repository's pnpm lock file was written by, from its `lockfileVersion`. */
export function pnpmMajorOfLockfile(lock: string | undefined): number {
  const version = /^lockfileVersion: '?([\d.]+)/m.exec(lock ?? '')?.[1] ?? '9.0';
  if (version.startsWith('5')) return 7;
  if (version.startsWith('6')) return 8;
  return 9;
}

/**
 * The pinned version for a repository on `major` of `manager`: the lowest pin at or above that
 * major (pnpm 6 gets 7, Yarn 3 gets 4), or the newest pin for a major above them all.
 */
export function pinnedVersionOf(manager: keyof typeof pinnedVersions, major: number): string {
  const pins = Object.entries(pinnedVersions[manager])
    .map(([pinMajor, version]) => ({ major: Number(pinMajor), version }))
    .sort((a, b) => a.major - b.major);
  return (pins.find((pin) => pin.major >= major) ?? pins[pins.length - 1]).version;
}
