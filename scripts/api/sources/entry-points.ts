import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import type { EntryPoint } from './types';

interface PackageJson {
  name?: string;
  types?: string;
  exports?: unknown;
}

/**
 * The files TypeDoc documents for a package: the manifest's explicit map when there is one,
 * otherwise one per public subpath of `package.json` `exports`. A declared `./dist/x.d.ts` is
 * traced back to `./src/x.ts` when that file exists, so pages are built from the TSDoc in the source.
 */
export function resolveEntryPoints(packageDir: string, explicit?: Record<string, string>): EntryPoint[] {
  const declared = explicit ? Object.entries(explicit) : entriesFromExports(packageDir);
  if (declared.length === 0) {
    throw new GeneratorError(`No entry points found for ${packageDir}: add "exports" to its package.json or "entryPoints" to api-versions.json.`);
  }
  return declared.map(([importPath, relative]) => {
    const file = preferSource(packageDir, relative);
    if (!existsSync(file)) {
      throw new GeneratorError(
        `Entry point "${relative}" (for "${importPath}") does not exist in ${packageDir}: fix "entryPoints" in api-versions.json or the package's "exports".`,
      );
    }
    return { importPath, file };
  });
}

function entriesFromExports(packageDir: string): [string, string][] {
  const manifestFile = path.join(packageDir, 'package.json');
  if (!existsSync(manifestFile)) {
    throw new GeneratorError(`${packageDir} has no package.json: point the version's source at the package folder.`);
  }
  const pkg = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageJson;
  const name = pkg.name ?? path.basename(packageDir);
  const exportsField = pkg.exports ?? (pkg.types ? { '.': pkg.types } : {});
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
  if (typeof target === 'string') return target.replace(/\.(m|c)?js$/, '.d.$1ts');
  if (typeof target !== 'object' || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  if (typeof conditions.types === 'string') return conditions.types;
  for (const value of Object.values(conditions)) {
    const found = typesTarget(value);
    if (found) return found;
  }
  return undefined;
}

function preferSource(packageDir: string, relative: string): string {
  const declared = path.resolve(packageDir, relative);
  const match = /^(?:\.\/)?dist\/(.+)\.d\.(m|c)?ts$/.exec(relative);
  if (match) {
    for (const extension of ['ts', 'tsx', 'mts']) {
      const source = path.resolve(packageDir, 'src', `${match[1]}.${extension}`);
      if (existsSync(source)) return source;
    }
  }
  return declared;
}
