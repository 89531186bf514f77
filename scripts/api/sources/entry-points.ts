import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { installedVersion } from '../cache-key';
import { GeneratorError } from '../errors';
import { sourceOfDeclaration } from './declaration-source';
import { isReallyWithin } from './folder-containment';
import type { EntryPoint, SourcePackage } from './types';
import { mapPath, typesVersionsPaths } from './types-versions';

interface PackageJson {
  name?: string;
  private?: boolean;
  types?: string;
  typings?: string;
  main?: string;
  typesVersions?: unknown;
  exports?: unknown;
  workspaces?: string[] | { packages?: string[] };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** What a version's manifest entry says about its packages (see manifest.ts). */
export interface PackageSelection {
  /** Import path → entry file, relative to the folder of the package the import path names. */
  entryPoints?: Record<string, string>;
  /** Only these packages, in this order; otherwise every public package of the folder. */
  packages?: string[];
  /** The folder is one package even if its package.json declares workspaces (a published package). */
  single?: boolean;
}

interface FoundPackage {
  name: string;
  dir: string;
  manifest: PackageJson;
}

/**
 * The packages a version documents and their entry points. A source folder is either one package
 * (its package.json has no `workspaces`), or a set of workspace packages: a package.json (or
 * pnpm-workspace.yaml) with `workspaces`, or a folder without package.json whose subfolders are
 * packages. Of a set, every public package (not `"private": true`) is documented unless the
 * manifest lists which; packages come dependencies first, then by name.
 */
export function resolvePackages(
  rootDir: string,
  selection: PackageSelection = {},
): { packages: SourcePackage[]; entryPoints: EntryPoint[] } {
  const workspace = selection.single ? undefined : workspacePackages(rootDir);
  if (!workspace) {
    const entryPoints = resolveEntryPoints(rootDir, selection.entryPoints);
    const name = entryPoints[0].packageName;
    if (selection.packages && !(selection.packages.length === 1 && selection.packages[0] === name)) {
      throw new GeneratorError(
        `"packages" lists ${selection.packages.map((p) => `"${p}"`).join(', ')}, but ${rootDir} is the single package "${name}": fix "packages" in api-versions.json or remove it.`,
      );
    }
    return { packages: [{ name, dir: rootDir, entryPoints }], entryPoints };
  }
  const byName = new Map(workspace.map((found) => [found.name, found]));
  let chosen: FoundPackage[];
  if (selection.packages) {
    chosen = selection.packages.map((name) => {
      const found = byName.get(name);
      if (!found) {
        throw new GeneratorError(
          `"packages" lists "${name}", which is not a package in ${rootDir} (its packages are ${[...byName.keys()].sort().join(', ')}): fix "packages" in api-versions.json.`,
        );
      }
      return found;
    });
  } else {
    chosen = dependenciesFirst(workspace.filter((found) => found.manifest.private !== true));
    if (chosen.length === 0) {
      throw new GeneratorError(
        `${rootDir} has no public package (all are "private": true): list the ones to document in "packages" in api-versions.json.`,
      );
    }
  }
  const explicit = explicitByPackage(selection.entryPoints, chosen, rootDir);
  const packages = chosen.map((found): SourcePackage => ({
    name: found.name,
    dir: found.dir,
    entryPoints: resolveEntryPoints(found.dir, explicit.get(found.name)),
  }));
  return { packages, entryPoints: packages.flatMap((pkg) => pkg.entryPoints) };
}

/**
 * The name pages give the library: that of the first of `folders` whose package.json has one (the
 * source folder, then for a git source the repository's root), else the first package's.
 */
export function libraryNameOf(folders: readonly string[], packages: readonly SourcePackage[]): string {
  for (const folder of folders) {
    const file = path.join(folder, 'package.json');
    if (!existsSync(file)) continue;
    let name: unknown;
    try {
      name = (JSON.parse(readFileSync(file, 'utf8')) as PackageJson).name;
    } catch {
      continue;
    }
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return packages[0].name;
}

/** The packages of a workspace folder, or undefined when the folder is a single package. */
function workspacePackages(rootDir: string): FoundPackage[] | undefined {
  const manifestFile = path.join(rootDir, 'package.json');
  if (existsSync(manifestFile)) {
    const manifest = readPackageJson(manifestFile);
    const patterns = Array.isArray(manifest.workspaces) ? manifest.workspaces : (manifest.workspaces?.packages ?? pnpmWorkspaces(rootDir));
    if (!patterns) return undefined;
    const dirs = [...new Set(patterns.filter((p) => !p.startsWith('!')).flatMap((pattern) => expandPattern(rootDir, pattern)))];
    const excluded = new Set(patterns.filter((p) => p.startsWith('!')).flatMap((pattern) => expandPattern(rootDir, pattern.slice(1))));
    return dirs.filter((dir) => !excluded.has(dir)).flatMap((dir) => packageAt(dir));
  }
  const found = expandPattern(rootDir, '*')
    .flatMap((dir) => (path.basename(dir).startsWith('@') ? expandPattern(dir, '*') : [dir]))
    .flatMap((dir) => packageAt(dir));
  return found.length ? found : undefined;
}

function packageAt(dir: string): FoundPackage[] {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return [];
  const manifest = readPackageJson(file);
  return [{ name: manifest.name ?? path.basename(dir), dir, manifest }];
}

function readPackageJson(file: string): PackageJson {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  } catch (error) {
    throw new GeneratorError(`Cannot read ${file} (${(error as Error).message.split('\n')[0]}): fix its JSON.`);
  }
}

/** The `packages:` list of a pnpm-workspace.yaml, when there is one. */
function pnpmWorkspaces(rootDir: string): string[] | undefined {
  const file = path.join(rootDir, 'pnpm-workspace.yaml');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start === -1) return undefined;
  const patterns: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s*['"]?([^'"#]+?)['"]?\s*(#.*)?$/.exec(line);
    if (item) patterns.push(item[1]);
    else if (/^\S/.test(line)) break;
  }
  return patterns;
}

