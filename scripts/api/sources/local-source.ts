import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { simpleGit } from 'simple-git';
import { GeneratorError } from '../errors';
import { hashDirectory, unignoredFiles } from './content-hash';
import { libraryNameOf, resolvePackages, type PackageSelection } from './entry-points';
import { isWithin } from './folder-containment';
import { lastUpdatesFromGit } from './git-history';
import type { ResolvedSource, SourceContext } from './types';

/**
 * A package folder (or a folder of workspace packages) of this repository, as it is on disk now. Source links and last-update dates
 * use the last commit that touched the folder, so they stay valid and stable until it changes again.
 */
export async function resolveLocalSource(
  source: { path: string },
  selection: PackageSelection,
  context: SourceContext,
): Promise<ResolvedSource> {
  const packageDir = path.resolve(context.siteDir, source.path);
  if (!existsSync(packageDir)) {
    throw new GeneratorError(`The local source "${source.path}" does not exist: fix "source.path" in api-versions.json.`);
  }
  const git = simpleGit(context.siteDir);
  const repoRoot = (await git.checkIsRepo()) ? (await git.revparse(['--show-toplevel'])).trim() : undefined;
  // By path, from the real folders (git prints the top level with links resolved): a link the maintainer made inside it is theirs to make.
  if (!isWithin(realpathSync(repoRoot ?? context.siteDir), path.resolve(realpathSync(context.siteDir), source.path))) {
    throw new GeneratorError(
      `The local source "${source.path}" is outside ${repoRoot ? 'the repository' : 'the site folder'} (${repoRoot ?? context.siteDir}): fix "source.path" in api-versions.json, or document it with a git source.`,
    );
  }
  const { packages, entryPoints } = resolvePackages(packageDir, selection);
  const relativeDir = repoRoot ? path.relative(repoRoot, packageDir) || '.' : source.path;
  const revision = repoRoot ? (await git.raw(['log', '-1', '--format=%H', '--', relativeDir])).trim() : '';
  const lastUpdates = revision ? await lastUpdatesFromGit(simpleGit(repoRoot!), revision, relativeDir) : {};
  // What git ignores is build output (a bundled UI, say): it must not make the API look changed.
  const files = repoRoot
    ? unignoredFiles(
        packageDir,
        await simpleGit(packageDir).raw(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.']),
      )
    : undefined;
  const newest = Object.values(lastUpdates).sort((a, b) => b.date.localeCompare(a.date))[0];
  return {
    rootDir: packageDir,
    identity: `local:${hashDirectory(packageDir, files)}:${revision}`,
    packages,
    libraryName: libraryNameOf([packageDir], packages),
    entryPoints,
    sourceLinkTemplate: `${context.repository}/blob/${revision || 'main'}/${relativeDir}/{path}#L{line}`,
    lastUpdates,
    defaultLastUpdate: newest,
  };
}
