import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import { oneLine } from '../message-text';
import { failureLine } from '../tool-errors';
import { libraryNameOf, resolvePackages, type PackageSelection } from './entry-points';
import { isReallyWithin, staysInside } from './folder-containment';
import { checkoutGitRef } from './git-checkout';
import { lastUpdatesFromGit } from './git-history';
import { installDependencies } from './install-dependencies';
import { locateRepository } from './repository-location';
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
  const key = locateRepository(source.repository, context.siteDir, context.repository).cloneFrom;
  const turn = (queues.get(key) ?? Promise.resolve()).then(() => resolveInTurn(source, selection, context));
  queues.set(
    key,
    turn.catch(() => undefined),
  );
  return turn;
}

const queues = new Map<string, Promise<unknown>>();

async function resolveInTurn(
  source: { repository: string; ref: string; path?: string },
  selection: PackageSelection,
  context: SourceContext,
): Promise<ResolvedSource> {
  const { cloneFrom, isNetwork, webUrl } = locateRepository(source.repository, context.siteDir, context.repository);
  const repoCache = path.join(context.cacheDir, 'git', createHash('sha1').update(cloneFrom).digest('hex').slice(0, 12));
  const subdir = source.path ?? '.';
  const outside = () =>
    new GeneratorError(
      `"${subdir}" is outside the repository ${source.repository}: fix "source.path" in api-versions.json to a folder inside it, such as "packages/<name>".`,
    );
  // api-versions.json is checked for this too (manifest.ts); nothing is cloned or installed for such a path.
  if (!staysInside(subdir)) throw outside();
  const { git, commit, checkoutDir, workspace } = await checkoutGitRef({
    repository: cloneFrom,
    label: source.repository,
    ref: source.ref,
    packageFolder: subdir,
    isRemote: isNetwork,
    repoCache,
  });
  const packageDir = path.resolve(checkoutDir, subdir);
  if (!existsSync(packageDir)) {
    throw new GeneratorError(
      `"${subdir}" does not exist at ${source.ref} of ${source.repository}: fix "source.path" in api-versions.json.`,
    );
  }
  // The repository decides what is at that path: a committed link to a folder elsewhere on this machine must not be installed into.
  if (!isReallyWithin(checkoutDir, packageDir)) throw outside();
  await installDependencies({
    checkoutDir,
    packageDir,
    ref: source.ref,
    label: source.repository,
    workspace,
    toolCwd: context.siteDir,
    // The line quotes the repository's own file contents: oneLine keeps them to one printable line.
    warn: context.warn ?? ((line) => process.stderr.write(`warning: ${oneLine(line)}\n`)),
  });
  const linkDir = path.relative(checkoutDir, packageDir);
  const lastUpdates = await lastUpdatesFromGit(git, commit, linkDir || '.').catch((error: unknown) => {
    throw new GeneratorError(
      `Cannot read the history of "${subdir}" at ${source.ref} of ${source.repository} (${failureLine(error, 'git log failed')}): delete ${path.relative(process.cwd(), repoCache) || repoCache} and run again.`,
    );
  });
  const { packages, entryPoints } = resolvePackages(packageDir, selection);
  return {
    rootDir: packageDir,
    identity: `git:${cloneFrom}:${commit}:${subdir}`,
    packages,
    libraryName: libraryNameOf([packageDir, checkoutDir], packages),
    entryPoints,
    sourceLinkTemplate: `${webUrl}/blob/${commit}/${linkDir ? `${linkDir}/` : ''}{path}#L{line}`,
    lastUpdates,
    defaultLastUpdate: Object.values(lastUpdates).sort((a, b) => b.date.localeCompare(a.date))[0],
  };
}
