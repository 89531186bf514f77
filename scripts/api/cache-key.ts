import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiVersion } from './manifest';
import type { ResolvedSource } from './sources/types';

const toolPackages = [
  'typedoc',
  'typedoc-plugin-markdown',
  'typedoc-plugin-missing-exports',
  'typedoc-plugin-mdn-links',
  'typescript',
  'discord.js',
];

/**
 * Identifies one generation: the generator's own code and tool versions, the version's manifest
 * entry, the source's identity, and everything else of the resolved source that reaches a page.
 * Same key, same output, so the run can be skipped. The source's identity names its files only:
 * the address source links point to comes from the manifest's top-level `repository` (not part of
 * the version's entry), so it is in here through the link template, as are the library's name
 * (the manifest's `library` is set on the source), the packages, their import paths and the
 * last-update dates the pages show.
 */
export function cacheKey(version: ApiVersion, source: ResolvedSource, generatorDir = __dirname): string {
  return createHash('sha256')
    .update(generatorFingerprint(generatorDir))
    .update(JSON.stringify(version))
    .update(source.identity)
    .update(JSON.stringify(pageInputs(source)))
    .digest('hex');
}

/** What of the resolved source the pages show, with paths relative to its folder (where it is on disk does not matter). */
function pageInputs(source: ResolvedSource): unknown {
  const relative = (file: string) => path.relative(source.rootDir, file).split(path.sep).join('/');
  return {
    sourceLinkTemplate: source.sourceLinkTemplate,
    libraryName: source.libraryName,
    packages: source.packages.map((pkg) => ({
      name: pkg.name,
      dir: relative(pkg.dir),
      entryPoints: pkg.entryPoints.map((entry) => ({
        importPath: entry.importPath,
        file: relative(entry.file),
        packageName: entry.packageName,
      })),
    })),
    lastUpdates: Object.entries(source.lastUpdates).sort(([a], [b]) => a.localeCompare(b)),
    defaultLastUpdate: source.defaultLastUpdate ?? null,
  };
}

let fingerprint: string | undefined;

/** The generator's own code and the versions of the tools it runs, as one hash. */
export function generatorFingerprint(generatorDir = __dirname): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const files = readdirSync(generatorDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(generatorDir, file)));
  for (const name of toolPackages) hash.update(`${name}@${installedVersion(name, generatorDir)}`);
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** Read from node_modules directly: some tools do not export their package.json. */
export function installedVersion(name: string, fromDir = __dirname): string {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  return 'missing';
}
