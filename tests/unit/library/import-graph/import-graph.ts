import path from 'node:path';
import madge from 'madge';

/** The import graph of one workspace's src/, as madge reads it. */
export interface ImportGraph {
  /** Each file (relative to src/) and the files it imports, `import type` included. */
  readonly edges: Record<string, string[]>;
  /** Every import cycle, each as the files along it. */
  readonly cycles: string[][];
  /** Imports that resolved to no file: package names only, unless the resolution is broken. */
  readonly unresolved: string[];
}

export const librarySrc = path.resolve(__dirname, '..', '..', '..', '..', 'library-src');

/**
 * Reads the import graph of `library-src/<workspace>/src` with the workspace's tsconfig.json, as
 * `npx madge --circular --extensions ts,tsx --ts-config <tsconfig> <src>` does. Type-only imports
 * count: madge 8 reads them unless told to skip them.
 */
export async function readImportGraph(workspace: string): Promise<ImportGraph> {
  const root = path.join(librarySrc, workspace);
  const result = await madge(path.join(root, 'src'), { fileExtensions: ['ts', 'tsx'], tsConfig: path.join(root, 'tsconfig.json') });
  return { edges: result.obj(), cycles: result.circular(), unresolved: result.warnings().skipped };
}

/** The files `from` reaches through its imports, itself included. */
export function reachableFrom(edges: Record<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(edges[file] ?? []));
  }
  return seen;
}
