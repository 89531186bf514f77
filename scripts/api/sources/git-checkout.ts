import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import { GeneratorError } from '../errors';
import { failureLine } from '../tool-errors';
import { planWorkspace, type WorkspacePlan } from './workspace-plan';

export interface GitCheckout {
  git: SimpleGit;
  commit: string;
  /** The worktree of this commit (the repository's root). */
  checkoutDir: string;
  /** Set when the repository is a workspace: only its `folders` are checked out. */
  workspace?: WorkspacePlan;
}

/** Next to each worktree: the folders it has checked out, so a finished checkout is reused. */
const stampSuffix = '.checkout.json';

/**
 * Clones the repository once into `repoCache/repo` (a partial clone, `--filter=blob:none`, for a
 * remote that supports it; a local clone shares the objects), resolves `ref`, and gives the commit
 * its own detached worktree. In a workspace only the package, the workspace packages it depends on
 * or whose tsconfig it extends, and the root's files are checked out (sparse, cone mode), so blobs
 * elsewhere in the tree are never read. Every git failure is one GeneratorError line.
 */
export async function checkoutGitRef(options: {
  repository: string;
  /** As api-versions.json spells it, for messages. */
  label: string;
  ref: string;
  packageFolder: string;
  isRemote: boolean;
  repoCache: string;
}): Promise<GitCheckout> {
  const { repository, label, ref, repoCache } = options;
  const cloneDir = path.join(repoCache, 'repo');
  if (!existsSync(cloneDir)) {
    mkdirSync(repoCache, { recursive: true });
    const partial = options.isRemote ? ['--filter=blob:none'] : [];
    await gitStep(
      () => simpleGit().clone(repository, cloneDir, ['--no-checkout', ...partial]),
      `Cannot clone "${label}"`,
      'fix "source.repository" in api-versions.json or check that it is reachable and readable',
    );
  }
  const git = simpleGit(cloneDir);
  let commit = await commitOf(git, ref);
  if (!commit) {
    await gitStep(
      () => git.fetch(['--tags', '--force', 'origin']),
      `Cannot fetch the tags of "${label}"`,
      'check that the repository is reachable, or fix "source.repository" in api-versions.json',
    );
    commit = await commitOf(git, ref);
  }
  if (!commit) {
    const tags = (await git.tags()).all;
    const known = tags.length ? `its tags are ${tags.join(', ')}` : 'it has no tags';
    throw new GeneratorError(`Tag or commit "${ref}" does not exist in ${label} (${known}): fix "source.ref" in api-versions.json.`);
  }

  const workspace = await gitStep(
    () => planWorkspace({ read: (file) => readAt(git, commit, file), list: () => listAt(git, commit) }, options.packageFolder),
    `Cannot read ${ref} of "${label}"`,
    `delete ${path.relative(process.cwd(), repoCache) || repoCache} and run again`,
  );
  const checkoutDir = path.join(repoCache, 'checkouts', commit);
  const stamp = `${checkoutDir}${stampSuffix}`;
  const wanted = JSON.stringify({ folders: workspace?.folders ?? null });
  const previous = readText(stamp);
  if (!existsSync(checkoutDir) || previous !== wanted) {
    const fix = `check that ${ref} is readable in "${label}", or delete ${path.relative(process.cwd(), repoCache) || repoCache} and run again`;
    await gitStep(
      async () => {
        if (!existsSync(checkoutDir)) {
          await git.raw(['worktree', 'prune']);
          await git.raw(['worktree', 'add', '--no-checkout', '--detach', checkoutDir, commit]);
        }
        const worktree = simpleGit(checkoutDir);
        // The folders are the repository's names: after `--`, one starting with a dash is still a folder.
        if (workspace?.folders.length) await worktree.raw(['sparse-checkout', 'set', '--cone', '--', ...workspace.folders]);
        else if (previous?.includes('[')) await worktree.raw(['sparse-checkout', 'disable']);
        // reset (not checkout, a no-op on the worktree's own commit) fills index and files, and fails on an unreadable blob.
        await worktree.raw(['reset', '--hard', '--quiet', commit]);
      },
      `Cannot check out ${ref} of "${label}"`,
      fix,
    );
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, wanted);
  }
  return { git, commit, checkoutDir, workspace };
}

async function gitStep<T>(step: () => Promise<T>, problem: string, fix: string): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof GeneratorError) throw error;
    throw new GeneratorError(`${problem} (${failureLine(error, 'git failed')}): ${fix}.`);
  }
}

async function readAt(git: SimpleGit, commit: string, file: string): Promise<string | undefined> {
  const exists = await git.raw(['cat-file', '-t', `${commit}:${file}`]).then(
    () => true,
    () => false,
  );
  return exists ? git.show([`${commit}:${file}`]) : undefined;
}

/** Every file path at the commit: tree objects only, no blob is read. */
async function listAt(git: SimpleGit, commit: string): Promise<string[]> {
  return (await git.raw(['ls-tree', '-r', '--name-only', '-z', commit])).split('\0').filter(Boolean);
}

async function commitOf(git: SimpleGit, ref: string): Promise<string | undefined> {
  try {
    return (await git.raw(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim() || undefined;
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
