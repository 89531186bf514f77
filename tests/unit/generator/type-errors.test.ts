import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureLib, makeSite, readTree, repository, runGenerator } from './helpers/fixture-site';
import { copyFixtureInto, makeGitRepo } from './helpers/git-repo';

/**
 * A released version whose source does not type-check (released tags often do not, once a
 * dependency's types move or a newer TypeScript is stricter) is documented anyway, with one
 * warning line; `--type-check strict`, or `"typeCheck": "strict"` in its manifest entry, stops at
 * the error instead. Next, a local source, stays strict by default (errors.test.ts).
 */
describe('a tagged release with a type error', () => {
  const repo = makeGitRepo();
  copyFixtureInto(fixtureLib, repo.dir, 'packages/mini');
  appendFileSync(
    path.join(repo.dir, 'packages/mini/src/index.ts'),
    "\n/** How many widgets fit in a box. */\nexport const widgetLimit: number = 'ten';\n",
  );
  repo.commitAll('mini 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  const version = { name: '1.0.0', source: { type: 'git', repository: repo.dir, ref: 'v1.0.0', path: 'packages/mini' } };
  const siteDir = makeSite({ repository, versions: [version] }, { withFixture: false });
  mkdirSync(path.join(siteDir, 'versioned_docs', 'version-1.0.0'), { recursive: true });
  const pages = () => readTree(path.join(siteDir, 'versioned_docs', 'version-1.0.0', 'api-reference'));
  const typeError = "src/index.ts:\\d+:\\d+ - error TS2322: Type 'string' is not assignable to type 'number'";

  it('is documented with one warning line giving the count and the first error', () => {
    const result = runGenerator(siteDir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const warnings = result.stdout.split('\n').filter((line) => /warning/.test(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^\\[api\\] 1\\.0\\.0: warning: its source has a type error, documented without type checking \\("typeCheck": "lenient"\\); the first: ${typeError}\\.?$`,
      ),
    );
    // Every item has its page, the one in error with the type it declares.
    expect(Object.keys(pages())).toEqual(
      expect.arrayContaining(['classes/Widget.md', 'functions/countWidgets.md', 'variables/widgetLimit.md']),
    );
    expect(pages()['variables/widgetLimit.md']).toMatch(/How many widgets fit in a box\./);
    expect(pages()['variables/widgetLimit.md']).toMatch(/`number`/);
  }, 120_000);

  it('stops at the error when asked to be strict, keeping the pages it had', () => {
    const before = pages();
    const result = runGenerator(siteDir, ['--type-check', 'strict']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      new RegExp(
        `^error: Version "1\\.0\\.0": TypeDoc failed: .*${typeError}.*: fix it in the library's source or tsconfig at this version, then run again\\.$`,
      ),
    );
    expect(pages()).toEqual(before);
  }, 120_000);

  it('refuses a type-check mode it does not know, in the flag or in the manifest', () => {
    expect(runGenerator(siteDir, ['--type-check', 'loose']).stderr.trim()).toBe(
      'error: --type-check "loose" is not a mode: give strict (stop at a type error) or lenient (document anyway).',
    );
    writeFileSync(path.join(siteDir, 'api-versions.json'), JSON.stringify({ repository, versions: [{ ...version, typeCheck: 'loose' }] }));
    expect(runGenerator(siteDir).stderr.trim()).toBe(
      'error: api-versions.json: versions[0].typeCheck must be "strict" (stop at a type error) or "lenient" (document anyway).',
    );
  });
});