/** Folders matching a workspace pattern such as `packages/*` (`*` and `**` match one folder level). */
function expandPattern(rootDir: string, pattern: string): string[] {
  let dirs = [rootDir];
  for (const segment of pattern.replace(/^\.\//, '').replace(/\/$/, '').split('/')) {
    if (segment === '' || segment === '.') continue;
    dirs = dirs.flatMap((dir) => {
      if (!segment.includes('*')) return isDirectory(path.join(dir, segment)) ? [path.join(dir, segment)] : [];
      const matcher = new RegExp(
        `^${segment
          .split(/\*+/)
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      );
      return isDirectory(dir)
        ? readdirSync(dir)
            .filter((name) => !name.startsWith('.') && name !== 'node_modules' && matcher.test(name))
            .sort()
            .map((name) => path.join(dir, name))
            .filter(isDirectory)
        : [];
    });
  }
  return dirs;
}

function isDirectory(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

/**
 * Packages that others of the set depend on come first (commandkit before its plugins), then by
 * name. An optional peer dependency does not count: a package that only works with another when
 * it is there (commandkit re-exporting @commandkit/i18n) still comes before that package.
 */
function dependenciesFirst(found: FoundPackage[]): FoundPackage[] {
  const names = new Set(found.map((pkg) => pkg.name));
  const byName = new Map(found.map((pkg) => [pkg.name, pkg]));
  const depth = new Map<string, number>();
  const depthOf = (pkg: FoundPackage, seen: Set<string>): number => {
    if (depth.has(pkg.name)) return depth.get(pkg.name)!;
    if (seen.has(pkg.name)) return 0;
    seen.add(pkg.name);
    const peers = Object.keys(pkg.manifest.peerDependencies ?? {}).filter(
      (name) => pkg.manifest.peerDependenciesMeta?.[name]?.optional !== true,
    );
    const deps = [...Object.keys(pkg.manifest.dependencies ?? {}), ...peers].filter((name) => names.has(name) && name !== pkg.name);
    const value = deps.length ? 1 + Math.max(...deps.map((name) => depthOf(byName.get(name)!, seen))) : 0;
    depth.set(pkg.name, value);
    return value;
  };
  return [...found].sort((a, b) => depthOf(a, new Set()) - depthOf(b, new Set()) || a.name.localeCompare(b.name));
}

/** The manifest's explicit entry points of a set of packages, grouped by the package each import path names. */
function explicitByPackage(
  explicit: Record<string, string> | undefined,
  packages: FoundPackage[],
  rootDir: string,
): Map<string, Record<string, string>> {
  const grouped = new Map<string, Record<string, string>>();
  for (const [importPath, file] of Object.entries(explicit ?? {})) {
    const owner = packages
      .filter((pkg) => importPath === pkg.name || importPath.startsWith(`${pkg.name}/`))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (!owner) {
      throw new GeneratorError(
        `The entry point "${importPath}" names none of the packages in ${rootDir} (${packages.map((pkg) => pkg.name).join(', ')}): fix "entryPoints" in api-versions.json.`,
      );
    }
    grouped.set(owner.name, { ...grouped.get(owner.name), [importPath]: file });
  }
  return grouped;
}

/**
 * The files TypeDoc documents for a package: the manifest's explicit map when there is one,
 * otherwise one per public subpath of `package.json` `exports` (or, without `exports`, of its
 * `types` and `typesVersions`). A declaration file of the build is traced back to its source
 * when that exists (see declaration-source.ts), so pages are built from the TSDoc in the source.
 */
export function resolveEntryPoints(packageDir: string, explicit?: Record<string, string>): EntryPoint[] {
  const declared = explicit ? Object.entries(explicit) : entriesFromExports(packageDir);
  if (declared.length === 0) {
    throw new GeneratorError(
      `No entry points found for ${packageDir}: add "exports" to its package.json or "entryPoints" to api-versions.json.`,
    );
  }
  const manifestFile = path.join(packageDir, 'package.json');
  const packageName = (existsSync(manifestFile) ? readPackageJson(manifestFile).name : undefined) ?? packageNameOf(declared[0][0]);
  const entries = declared.map(([importPath, relative]): EntryPoint => {
    const declaredFile = path.resolve(packageDir, relative);
    const file = sourceOfDeclaration(packageDir, declaredFile) ?? declaredFile;
    if (!existsSync(file)) {
      throw new GeneratorError(
        `Entry point "${relative}" (for "${importPath}") does not exist in ${packageDir}: fix "entryPoints" in api-versions.json or the package's "exports".`,
      );
    }
    // `exports` is the documented repository's (or package's) word: it must not make TypeDoc read, and the pages show, a file of this machine.
    if (!explicit && !isReallyWithin(packageDir, file)) {
      throw new GeneratorError(
        `The export "${importPath}" of ${packageName} points outside its package folder ("${relative}"): fix the package's "exports" at this version, or give "entryPoints" in api-versions.json.`,
      );
    }
    return { importPath, file, packageName };
  });
  // The main entry point first: pages list it before the sub-paths.
  return entries.sort((a, b) => Number(b.importPath === packageName) - Number(a.importPath === packageName));
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageNameOf(importPath: string): string {
  const parts = importPath.split('/');
  return parts.slice(0, importPath.startsWith('@') ? 2 : 1).join('/');
}

function entriesFromExports(packageDir: string): [string, string][] {
  const manifestFile = path.join(packageDir, 'package.json');
  if (!existsSync(manifestFile)) {
    throw new GeneratorError(`${packageDir} has no package.json: point the version's source at the package folder.`);
  }
  const pkg = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageJson;
  const name = pkg.name ?? path.basename(packageDir);
  if (pkg.exports === undefined || pkg.exports === null) return entriesFromTypes(packageDir, pkg, name);
  const exportsField = pkg.exports;
  const map: Record<string, unknown> =
    typeof exportsField === 'string' || !Object.keys(exportsField as object).every((key) => key.startsWith('.'))
      ? { '.': exportsField }
      : (exportsField as Record<string, unknown>);
  return Object.entries(map)
    .filter(([subpath]) => !subpath.includes('*') && !subpath.endsWith('.json'))
    .map(([subpath, target]): [string, string] => {
      const importPath = subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`;
      const typesPath = typesTarget(target);
      if (!typesPath) {
        throw new GeneratorError(`The export "${subpath}" of ${name} has no types file: add a "types" condition to it.`);
      }
      return [importPath, typesPath];
    });
}

/** The declaration file a conditional export points at (the `types` condition, searched depth-first). */
function typesTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return declarationOf(target);
  if (typeof target !== 'object' || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  if (typeof conditions.types === 'string') return conditions.types;
  for (const value of Object.values(conditions)) {
    const found = typesTarget(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The entry points of a package without `exports`, where TypeScript finds its types as 5.9 does:
 * the main entry's declaration file is `types` (or `typings`, or the one beside `main`), mapped
 * through `typesVersions` when the package has it (`{ "*": ["./dist/types/*"] }` maps
 * `index.d.ts`), the first mapping that leads to a file winning over the file itself. A key of
 * `typesVersions` without a wildcard (`"helpers": ["./dist/helpers.d.ts"]`) is a sub-path: it is
 * documented, as an `exports` sub-path is.
 */
function entriesFromTypes(packageDir: string, pkg: PackageJson, name: string): [string, string][] {
  const main = pkg.types ?? pkg.typings ?? pkg.main;
  const paths = typesVersionsPaths(pkg.typesVersions, installedVersion('typescript'));
  if (!main && !paths) return [];
  const exists = (relative: string) => {
    const file = path.resolve(packageDir, relative);
    return existsSync(file) || sourceOfDeclaration(packageDir, file) !== undefined;
  };
  const pick = (moduleName: string, fallback: string) =>
    (paths ? mapPath(paths, moduleName).flatMap(declarationCandidates) : []).find(exists) ?? fallback;
  const mainModule = main ? path.posix.normalize(main).replace(/^\.\//, '') : 'index';
  const entries: [string, string][] = [[name, pick(mainModule, main ? declarationOf(main) : 'index.d.ts')]];
  for (const key of Object.keys(paths ?? {})) {
    const subpath = key.replace(/^\.\//, '');
    if (subpath.includes('*') || subpath === mainModule || /\.([cm]?[jt]sx?|json)$/.test(subpath)) continue;
    const targets = mapPath(paths!, key).flatMap(declarationCandidates);
    if (targets.length > 0) entries.push([`${name}/${subpath}`, targets.find(exists) ?? targets[0]]);
  }
  return entries;
}

/** The declaration file TypeScript reads for a JavaScript file. */
function declarationOf(file: string): string {
  return file.replace(/\.(m|c)?js$/, '.d.$1ts');
}

/** What a `typesVersions` target may name: a declaration or source file, a JavaScript file's declarations, or a path without extension. */
function declarationCandidates(target: string): string[] {
  if (/\.(d\.)?[cm]?tsx?$/.test(target)) return [target];
  if (/\.[cm]?js$/.test(target)) return [declarationOf(target)];
  return [`${target}.d.ts`, `${target}.ts`, `${target}/index.d.ts`];
}
