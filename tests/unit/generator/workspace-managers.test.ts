import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeSite, readTree, repository, runGenerator } from './helpers/fixture-site';
import { makeGitRepo, monorepoFiles, writeFiles } from './helpers/git-repo';

/**
 * The monorepo of the pnpm test (git-tags.test.ts) as an npm workspace and as a Yarn 1
 * workspace: `workspaces` in the root package.json, plain version ranges between the packages
 * (neither supports pnpm's `workspace:` or `catalog:`), and each manager's own lock file. The
 * generator must install with that manager and document the tag.
 */
const managers = [
  {
    manager: 'npm',
    packageManager: undefined,
    lockFile: 'package-lock.json',
    // What each manager leaves in node_modules, telling which one installed.
    marker: '.package-lock.json',
    lock: (dir: string) => execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' }),
  },
  {
    manager: 'Yarn 1',
    packageManager: 'yarn@1.22.22',
    lockFile: 'yarn.lock',
    marker: '.yarn-integrity',
    lock: (dir: string) => {
      execFileSync('npx', ['-y', 'yarn@1.22.22', 'install', '--ignore-scripts', '--non-interactive', '--no-progress'], { cwd: dir, stdio: 'ignore' });
      rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    },
  },
];

describe.each(managers)('a version from a git tag of a workspace managed by $manager', ({ packageManager, lockFile, marker, lock }) => {
  const repo = makeGitRepo();
  const files = Object.fromEntries(Object.entries(monorepoFiles).filter(([file]) => !['pnpm-workspace.yaml', '.npmrc'].includes(file)));
  const widgets = files['packages/widgets/package.json'] as Record<string, unknown>;
  writeFiles(repo.dir, {
    ...files,
    'package.json': { name: 'fx-root', private: true, workspaces: ['packages/*'], ...(packageManager ? { packageManager } : {}) },
    'packages/widgets/package.json': {
      ...widgets,
      dependencies: { '@fx/core': '1.0.0', 'tiny-invariant': '1.3.3' },
      devDependencies: { '@fx/config': '1.0.0' },
    },
    '.gitignore': 'node_modules\n',
  });
  lock(repo.dir);
  repo.commitAll('widgets 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');

  const siteDir = makeSite({ repository, versions: [{ name: '1.0.0', source: { type: 'git', repository: repo.dir, ref: 'v1.0.0', path: 'packages/widgets' } }] }, { withFixture: false });
  mkdirSync(path.join(siteDir, 'versioned_docs', 'version-1.0.0'), { recursive: true });
  const result = runGenerator(siteDir);
  const gitCache = path.join(siteDir, '.cache', 'api', 'sources', 'git');
  const [checkout] = readdirSync(gitCache).flatMap((repoDir) =>
    readdirSync(path.join(gitCache, repoDir, 'checkouts'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(gitCache, repoDir, 'checkouts', entry.name)),
  );

  it('generates the tag, with the sibling package and the extended tsconfig resolved', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const pages = readTree(path.join(siteDir, 'versioned_docs', 'version-1.0.0', 'api-reference'));
    expect(pages['classes/Widget.md']).toContain('A widget with a gear');
  });

  it("installs from the manager's own lock file, production dependencies only", () => {
    expect(existsSync(path.join(checkout!, lockFile))).toBe(true);
    const hoisted = path.join(checkout!, 'node_modules');
    expect(existsSync(path.join(hoisted, marker))).toBe(true);
    expect(existsSync(path.join(hoisted, 'tiny-invariant', 'package.json'))).toBe(true);
    expect(existsSync(path.join(hoisted, '@fx', 'core', 'src', 'index.ts'))).toBe(true);
  });
});
