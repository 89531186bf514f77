import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where a 1.0 import path leads in this repository. */
export type ResolvedImportPath = { importPath: string; file: string } | { importPath: string; problem: string };

/**
 * Resolves import paths the way TypeScript resolves them in a user's ES-module project
 * (`"moduleResolution": "NodeNext"`, from `projectDir`, whose node_modules holds the workspace
 * packages): the package's `exports`, its `types` condition, then the declaration file. The
 * workspace is checked unbuilt, so a declaration file under a package's `dist/` counts as present
 * when its source twin under `src/` exists (the packages build `src/` into `dist/`), and the
 * source is what the check reads: a stale `dist/` never hides a change.
 */
export function resolveImportPaths(importPaths: readonly string[], projectDir: string): ResolvedImportPath[] {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const host: ts.ModuleResolutionHost = {
    fileExists: (file) => ts.sys.fileExists(file) || sourceTwin(file) !== undefined,
    directoryExists: (dir) => ts.sys.directoryExists(dir) || sourceTwinDirectory(dir) !== undefined,
    readFile: (file) => ts.sys.readFile(file),
    realpath: realpathOfExisting,
    getCurrentDirectory: () => projectDir,
  };
  // An ES module of the user's project: NodeNext then applies the `import` condition.
  const importer = path.join(projectDir, 'api-1.0-user.mts');
  return importPaths.map((importPath): ResolvedImportPath => {
    const { resolvedModule } = ts.resolveModuleName(importPath, importer, options, host, undefined, undefined, ts.ModuleKind.ESNext);
    if (!resolvedModule) return { importPath, problem: unresolvedReason(importPath, projectDir) };
    const declared = realpathOfExisting(resolvedModule.resolvedFileName);
    return { importPath, file: sourceTwin(declared) ?? declared };
  });
}

/** `<package>/dist/a/b.d.ts` → `<package>/src/a/b.ts` (or .tsx, .mts) when that file exists. */
function sourceTwin(file: string): string | undefined {
  const match = /^(.*)[\\/]dist[\\/](.+)\.d\.(?:m|c)?ts$/.exec(file);
  if (!match || !existsSync(path.join(match[1], 'package.json'))) return undefined;
  return ['ts', 'tsx', 'mts']
    .map((extension) => path.join(match[1], 'src', `${match[2]}.${extension}`))
    .find((source) => existsSync(source));
}

/** `<package>/dist/a` → `<package>/src/a` when that folder exists. */
function sourceTwinDirectory(dir: string): string | undefined {
  const match = /^(.*)[\\/]dist([\\/].*)?$/.exec(dir);
  if (!match || !existsSync(path.join(match[1], 'package.json'))) return undefined;
  const source = path.join(match[1], 'src', match[2] ?? '');
  return ts.sys.directoryExists(source) ? source : undefined;
}

/**
 * The real path of a file that may not exist yet (an unbuilt `dist/` file): the deepest existing
 * folder is resolved, so a package reached through node_modules' workspace link lands in library-src.
 */
function realpathOfExisting(file: string): string {
  let existing = file;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  return path.join(realpathSync(existing), path.relative(existing, file));
}

function unresolvedReason(importPath: string, projectDir: string): string {
  const packageName = importPath
    .split('/')
    .slice(0, importPath.startsWith('@') ? 2 : 1)
    .join('/');
  const packageDir = path.join(projectDir, 'node_modules', packageName);
  if (!existsSync(path.join(packageDir, 'package.json'))) return `there is no package ${packageName} in the workspace`;
  const subpath = importPath === packageName ? '.' : `.${importPath.slice(packageName.length)}`;
  return `${packageName}'s package.json has no "exports" entry "${subpath}" whose "types" file (or its src/ twin) exists`;
}
