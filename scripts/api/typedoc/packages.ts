import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TypeDocJob } from './job';

/**
 * Which package a source file belongs to: the documented package whose folder holds it (the
 * deepest, for nested folders), else the nearest package.json with a name above it, else the
 * version's first package.
 */
export function createPackageLocator(job: Pick<TypeDocJob, 'packages' | 'rootDir'>): (file: string) => string {
  const packages = [...job.packages].sort((a, b) => b.dir.length - a.dir.length);
  const named = new Map<string, string | undefined>();
  const nearestName = (dir: string): string | undefined => {
    if (named.has(dir)) return named.get(dir);
    const manifest = path.join(dir, 'package.json');
    let name: string | undefined;
    if (existsSync(manifest)) {
      try {
        name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      } catch {
        name = undefined;
      }
    }
    if (!name && dir !== path.dirname(dir)) name = nearestName(path.dirname(dir));
    named.set(dir, name);
    return name;
  };
  return (file) => {
    const absolute = path.resolve(job.rootDir, file);
    const owner = packages.find((pkg) => absolute === pkg.dir || absolute.startsWith(`${pkg.dir}${path.sep}`));
    return owner?.name ?? nearestName(path.dirname(absolute)) ?? job.packages[0]?.name ?? 'unknown';
  };
}
