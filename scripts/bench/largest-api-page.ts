import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The biggest generated API page of the build, by HTML size. */
export function largestApiPage(buildDir: string): { path: string; bytes: number } {
  let largest = { path: '', bytes: 0 };
  for (const file of readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || !file.includes('/api-reference/')) continue;
    const bytes = statSync(path.join(buildDir, file)).size;
    if (bytes > largest.bytes) largest = { path: `/${file.replace(/(?:\/index)?\.html$/, '')}`, bytes };
  }
  return largest;
}
