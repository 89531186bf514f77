import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A scratch git repository with a fixed author, so commits (and the pages' last_update) are predictable. */
export function makeGitRepo(): { dir: string; git: (...args: string[]) => string; commitAll: (message: string, date: string) => string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-repo-'));
  const author = { GIT_AUTHOR_NAME: 'Ada Example', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Example', GIT_COMMITTER_EMAIL: 'ada@example.com' };
  const run = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...author, ...env } }).trim();
  const git = (...args: string[]) => run(args);
  git('init', '-q', '-b', 'main');
  const commitAll = (message: string, date: string) => {
    git('add', '-A');
    run(['commit', '-q', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    return git('rev-parse', 'HEAD');
  };
  return { dir, git, commitAll };
}

export function copyFixtureInto(fixture: string, repoDir: string, subdir: string): void {
  cpSync(fixture, path.join(repoDir, subdir), { recursive: true });
}
