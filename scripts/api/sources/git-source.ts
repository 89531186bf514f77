import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import { resolvePackages, type PackageSelection } from './entry-points';
import { checkoutGitRef } from './git-checkout';
import { lastUpdatesFromGit } from './git-history';
import { installDependencies } from './install-dependencies';
import type { ResolvedSource, SourceContext } from './types';

/**
 * A package at a tag (or commit) of a git repository: the repository is cloned once into the
 * cache, and each commit gets its own detached worktree there, so checkouts never touch the
 * working copy of the repository being documented.
 */
export function resolveGitSource(
  source: { repository: string; ref: string; path?: string },
  selection: PackageSelection,
  context: SourceContext,
): Promise<ResolvedSource> {
  // Versions are generated side by side; git cannot clone into, or add worktrees to, one
  // repository from two processes at once, so work on the same repository takes turns.
  const key = repositoryKey(source.repository, context);
  const turn = (queues.get(key) ?? Promise.resolve()).then(() => resolveInTurn(source, selection, context));
  queues.set(key, turn.catch(() => undefined));
  return turn;
}

const queues = new Map<string, Promise<unknown>>();

function repositoryKey(repository: string, context: SourceContext): string {
  return isRemoteRepository(repository) ? repository : path.resolve(context.siteDir, repository);
}

function isRemoteRepository(repository: string): boolean {
  return /^(https?|ssh|git):\/\/|^git@/.test(repository);
}

async function resolveInTurn(
  source: { repository: string; ref: string; path?: string },
  selection: PackageSelection,
  context: SourceContext,
): Promise<ResolvedSource> {
  const isRemote = isRemoteRepository(source.repository);
  const repository = repositoryKey(source.repository, context);
  const repoCache = path.join(context.cacheDir, 'git', createHash('sha1').update(repository).digest('hex').slice(0, 12));
  const subdir = source.path ?? '.';
  const { git, commit, checkoutDir, workspace } = await checkoutGitRef({
    repository,
    label: source.repository,
    ref: source.ref,
    packageFolder: subdir,
    isRemote,
    repoCache,
  });
  const packageDir = path.resolve(checkoutDir, subdir);
  if (!existsSync(packageDir)) {
    throw new GeneratorError(`"${subdir}" does not exist at ${source.ref} of ${source.repository}: fix "source.path" in api-versions.json.`);
  }
  await installDependencies({ checkoutDir, packageDir, ref: source.ref, workspace });
  const lastUpdates = await lastUpdatesFromGit(git, commit, path.relative(checkoutDir, packageDir) || '.');
  const webUrl = isRemote ? source.repository.replace(/\.git$/, '').replace(/^git@([^:]+):/, 'https://$1/') : context.repository;
  const linkDir = path.relative(checkoutDir, packageDir);
  const { packages, entryPoints } = resolvePackages(packageDir, selection);
  return {
    rootDir: packageDir,
    identity: `git:${repository}:${commit}:${subdir}`,
    packages,
    entryPoints,
    sourceLinkTemplate: `${webUrl}/blob/${commit}/${linkDir ? `${linkDir}/` : ''}{path}#L{line}`,
    lastUpdates,
    defaultLastUpdate: Object.values(lastUpdates).sort((a, b) => b.date.localeCompare(a.date))[0],
  };
}
