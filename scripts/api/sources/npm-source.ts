import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extract } from 'tar';
import { GeneratorError } from '../errors';
import { CommandFailedError, runCommand } from '../run-command';
import { toolErrorLine } from '../tool-errors';
import { libraryNameOf, resolvePackages } from './entry-points';
import type { LastUpdate, ResolvedSource, SourceContext } from './types';

interface NpmPackInfo {
  filename: string;
  integrity: string;
  name: string;
  version: string;
}

interface FetchedPackage {
  integrity: string;
  published: LastUpdate;
}

/**
 * A published package, fetched once with `npm pack` and unpacked into the cache. The spec pins
 * an exact version, so a cached copy never goes stale and later runs need no network.
 */
export async function resolveNpmSource(
  source: { spec: string },
  explicitEntryPoints: Record<string, string> | undefined,
  context: SourceContext,
): Promise<ResolvedSource> {
  const dir = path.join(context.cacheDir, 'npm', source.spec.replace('/', '__'));
  const packageDir = path.join(dir, 'package');
  const infoFile = path.join(dir, 'fetched.json');
  if (!existsSync(infoFile) || !existsSync(packageDir)) await fetchPackage(source.spec, dir);
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as FetchedPackage;
  // A published package is one package, whatever its package.json says about workspaces.
  const { packages, entryPoints } = resolvePackages(packageDir, { entryPoints: explicitEntryPoints, single: true });
  return {
    rootDir: packageDir,
    identity: `npm:${source.spec}:${info.integrity}`,
    packages,
    libraryName: libraryNameOf([packageDir], packages),
    entryPoints,
    sourceLinkTemplate: `https://unpkg.com/browse/${source.spec}/{path}#L{line}`,
    lastUpdates: {},
    defaultLastUpdate: info.published,
  };
}

async function fetchPackage(spec: string, dir: string): Promise<void> {
  const staging = `${dir}.download`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const packed = await npm(['pack', spec, '--json', '--pack-destination', staging], spec);
    const [info] = JSON.parse(packed) as NpmPackInfo[];
    // `npm view <spec> time` prints the publish time of every version of the package.
    const times = JSON.parse(await npm(['view', spec, 'time', '--json'], spec)) as Record<string, string>;
    // Plain files and folders only: a crafted tarball's link could make TypeDoc read any file of this machine into the pages.
    await extract({
      file: path.join(staging, info.filename),
      cwd: staging,
      filter: (_path, entry) => 'type' in entry && ['File', 'OldFile', 'Directory'].includes(entry.type),
    });
    const published: LastUpdate = {
      date: new Date(times[info.version] ?? Date.now()).toISOString(),
      author: publisherOf(path.join(staging, 'package', 'package.json'), info.name),
    };
    rmSync(path.join(staging, info.filename));
    writeFileSync(path.join(staging, 'fetched.json'), `${JSON.stringify({ integrity: info.integrity, published }, null, 2)}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

async function npm(args: string[], spec: string): Promise<string> {
  try {
    return (await runCommand('npm', args)).stdout;
  } catch (error) {
    if (error instanceof CommandFailedError) {
      const reason = /E404|No match found|is not in this registry/.test(error.stderr)
        ? 'it is not published'
        : toolErrorLine(error.stderr, 'npm failed');
      throw new GeneratorError(
        `Cannot fetch npm package "${spec}" (${reason}): fix "source.spec" in api-versions.json or check the registry.`,
      );
    }
    throw error;
  }
}

/** Who published the package, as its manifest names them; the package name when it names no one. */
function publisherOf(manifestFile: string, name: string): string {
  const pkg = JSON.parse(readFileSync(manifestFile, 'utf8')) as { author?: string | { name?: string } };
  const author = typeof pkg.author === 'string' ? pkg.author.replace(/\s*[<(].*$/, '') : pkg.author?.name;
  return author || `${name} maintainers`;
}
