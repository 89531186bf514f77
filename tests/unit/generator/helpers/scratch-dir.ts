import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new folder named `prefix` + six random characters in `parent` (the OS temp folder by default), removed after the suite. */
export function scratchDir(prefix: string, parent: string = os.tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, prefix));
  made.push(dir);
  return dir;
}

// Jest gives every suite its own copy of this module, so each suite removes the folders it made
// once its tests are done. Links inside them (node_modules) are removed, never followed. Jest's
// global setup loads this module too (through fixture-site.ts), where there are no suites.
if (typeof afterAll === 'function') {
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
