import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written into the output last; holds the cache key of the run that produced it. */
export const stampFileName = '.generated.json';

export interface Stamp {
  key: string;
  /** What the run reported (item pages, and all pages before the history phase's changes pages), so a copy restored from the output cache reports the same. */
  items: number;
  pages: number;
}

export function writeStamp(dir: string, stamp: Stamp): void {
  writeFileSync(path.join(dir, stampFileName), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The stamp of a folder, or undefined when it has none (never generated, or cut short before the stamp). */
export function readStamp(dir: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dir, stampFileName), 'utf8')) as Partial<Stamp>;
    if (typeof stamp.key !== 'string' || typeof stamp.items !== 'number' || typeof stamp.pages !== 'number') return undefined;
    return { key: stamp.key, items: stamp.items, pages: stamp.pages };
  } catch {
    return undefined;
  }
}
