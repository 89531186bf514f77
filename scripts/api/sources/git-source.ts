import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleGit } from 'simple-git';
import { GeneratorError } from '../errors';
import { CommandFailedError, runCommand } from '../run-command';
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
  await installDependencies(packageDir, source.ref);
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

/**
 * A checkout has no node_modules, and the library's own dependencies (not its dev or peer
 * dependencies, which come from this site) must resolve for TypeScript to check its types.
 * Installed once per checkout; the stamp file marks a finished install.
 */
async function installDependencies(packageDir: string, ref: string): Promise<void> {
  const stamp = path.join(packageDir, 'node_modules', '.installed-for-docs');
  const manifest = path.join(packageDir, 'package.json');
  if (existsSync(stamp) || !existsSync(manifest)) return;
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  if (Object.keys(dependencies).length === 0) return;
  try {
    await runCommand('npm', ['install', '--omit=dev', '--omit=peer', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--workspaces=false'], { cwd: packageDir });
  } catch (error) {
    const reason = error instanceof CommandFailedError ? error.stderr.split('\n').find((line) => /ERR!/.test(line))?.trim() : undefined;
    throw new GeneratorError(`Cannot install the dependencies of the library at ${ref} (${reason ?? 'npm install failed'}): check its package.json at that ref.`);
  }
  writeFileSync(stamp, `${ref}\n`);
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
