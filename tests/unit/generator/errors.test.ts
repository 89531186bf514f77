import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { localManifest, makeSite, readTree, repository, runGenerator, writeManifest, type RunResult } from './helpers/fixture-site';
import { makeGitRepo } from './helpers/git-repo';

/**
 * Bad input stops the run with one line naming the problem and the fix, a non-zero exit code,
 * and the version's previous output exactly as it was.
 */
describe('generator errors', () => {
  const siteDir = makeSite(localManifest());
  const outputDir = path.join(siteDir, 'docs', 'api-reference');
  const good = runGenerator(siteDir);
  const before = readTree(outputDir);

  afterEach(() => writeManifest(siteDir, localManifest()));

  const expectCleanFailure = (result: RunResult, message: RegExp) => {
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toMatch(message);
    expect(readTree(outputDir)).toEqual(before);
  };

  it('starts from a good generation', () => {
    expect(good.status).toBe(0);
    expect(Object.keys(before)).toContain('classes/Widget.md');
  });

  it('rejects an unknown version and names the known ones', () => {
    expectCleanFailure(runGenerator(siteDir, ['--version', '9.9.9']), /Unknown version "9\.9\.9": api-versions\.json lists current\. Pick one/);
  });

  it('rejects a git tag that does not exist and lists the tags there are', () => {
    const repo = makeGitRepo();
    writeFileSync(path.join(repo.dir, 'README.md'), 'scratch\n');
    repo.commitAll('first', '2025-01-01T00:00:00Z');
    repo.git('tag', 'v1.0.0');
    writeManifest(siteDir, {
      repository,
      versions: [{ name: 'current', source: { type: 'git', repository: repo.dir, ref: 'v9.9.9' } }],
    });
    expectCleanFailure(runGenerator(siteDir), /Tag or commit "v9\.9\.9" does not exist in .* \(its tags are v1\.0\.0\): fix "source\.ref"/);
  });

  it('rejects a missing entry point', () => {
    writeManifest(siteDir, localManifest({ entryPoints: { 'mini-lib': 'src/missing.ts' } }));
    expectCleanFailure(runGenerator(siteDir), /Entry point "src\/missing\.ts" \(for "mini-lib"\) does not exist .*: fix "entryPoints"/);
  });

  it('rejects two items that would share a page', () => {
    writeFileSync(path.join(siteDir, 'lib', 'src', 'other.ts'), '/** A size in another module. */\nexport type WidgetSize = string;\n');
    writeManifest(siteDir, localManifest({ entryPoints: { 'mini-lib': 'src/index.ts', 'mini-lib/other': 'src/other.ts' } }));
    expectCleanFailure(
      runGenerator(siteDir),
      /Two exported items would share the page api-reference\/types\/WidgetSize\.md: .*WidgetSize .*and .*WidgetSize .*Rename one/,
    );
  });

  it('stops on a TypeScript error in the source', () => {
    writeFileSync(path.join(siteDir, 'lib', 'src', 'broken.ts'), "/** Not a number. */\nexport const broken: number = 'text';\n");
    writeManifest(siteDir, localManifest({ entryPoints: { 'mini-lib': 'src/index.ts', 'mini-lib/broken': 'src/broken.ts' } }));
    expectCleanFailure(runGenerator(siteDir), /Version "Next": TypeDoc failed: .*broken\.ts.*Type 'string' is not assignable to type 'number'/);
  });

  it('rejects an npm spec that is not pinned', () => {
    writeManifest(siteDir, { repository, versions: [{ name: 'current', source: { type: 'npm', spec: 'commandkit@latest' } }] });
    expectCleanFailure(runGenerator(siteDir), /"commandkit@latest" must pin an exact version/);
  });

  it('rejects a manifest entry with an unknown source type', () => {
    writeManifest(siteDir, { repository, versions: [{ name: 'current', source: { type: 'svn', path: 'lib' } }] });
    expectCleanFailure(runGenerator(siteDir), /versions\[0\]\.source\.type "svn" is not a source type/);
  });
});
