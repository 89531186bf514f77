import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeSystemError } from '../system-errors';

/** Big enough that a disk without room for one more page has no room for it either. */
const probeBytes = 256 * 1024;

/**
 * For TypeDoc's "Could not write <file>" error, the line the user needs: typedoc-plugin-markdown
 * catches the failed write and logs only that, so the cause (a full disk, a missing permission)
 * is found again by writing a probe file into the same folder. Undefined for any other error.
 */
export function writeFailureLine(typedocError: string): string | undefined {
  const file = /Could not write (.+?)\.?$/.exec(typedocError)?.[1];
  if (!file) return undefined;
  const probe = path.join(path.dirname(file), `.write-probe-${process.pid}`);
  try {
    writeFileSync(probe, Buffer.alloc(probeBytes));
  } catch (error) {
    // Named after the page TypeDoc could not write, not after the probe.
    const known = describeSystemError({ code: (error as NodeJS.ErrnoException).code, syscall: 'write', path: file });
    if (known) return known;
  } finally {
    rmSync(probe, { force: true });
  }
  return `TypeDoc could not write ${file}: check that its folder is writable and its disk has room, then run again.`;
}
