import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fixtureLib, makeSite, readTree, repository, runGenerator } from './helpers/fixture-site';
import { copyFixtureInto, makeGitRepo } from './helpers/git-repo';

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
  const result = runGenerator(siteDir);
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
