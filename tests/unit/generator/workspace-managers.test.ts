import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { backgroundStarter } from './helpers/background';
import { makeSite, readTree, repository, runGeneratorInBackground, type RunResult } from './helpers/fixture-site';
import { gitCheckoutsOf, makeGitRepo, monorepoFiles, writeFiles } from './helpers/git-repo';

const run = promisify(execFile);

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
    lock: async (dir: string) => {
      await run('npm', ['install', '--package-lock-only', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir });
    },
  },
  {
    manager: 'Yarn 1',
    packageManager: 'yarn@1.22.22',
    lockFile: 'yarn.lock',
    marker: '.yarn-integrity',
    lock: async (dir: string) => {
      await run('npx', ['-y', 'yarn@1.22.22', 'install', '--prefer-offline', '--ignore-scripts', '--non-interactive', '--no-progress'], {
        cwd: dir,
      });
      rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    },
  },
];

/**
 * Each manager's lock file and generator run start while Jest collects the suite, so the two
 * managers' installs overlap.
 */
const inBackground = backgroundStarter(2);

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
  const siteDir = makeSite(
    { repository, versions: [{ name: '1.0.0', source: { type: 'git', repository: repo.dir, ref: 'v1.0.0', path: 'packages/widgets' } }] },
    { withFixture: false },
  );
  mkdirSync(path.join(siteDir, 'versioned_docs', 'version-1.0.0'), { recursive: true });
  const started = inBackground(async () => {
    await lock(repo.dir);
    repo.commitAll('widgets 1.0.0', '2025-01-02T10:00:00Z');
    repo.git('tag', 'v1.0.0');
    return runGeneratorInBackground(siteDir);
  });
  let result: RunResult;
  let checkout: string | undefined;
  beforeAll(async () => {
    result = await started;
    [checkout] = gitCheckoutsOf(siteDir);
  }, 600_000);

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
