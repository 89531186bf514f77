import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { simpleGit } from 'simple-git';
import { GeneratorError } from '../errors';
import { resolveEntryPoints } from './entry-points';
import { lastUpdatesFromGit } from './git-history';
import type { ResolvedSource, SourceContext } from './types';

/**
 * A package at a tag (or commit) of a git repository: the repository is cloned once into the
 * cache, and each commit gets its own detached worktree there, so checkouts never touch the
 * working copy of the repository being documented.
 */
export function resolveGitSource(
  source: { repository: string; ref: string; path?: string },
  explicitEntryPoints: Record<string, string> | undefined,
  context: SourceContext,
): Promise<ResolvedSource> {
  // Versions are generated side by side; git cannot clone into, or add worktrees to, one
  // repository from two processes at once, so work on the same repository takes turns.
  const key = repositoryKey(source.repository, context);
  const turn = (queues.get(key) ?? Promise.resolve()).then(() => resolveInTurn(source, explicitEntryPoints, context));
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
  explicitEntryPoints: Record<string, string> | undefined,
  context: SourceContext,
): Promise<ResolvedSource> {
  const isRemote = isRemoteRepository(source.repository);
  const repository = repositoryKey(source.repository, context);
  const repoCache = path.join(context.cacheDir, 'git', createHash('sha1').update(repository).digest('hex').slice(0, 12));
  const cloneDir = path.join(repoCache, 'repo');
  if (!existsSync(cloneDir)) {
    mkdirSync(repoCache, { recursive: true });
    try {
      await simpleGit().clone(repository, cloneDir, ['--no-checkout']);
    } catch (error) {
      throw new GeneratorError(`Cannot clone "${source.repository}" (${firstLine(error)}): fix "source.repository" in api-versions.json.`);
    }
  }
  const git = simpleGit(cloneDir);
  let commit = await commitOf(git, source.ref);
  if (!commit) {
    await git.fetch(['--tags', '--force', 'origin']);
    commit = await commitOf(git, source.ref);
  }
  if (!commit) {
    const tags = (await git.tags()).all;
    const known = tags.length ? `its tags are ${tags.join(', ')}` : 'it has no tags';
    throw new GeneratorError(`Tag or commit "${source.ref}" does not exist in ${source.repository} (${known}): fix "source.ref" in api-versions.json.`);
  }
  const checkoutDir = path.join(repoCache, 'checkouts', commit);
  if (!existsSync(checkoutDir)) {
    await git.raw(['worktree', 'prune']);
    await git.raw(['worktree', 'add', '--detach', checkoutDir, commit]);
  }
  const subdir = source.path ?? '.';
  const packageDir = path.resolve(checkoutDir, subdir);
  if (!existsSync(packageDir)) {
    throw new GeneratorError(`"${subdir}" does not exist at ${source.ref} of ${source.repository}: fix "source.path" in api-versions.json.`);
  }
  const lastUpdates = await lastUpdatesFromGit(git, commit, path.relative(checkoutDir, packageDir) || '.');
  const webUrl = isRemote ? source.repository.replace(/\.git$/, '').replace(/^git@([^:]+):/, 'https://$1/') : context.repository;
  const linkDir = path.relative(checkoutDir, packageDir);
  return {
    packageDir,
    identity: `git:${repository}:${commit}:${subdir}`,
    entryPoints: resolveEntryPoints(packageDir, explicitEntryPoints),
    sourceLinkTemplate: `${webUrl}/blob/${commit}/${linkDir ? `${linkDir}/` : ''}{path}#L{line}`,
    lastUpdates,
    defaultLastUpdate: Object.values(lastUpdates).sort((a, b) => b.date.localeCompare(a.date))[0],
  };
}

async function commitOf(git: ReturnType<typeof simpleGit>, ref: string): Promise<string | undefined> {
  try {
    return (await git.raw(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim() || undefined;
  } catch {
    return undefined;
  }
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split('\n').find((line) => line.trim())?.trim() ?? 'git failed';
}
