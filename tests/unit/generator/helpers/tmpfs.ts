import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Tmpfs {
  dir: string;
  /** Kilobytes in use (a tmpfs counts whole 4 KB pages). */
  usedKb(): number;
  /** Changes the size limit (mount -o remount); it may not go below what is in use. */
  resize(sizeKb: number): void;
  unmount(): void;
}

/**
 * Mounts a fresh tmpfs (another file system than the one holding the temporary folder, and of a
 * size that can run out) on `dir`, a new temporary folder by default. Needs root with the right to
 * mount, as on the Debian machines the README's test line targets; elsewhere it returns undefined
 * and the tests that need one are skipped, saying why.
 */
export function mountTmpfs(options: { dir?: string; sizeKb?: number; readOnly?: boolean } = {}): Tmpfs | undefined {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'ck-tmpfs-'));
  mkdirSync(dir, { recursive: true });
  const flags = `size=${options.sizeKb ?? 64 * 1024}k${options.readOnly ? ',ro' : ''}`;
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', flags, 'tmpfs', dir]).status !== 0) {
    if (!options.dir) rmdirSync(dir);
    return undefined;
  }
  return {
    dir,
    usedKb() {
      const stats = statfsSync(dir);
      return ((stats.blocks - stats.bfree) * stats.bsize) / 1024;
    },
    resize(sizeKb) {
      const result = spawnSync('mount', ['-o', `remount,size=${sizeKb}k`, dir], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`cannot resize the tmpfs on ${dir}: ${result.stderr}`);
    },
    unmount() {
      spawnSync('umount', ['-l', dir]);
      if (!options.dir) rmdirSync(dir);
    },
  };
}

/** Why the tests that need a tmpfs cannot run here, or undefined when they can (probed once). */
export function tmpfsUnavailable(): string | undefined {
  const probe = mountTmpfs({ sizeKb: 64 });
  probe?.unmount();
  return probe ? undefined : 'this machine does not let the tests mount a tmpfs (it takes root and CAP_SYS_ADMIN)';
}
