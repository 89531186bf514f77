import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  copySite,
  localManifest,
  makeSite,
  readTree,
  repository,
  runGenerator,
  runGeneratorInBackground,
  writeManifest,
  type RunResult,
} from './helpers/fixture-site';
import { makeGitRepo, writeFiles } from './helpers/git-repo';

/**
 * Bad input stops the run with one line naming the problem and the fix, a non-zero exit code,
 * and the version's previous output exactly as it was. The fixture is generated once; each test
 * breaks a copy of that site, so the tests run side by side.
 */
describe('generator errors', () => {
  let good: RunResult;
  let goodSite: string;
  let before: Record<string, string>;
  beforeAll(() => {
    goodSite = makeSite(localManifest());
    good = runGenerator(goodSite);
    before = readTree(outputOf(goodSite));
  }, 120_000);

  const outputOf = (siteDir: string) => path.join(siteDir, 'docs', 'api-reference');
  /** A copy of the generated site, with another manifest when one is given. */
  const siteWith = (manifest?: object) => {
    const siteDir = copySite(goodSite);
    if (manifest) writeManifest(siteDir, manifest);
    return siteDir;
  };

  /** Several runs share the cores while the tests run side by side. */
  const runTimeout = 300_000;
  const expectCleanFailure = (siteDir: string, result: RunResult, message: RegExp) => {
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toMatch(message);
    expect(readTree(outputOf(siteDir))).toEqual(before);
  };
  /** Runs the generator in the site and expects it to fail cleanly with `message`; returns the run. */
  const expectRunToFail = async (siteDir: string, message: RegExp, args: string[] = []) => {
    const result = await runGeneratorInBackground(siteDir, args);
    expectCleanFailure(siteDir, result, message);
    return result;
  };

  it('starts from a good generation', () => {
    expect(good.status).toBe(0);
    expect(Object.keys(before)).toContain('classes/Widget.md');
  });

  it.concurrent(
    'rejects an unknown version and names the known ones',
    async () => {
      await expectRunToFail(siteWith(), /Unknown version "9\.9\.9": api-versions\.json lists current\. Pick one/, ['--version', '9.9.9']);
    },
    runTimeout,
  );

  it.concurrent(
    'rejects a git tag that does not exist and lists the tags there are',
    async () => {
      const repo = makeGitRepo();
      writeFileSync(path.join(repo.dir, 'README.md'), 'scratch\n');
      repo.commitAll('first', '2025-01-01T00:00:00Z');
      repo.git('tag', 'v1.0.0');
      const siteDir = siteWith({
        repository,
        versions: [{ name: 'current', source: { type: 'git', repository: repo.dir, ref: 'v9.9.9' } }],
      });
      await expectRunToFail(siteDir, /Tag or commit "v9\.9\.9" does not exist in .* \(its tags are v1\.0\.0\): fix "source\.ref"/);
    },
    runTimeout,
  );

  const gitManifest = (dir: string, ref = 'v1.0.0') => ({
    repository,
    versions: [{ name: 'current', source: { type: 'git', repository: dir, ref, path: 'pkg' } }],
  });

  it.concurrent(
    "stops with git's own fatal line when the repository is unreachable",
    async () => {
      const siteDir = siteWith({
        repository,
        versions: [{ name: 'current', source: { type: 'git', repository: 'https://127.0.0.1:9/nope.git', ref: 'v1.0.0' } }],
      });
      await expectRunToFail(
        siteDir,
        /^error: Cannot clone "https:\/\/127\.0\.0\.1:9\/nope\.git" \(fatal: unable to access 'https:\/\/127\.0\.0\.1:9\/nope\.git\/': Failed to connect to 127\.0\.0\.1 port 9 [^)]*\): fix "source\.repository" in api-versions\.json or check that it is reachable and readable\.$/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    "stops with git's own line when a checkout fails, not a stack trace",
    async () => {
      const repo = makeGitRepo();
      writeFiles(repo.dir, {
        'pkg/package.json': { name: 'pkg', version: '1.0.0', exports: { '.': { types: './src/index.ts' } } },
        'pkg/src/index.ts': 'export const one = 1;\n',
      });
      repo.commitAll('first', '2025-01-01T00:00:00Z');
      repo.git('tag', 'v1.0.0');
      const blob = repo.git('rev-parse', 'v1.0.0:pkg/src/index.ts');
      rmSync(path.join(repo.dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
      await expectRunToFail(
        siteWith(gitManifest(repo.dir)),
        new RegExp(
          `^error: Cannot check out v1\\.0\\.0 of ".*" \\(error: unable to read sha1 file of pkg/src/index\\.ts \\(${blob}\\); fatal: Could not reset index file to revision '[0-9a-f]{40}'\\): check that v1\\.0\\.0 is readable in ".*", or delete .* and run again\\.$`,
        ),
      );
    },
    runTimeout,
  );

  it.concurrent(
    "stops with npm's own error line when the dependencies cannot be installed",
    async () => {
      const repo = makeGitRepo();
      writeFiles(repo.dir, {
        'pkg/package.json': {
          name: 'pkg',
          version: '1.0.0',
          exports: { '.': { types: './src/index.ts' } },
          dependencies: { 'ck-docs-no-such-package-4c1d': '1.0.0' },
        },
        'pkg/src/index.ts': 'export const one = 1;\n',
      });
      repo.commitAll('first', '2025-01-01T00:00:00Z');
      repo.git('tag', 'v1.0.0');
      await expectRunToFail(
        siteWith(gitManifest(repo.dir)),
        /^error: Cannot install the dependencies of the library at v1\.0\.0 \(npm error 404 Not Found - GET \S+\/ck-docs-no-such-package-4c1d( - Not found)?\): check its package\.json at that ref\.$/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    "stops with pnpm's own error line when a workspace cannot be installed",
    async () => {
      const repo = makeGitRepo();
      writeFiles(repo.dir, {
        'package.json': { name: 'root', private: true },
        'pnpm-workspace.yaml': "packages:\n  - 'pkg'\n",
        'pkg/package.json': {
          name: 'pkg',
          version: '1.0.0',
          exports: { '.': { types: './src/index.ts' } },
          dependencies: { missing: 'workspace:*' },
        },
        'pkg/src/index.ts': 'export const one = 1;\n',
      });
      repo.commitAll('first', '2025-01-01T00:00:00Z');
      repo.git('tag', 'v1.0.0');
      await expectRunToFail(
        siteWith(gitManifest(repo.dir)),
        /^error: Cannot install the dependencies of pkg at v1\.0\.0 with pnpm@9\.15\.9 \(ERR_PNPM_WORKSPACE_PKG_NOT_FOUND [^)]*"missing@workspace:\*"[^)]*\): check its package\.json at that ref, or document a published version with an npm source\.$/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    "stops with npm's own error line when an npm package cannot be fetched",
    async () => {
      await expectRunToFail(
        siteWith({ repository, versions: [{ name: 'current', source: { type: 'npm', spec: 'commandkit@0.0.999' } }] }),
        /^error: Cannot fetch npm package "commandkit@0\.0\.999" \(npm error notarget No matching version found for commandkit@0\.0\.999\): fix "source\.spec" in api-versions\.json or check the registry\.$/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    'rejects a missing entry point',
    async () => {
      await expectRunToFail(
        siteWith(localManifest({ entryPoints: { 'mini-lib': 'src/missing.ts' } })),
        /Entry point "src\/missing\.ts" \(for "mini-lib"\) does not exist .*: fix "entryPoints"/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    'rejects two items that would share a page',
    async () => {
      const siteDir = siteWith(localManifest({ entryPoints: { 'mini-lib': 'src/index.ts', 'mini-lib/other': 'src/other.ts' } }));
      writeFileSync(path.join(siteDir, 'lib', 'src', 'other.ts'), '/** A size in another module. */\nexport type WidgetSize = string;\n');
      await expectRunToFail(
        siteDir,
        /Two exported items would share the page api-reference\/types\/WidgetSize\.md: .*WidgetSize .*and .*WidgetSize .*Rename one/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    'rejects two items whose names give one page file name',
    async () => {
      const siteDir = siteWith(localManifest({ entryPoints: { 'mini-lib': 'src/index.ts', 'mini-lib/slugs': 'src/slugs.ts' } }));
      writeFileSync(
        path.join(siteDir, 'lib', 'src', 'slugs.ts'),
        '/** Dotted. */\nconst dotted = 1;\n/** Plain. */\nexport const a_b = 2;\nexport { dotted as "a.b" };\n',
      );
      await expectRunToFail(
        siteDir,
        /Two exported items would share the page api-reference\/variables\/a_b\.md: .*(a\.b .*a_b|a_b .*a\.b) .*Rename one/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    'stops on a TypeScript error in the source',
    async () => {
      const siteDir = siteWith(localManifest({ entryPoints: { 'mini-lib': 'src/index.ts', 'mini-lib/broken': 'src/broken.ts' } }));
      writeFileSync(path.join(siteDir, 'lib', 'src', 'broken.ts'), "/** Not a number. */\nexport const broken: number = 'text';\n");
      await expectRunToFail(
        siteDir,
        /^error: Version "Next": TypeDoc failed: .*broken\.ts.*Type 'string' is not assignable to type 'number': fix it in the library's source or tsconfig at this version, then run again\.$/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    'rejects an npm spec that is not pinned',
    async () => {
      await expectRunToFail(
        siteWith({ repository, versions: [{ name: 'current', source: { type: 'npm', spec: 'commandkit@latest' } }] }),
        /"commandkit@latest" must pin an exact version/,
      );
    },
    runTimeout,
  );

  it.concurrent(
    'prints a huge value shortened, once per mention, on one short line',
    async () => {
      // A 300 kB version name passes the name check; its error names it three times.
      const siteDir = siteWith({ repository, versions: [{ name: 'v'.repeat(300_000), source: { type: 'local', path: 'lib' } }] });
      const result = await expectRunToFail(siteDir, /^error: /);
      expect(result.stderr.length).toBeLessThan(600);
    },
    runTimeout,
  );

  it.concurrent(
    'escapes a newline in a value, so it cannot forge a second line',
    async () => {
      await expectRunToFail(siteWith(), /^error: Unknown version "x\\nerror: forged line": /, ['--version', 'x\nerror: forged line']);
      const repo = makeGitRepo();
      writeFileSync(path.join(repo.dir, 'README.md'), 'scratch\n');
      repo.commitAll('first', '2025-01-01T00:00:00Z');
      await expectRunToFail(
        siteWith({
          repository,
          versions: [{ name: 'current', source: { type: 'git', repository: repo.dir, ref: 'v1\nerror: forged line' } }],
        }),
        /^error: /,
      );
    },
    runTimeout,
  );

  it.concurrent(
    "prints TypeDoc's warnings with the version, and stops on them where the manifest asks to",
    async () => {
      const siteDir = siteWith(
        localManifest({ entryPoints: { 'mini-lib': 'src/index.ts', 'mini-lib/linked': 'src/linked.ts' }, failOnWarnings: true }),
      );
      // A link to nothing, and an export without a doc comment (a warning only where warnings stop
      // the run: the fixture has a few more).
      writeFileSync(
        path.join(siteDir, 'lib', 'src', 'linked.ts'),
        '/** Works with {@link NoSuchThing}. */\nexport const linked = 1;\n\nexport const undocumented = 2;\n',
      );
      const result = await expectRunToFail(
        siteDir,
        /^error: Version "Next": TypeDoc reported \d+ warnings \(printed above; the first: .*\), and api-versions\.json sets "failOnWarnings" for it: fix the library's doc comments \(every export needs one/,
      );
      expect(result.stdout).toMatch(/^\[api\] Next: TypeDoc warning: .*NoSuchThing.*$/m);
      expect(result.stdout).toMatch(/^\[api\] Next: TypeDoc warning: .*undocumented.*does not have any documentation.*$/m);
    },
    runTimeout,
  );

  it.concurrent(
    'rejects a manifest entry with an unknown source type',
    async () => {
      await expectRunToFail(
        siteWith({ repository, versions: [{ name: 'current', source: { type: 'svn', path: 'lib' } }] }),
        /versions\[0\]\.source\.type "svn" is not a source type/,
      );
    },
    runTimeout,
  );
});
