import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { backgroundStarter } from './helpers/background';
import { fixtureLib, makeSite, readTree, repository, runGenerator, runGeneratorInBackground, type RunResult } from './helpers/fixture-site';
import { pinnedVersionOf } from '../../../scripts/api/sources/package-manager-pins';
import { copyFixtureInto, gitCheckoutsOf, makeGitRepo, monorepoFiles, writeFiles } from './helpers/git-repo';

/**
 * Both describe blocks start their generator run while Jest collects the suite, so the single
 * package's checkouts and TypeDoc overlap the monorepo's pnpm installs.
 */
const inBackground = backgroundStarter(2);
const startRun = (siteDir: string) => inBackground(() => runGeneratorInBackground(siteDir));

/** Two releases tagged in a git repository, each documented from its own tag. */
describe('versions from git tags', () => {
  const repo = makeGitRepo();
  copyFixtureInto(fixtureLib, repo.dir, 'packages/mini');
  const firstCommit = repo.commitAll('mini 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  appendFileSync(
    path.join(repo.dir, 'packages/mini/src/index.ts'),
    '\n/**\n * Removes every widget.\n * @returns How many were removed.\n */\nexport function clearWidgets(): number {\n  return 0;\n}\n',
  );
  const secondCommit = repo.commitAll('mini 2.0.0: clearWidgets', '2025-03-04T10:00:00Z');
  repo.git('tag', 'v2.0.0');

  const siteDir = makeSite(
    {
      repository,
      versions: ['1.0.0', '2.0.0'].map((name) => ({
        name,
        source: { type: 'git', repository: repo.dir, ref: `v${name}`, path: 'packages/mini' },
      })),
    },
    { withFixture: false },
  );
  for (const name of ['1.0.0', '2.0.0']) mkdirSync(path.join(siteDir, 'versioned_docs', `version-${name}`), { recursive: true });
  const run = startRun(siteDir);
  let result: RunResult;
  beforeAll(async () => {
    result = await run;
  }, 600_000);
  const pagesOf = (name: string) => readTree(path.join(siteDir, 'versioned_docs', `version-${name}`, 'api-reference'));

  it('generates both versions', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/1\.0\.0: source ready \(git\)/);
    expect(result.stdout).toMatch(/2\.0\.0: source ready \(git\)/);
  });

  it('documents each version from its own tag', () => {
    expect(pagesOf('1.0.0')['functions/clearWidgets.md']).toBeUndefined();
    expect(pagesOf('2.0.0')['functions/clearWidgets.md']).toContain('Removes every widget.');
  });

  it('links sources at the commit each tag points to, and dates pages by their last commit', () => {
    const widgetV1 = pagesOf('1.0.0')['classes/Widget.md'];
    expect(widgetV1).toContain(`${repository}/blob/${firstCommit}/packages/mini/src/index.ts#L`);
    expect(widgetV1).toContain('date: "2025-01-02T10:00:00.000Z"');
    expect(widgetV1).toContain('author: "Ada Example"');
    const widgetV2 = pagesOf('2.0.0')['classes/Widget.md'];
    expect(widgetV2).toContain(`/blob/${secondCommit}/packages/mini/src/index.ts#L`);
    expect(widgetV2).toContain('date: "2025-03-04T10:00:00.000Z"');
    // extra.ts did not change in 2.0.0, so its page keeps the first commit's date.
    expect(pagesOf('2.0.0')['functions/countWidgets.md']).toContain('date: "2025-01-02T10:00:00.000Z"');
  });

  it('never touches the working copy of the documented repository', () => {
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(repo.git('rev-parse', 'HEAD')).toBe(secondCommit);
  });
});

/**
 * Two tags of a pnpm monorepo: `workspace:` and `catalog:` dependencies, a root pnpm-lock.yaml,
 * and a tsconfig extending a sibling package's. Only what the package needs is checked out, so a
 * blob elsewhere in the tree that git cannot read does not matter.
 */
describe('versions from git tags of a pnpm monorepo', () => {
  const repo = makeGitRepo();
  writeFiles(repo.dir, monorepoFiles);
  // The lock file pnpm writes for this workspace (resolution only: nothing is installed), by the
  // pnpm the generator pins for it: an exact version npx already has needs no registry look-up.
  execFileSync('npx', ['-y', `pnpm@${pinnedVersionOf('pnpm', 9)}`, 'install', '--lockfile-only', '--ignore-scripts'], {
    cwd: repo.dir,
    stdio: 'ignore',
  });
  repo.commitAll('widgets 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  appendFileSync(
    path.join(repo.dir, 'packages/widgets/src/index.ts'),
    '\n/**\n * Turns a gear once.\n * @returns Its teeth.\n */\nexport function spin(gear: Gear): number {\n  return gear.teeth;\n}\n',
  );
  repo.commitAll('widgets 2.0.0: spin', '2025-03-04T10:00:00Z');
  repo.git('tag', 'v2.0.0');
  // Make a blob the documented package does not need unreadable.
  const blob = repo.git('rev-parse', 'v1.0.0:packages/assets/blob.bin');
  rmSync(path.join(repo.dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));

  const siteDir = makeSite(
    {
      repository,
      versions: ['1.0.0', '2.0.0'].map((name) => ({
        name,
        source: { type: 'git', repository: repo.dir, ref: `v${name}`, path: 'packages/widgets' },
      })),
    },
    { withFixture: false },
  );
  for (const name of ['1.0.0', '2.0.0']) mkdirSync(path.join(siteDir, 'versioned_docs', `version-${name}`), { recursive: true });
  const run = startRun(siteDir);
  let result: RunResult;
  let checkouts: string[];
  beforeAll(async () => {
    result = await run;
    checkouts = gitCheckoutsOf(siteDir);
  }, 600_000);
  const pagesOf = (name: string) => readTree(path.join(siteDir, 'versioned_docs', `version-${name}`, 'api-reference'));

  it('generates both tags side by side', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(pagesOf('1.0.0')['classes/Widget.md']).toContain('A widget with a gear');
    expect(pagesOf('1.0.0')['functions/spin.md']).toBeUndefined();
    expect(pagesOf('2.0.0')['functions/spin.md']).toContain('Turns a gear once.');
  });

  it('checks out only the package, its workspace dependencies, the tsconfig it extends and the root files', () => {
    expect(checkouts).toHaveLength(2);
    for (const checkout of checkouts) {
      expect(readdirSync(path.join(checkout, 'packages')).sort()).toEqual(['config', 'core', 'widgets']);
      expect(existsSync(path.join(checkout, 'pnpm-lock.yaml'))).toBe(true);
      expect(existsSync(path.join(checkout, 'pnpm-workspace.yaml'))).toBe(true);
    }
  });

  it('installs with pnpm from the lock file: the workspace package is linked, the catalog version installed', () => {
    for (const checkout of checkouts) {
      const modules = path.join(checkout, 'packages', 'widgets', 'node_modules');
      expect(path.resolve(modules, '@fx', readdirSync(path.join(modules, '@fx'))[0])).toBe(path.join(modules, '@fx', 'core'));
      expect(existsSync(path.join(modules, '@fx', 'core', 'src', 'index.ts'))).toBe(true);
      expect(existsSync(path.join(modules, 'tiny-invariant', 'package.json'))).toBe(true);
    }
  });

  it('reuses the checkouts and installs of an unchanged commit', () => {
    const again = runGenerator(siteDir, ['--force']);
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
  });
});
