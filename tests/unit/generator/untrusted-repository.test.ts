import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveEntryPoints } from '../../../scripts/api/sources/entry-points';
import { backgroundStarter } from './helpers/background';
import { fixtureLib, makeSite, readTree, repository, runGeneratorInBackground, type RunResult } from './helpers/fixture-site';
import { copyFixtureInto, makeGitRepo, monorepoFiles, writeFiles } from './helpers/git-repo';

/**
 * A documented repository is untrusted input: what it commits may shape how its dependencies are
 * laid out, but never run code on the maintainer's machine nor install anywhere outside its
 * checkout. Each attack below writes a file into `markers` when it works; after the run there must
 * be none, and the run names what it ignored in one warning line.
 */
const markers = mkdtempSync(path.join(os.tmpdir(), 'ck-markers-'));
const markerScript = (name: string) => `require('node:fs').writeFileSync(${JSON.stringify(path.join(markers, name))}, 'ran');\n`;

/**
 * The describe blocks' generator runs start while Jest collects the suite, two at a time: most of
 * their time goes to installing the tags' dependencies. Each block awaits its own run.
 */
const inBackground = backgroundStarter(2);
/** Runs the generator in the site, in the background; the promise is awaited where its result is checked. */
const startRun = (siteDir: string) => inBackground(() => runGeneratorInBackground(siteDir));
/** Long enough for a run that waited for two others to finish first. */
const runTimeout = 600_000;

const warningsOf = (result: RunResult) => result.stderr.split('\n').filter((line) => line.startsWith('warning: '));
const errorLinesOf = (result: RunResult) => result.stderr.trim().split('\n');

function gitSite(repoDir: string, tags: string[], extra: { path?: string; repository?: string } = {}): string {
  const siteDir = makeSite(
    {
      repository,
      versions: tags.map((tag) => ({
        name: tag.slice(1),
        source: { type: 'git', repository: extra.repository ?? repoDir, ref: tag, path: extra.path ?? 'packages/widgets' },
      })),
    },
    { withFixture: false },
  );
  for (const tag of tags) mkdirSync(path.join(siteDir, 'versioned_docs', `version-${tag.slice(1)}`), { recursive: true });
  return siteDir;
}

const checkoutOf = (siteDir: string, commit: string) => {
  const gitCache = path.join(siteDir, '.cache', 'api', 'sources', 'git');
  return readdirSync(gitCache)
    .map((repoDir) => path.join(gitCache, repoDir, 'checkouts', commit))
    .find((dir) => existsSync(dir))!;
};

/** The pnpm monorepo of git-tags.test.ts without the unreadable blob, one attack per tag. */
const pnpmWorkspace = Object.fromEntries(Object.entries(monorepoFiles).filter(([file]) => !file.startsWith('packages/assets/')));

describe('a pnpm workspace that names its own package manager, hooks and settings', () => {
  const repo = makeGitRepo();
  // v1.0.0: `packageManager` points at the repository itself, whose "pnpm" is a script of its own.
  writeFiles(repo.dir, {
    ...pnpmWorkspace,
    'package.json': { name: 'pnpm', version: '9.15.9', private: true, packageManager: 'pnpm@file:.', bin: { pnpm: 'evil.js' } },
    'evil.js': `#!/usr/bin/env node\n${markerScript('package-manager')}`,
  });
  chmodSync(path.join(repo.dir, 'evil.js'), 0o755);
  repo.commitAll('a pnpm of its own', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  // v2.0.0: a pnpmfile (pnpm loads it into itself), an .npmrc mixing a layout setting with a store
  // outside the checkout (every file of every package written where the repository says).
  rmSync(path.join(repo.dir, 'evil.js'));
  writeFiles(repo.dir, {
    'package.json': { name: 'fx-root', private: true },
    '.pnpmfile.cjs': `${markerScript('pnpmfile')}module.exports = { hooks: { readPackage: (pkg) => pkg } };\n`,
    '.npmrc': `auto-install-peers=false\nshamefully-hoist=true\nstore-dir=${path.join(markers, 'pnpm-store')}\n`,
  });
  repo.commitAll('hooks', '2025-02-02T10:00:00Z');
  repo.git('tag', 'v2.0.0');
  // v3.0.0: pnpm 10, which also reads settings from pnpm-workspace.yaml, one of them a pnpmfile
  // (at the root: a sparse checkout has the root's files and the packages' folders, nothing else).
  rmSync(path.join(repo.dir, '.pnpmfile.cjs'));
  writeFiles(repo.dir, {
    'package.json': { name: 'fx-root', private: true, packageManager: 'pnpm@10.30.0' },
    '.npmrc': 'auto-install-peers=false\n',
    'pnpm-workspace.yaml': `${monorepoFiles['pnpm-workspace.yaml'] as string}pnpmfile: setup-hooks.cjs\nhoistPattern:\n  - '*'\n`,
    'setup-hooks.cjs': `${markerScript('workspace-pnpmfile')}module.exports = { hooks: {} };\n`,
  });
  repo.commitAll('pnpm 10', '2025-03-02T10:00:00Z');
  repo.git('tag', 'v3.0.0');

  const siteDir = gitSite(repo.dir, ['v1.0.0', 'v2.0.0', 'v3.0.0']);
  const run = startRun(siteDir);
  let result: RunResult;
  beforeAll(async () => {
    result = await run;
  }, runTimeout);

  it('generates every tag with a pinned pnpm', () => {
    expect(result.stderr.split('\n').filter((line) => line && !line.startsWith('warning: '))).toEqual([]);
    expect(result.status).toBe(0);
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) {
      expect(readTree(path.join(siteDir, 'versioned_docs', `version-${version}`, 'api-reference'))['classes/Widget.md']).toContain(
        'A widget with a gear',
      );
    }
  });

  it('runs none of the code the repository names', () => {
    expect(
      readdirSync(markers).filter((name) => ['package-manager', 'pnpmfile', 'pnpm-store', 'workspace-pnpmfile'].includes(name)),
    ).toEqual([]);
  });

  it('says in one line per tag what it ignored', () => {
    const warnings = warningsOf(result);
    expect(warnings).toHaveLength(3);
    expect(warnings.find((line) => line.includes('v1.0.0'))).toMatch(
      /^warning: v1\.0\.0 of \S+: the repository's own install settings are not trusted and were ignored \(packageManager "pnpm@file:\."\); installing with pnpm@9\.15\.9, lifecycle scripts off\.$/,
    );
    expect(warnings.find((line) => line.includes('v2.0.0'))).toMatch(
      /\(\.npmrc: store-dir; \.pnpmfile\.cjs\); installing with pnpm@9\.15\.9/,
    );
    expect(warnings.find((line) => line.includes('v3.0.0'))).toMatch(/\(pnpm-workspace\.yaml: pnpmfile\); installing with pnpm@10\.34\.9/);
  });

  it('honours the layout settings it allows', () => {
    // shamefully-hoist puts every dependency in the root node_modules, where pnpm otherwise leaves only its store.
    const hoisted = path.join(checkoutOf(siteDir, repo.git('rev-parse', 'v2.0.0^{commit}')), 'node_modules', 'tiny-invariant');
    expect(existsSync(path.join(hoisted, 'package.json'))).toBe(true);
    const notHoisted = path.join(checkoutOf(siteDir, repo.git('rev-parse', 'v1.0.0^{commit}')), 'node_modules', 'tiny-invariant');
    expect(existsSync(notHoisted)).toBe(false);
  });
});

describe('an npm package whose .npmrc names its own git', () => {
  const dependency = makeGitRepo();
  writeFiles(dependency.dir, {
    'package.json': { name: 'fx-helper', version: '1.0.0', types: 'index.d.ts' },
    'index.d.ts': 'export type Helper = string;\n',
  });
  dependency.commitAll('helper', '2025-01-01T10:00:00Z');
  dependency.git('tag', 'v1');

  const repo = makeGitRepo();
  copyFixtureInto(fixtureLib, repo.dir, 'packages/widgets');
  writeFiles(repo.dir, {
    // A git dependency is what makes npm run its `git`.
    'packages/widgets/package.json': {
      name: 'mini-lib',
      version: '1.0.0',
      exports: { '.': { types: './src/index.ts' } },
      dependencies: { 'fx-helper': `git+file://${dependency.dir}#v1` },
    },
    'packages/widgets/.npmrc': 'git=./evil.sh\nlegacy-peer-deps=true\n',
    'packages/widgets/evil.sh': `#!/bin/sh\nnode -e "${markerScript('git').replace(/"/g, '\\"')}"\nexec git "$@"\n`,
  });
  chmodSync(path.join(repo.dir, 'packages/widgets/evil.sh'), 0o755);
  repo.commitAll('mini 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');

  const siteDir = gitSite(repo.dir, ['v1.0.0']);
  const run = startRun(siteDir);
  let result: RunResult;
  beforeAll(async () => {
    result = await run;
  }, runTimeout);

  it('installs the git dependency with the git of this machine', () => {
    expect(result.status).toBe(0);
    expect(existsSync(path.join(markers, 'git'))).toBe(false);
    const packageDir = path.join(checkoutOf(siteDir, repo.git('rev-parse', 'v1.0.0^{commit}')), 'packages', 'widgets');
    expect(existsSync(path.join(packageDir, 'node_modules', 'fx-helper', 'index.d.ts'))).toBe(true);
  });

  it('says in one line what it ignored', () => {
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(
        /^warning: v1\.0\.0 of \S+: the repository's own install settings are not trusted and were ignored \(packages\/widgets\/\.npmrc: git\); installing with npm, lifecycle scripts off\.$/,
      ),
    ]);
  });
});

describe('a Yarn workspace whose .yarnrc.yml names its own Yarn and plugins', () => {
  const repo = makeGitRepo();
  const files = Object.fromEntries(Object.entries(pnpmWorkspace).filter(([file]) => !['pnpm-workspace.yaml', '.npmrc'].includes(file)));
  const widgets = files['packages/widgets/package.json'] as Record<string, unknown>;
  writeFiles(repo.dir, {
    ...files,
    'package.json': { name: 'fx-root', private: true, workspaces: ['packages/*'], packageManager: 'yarn@4.5.0' },
    'packages/widgets/package.json': {
      ...widgets,
      dependencies: { '@fx/core': 'workspace:*', 'tiny-invariant': '1.3.3' },
      devDependencies: { '@fx/config': 'workspace:*' },
    },
    '.gitignore': 'node_modules\n.yarn/install-state.gz\n',
    // v1.0.0: a Yarn of its own (at the root, which a sparse checkout has); nmHoistingLimits is a layout setting and stays.
    '.yarnrc.yml': 'yarnPath: yarn-evil.cjs\nnmHoistingLimits: workspaces\n',
    'yarn-evil.cjs': markerScript('yarn-path'),
  });
  repo.commitAll('a yarn of its own', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  // v2.0.0: a plugin, loaded into Yarn itself; and a linker TypeScript cannot read.
  writeFiles(repo.dir, {
    '.yarnrc.yml': 'nodeLinker: pnp\nnmHoistingLimits: workspaces\nplugins:\n  - path: yarn-plugin-evil.cjs\n    spec: evil\n',
    'yarn-plugin-evil.cjs': `${markerScript('yarn-plugin')}module.exports = { name: 'evil', factory: () => ({}) };\n`,
  });
  repo.commitAll('a plugin', '2025-02-02T10:00:00Z');
  repo.git('tag', 'v2.0.0');

  const siteDir = gitSite(repo.dir, ['v1.0.0', 'v2.0.0']);
  const run = startRun(siteDir);
  let result: RunResult;
  beforeAll(async () => {
    result = await run;
  }, runTimeout);

  it('generates both tags with the pinned Yarn, running none of their code', () => {
    expect(result.status).toBe(0);
    expect(readdirSync(markers).filter((name) => name.startsWith('yarn-'))).toEqual([]);
  });

  it('says in one line per tag what it ignored', () => {
    const warnings = warningsOf(result);
    expect(warnings).toHaveLength(2);
    expect(warnings.find((line) => line.includes('v1.0.0'))).toMatch(
      /\(\.yarnrc\.yml: yarnPath\); installing with yarn@4\.18\.1, lifecycle scripts off\.$/,
    );
    expect(warnings.find((line) => line.includes('v2.0.0'))).toMatch(
      /\(\.yarnrc\.yml: nodeLinker, plugins\); installing with yarn@4\.18\.1/,
    );
  });

  it('installs into node_modules, with the hoisting limit the repository sets', () => {
    for (const tag of ['v1.0.0', 'v2.0.0']) {
      const checkout = checkoutOf(siteDir, repo.git('rev-parse', `${tag}^{commit}`));
      expect(existsSync(path.join(checkout, 'packages', 'widgets', 'node_modules', 'tiny-invariant', 'package.json'))).toBe(true);
      expect(existsSync(path.join(checkout, 'node_modules', 'tiny-invariant'))).toBe(false);
      expect(existsSync(path.join(checkout, '.pnp.cjs'))).toBe(false);
    }
  });
});

describe('a source path outside the repository', () => {
  const outside = mkdtempSync(path.join(os.tmpdir(), 'ck-outside-'));
  writeFiles(outside, {
    'package.json': {
      name: 'outside',
      version: '1.0.0',
      exports: { '.': { types: './index.d.ts' } },
      dependencies: { 'tiny-invariant': '1.3.3' },
    },
    'index.d.ts': 'export type Outside = 1;\n',
  });
  const repo = makeGitRepo();
  copyFixtureInto(fixtureLib, repo.dir, 'packages/widgets');
  // A link committed in the repository, to a folder of this machine.
  symlinkSync(outside, path.join(repo.dir, 'packages', 'elsewhere'));
  repo.commitAll('mini 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');

  // From the checkout in .cache/api/sources/git/<repository>/checkouts/<commit>, this reaches the folder next to the site.
  const escape = `${'../'.repeat(8)}${path.basename(outside)}`;
  const escapeSite = gitSite(repo.dir, ['v1.0.0'], { path: escape });
  const escapeRun = startRun(escapeSite);
  const linkSite = gitSite(repo.dir, ['v1.0.0'], { path: 'packages/elsewhere' });
  const linkRun = startRun(linkSite);

  it(
    'is refused before anything is cloned when api-versions.json says so',
    async () => {
      const result = await escapeRun;
      expect(result.status).toBe(1);
      expect(errorLinesOf(result)).toEqual([
        `error: api-versions.json: versions[0].source.path "${escape}" leaves the repository: give a folder inside it, relative to its root, e.g. "packages/commandkit".`,
      ]);
      expect(existsSync(path.join(outside, 'node_modules'))).toBe(false);
      expect(existsSync(path.join(escapeSite, '.cache', 'api', 'sources', 'git'))).toBe(false);
    },
    runTimeout,
  );

  it(
    'is refused when the repository links its way out',
    async () => {
      expect(lstatSync(path.join(repo.dir, 'packages', 'elsewhere')).isSymbolicLink()).toBe(true);
      const result = await linkRun;
      expect(result.status).toBe(1);
      expect(errorLinesOf(result)).toEqual([
        `error: "packages/elsewhere" is outside the repository ${repo.dir}: fix "source.path" in api-versions.json to a folder inside it, such as "packages/<name>".`,
      ]);
      expect(existsSync(path.join(outside, 'node_modules'))).toBe(false);
    },
    runTimeout,
  );
});

describe('a repository given as a file:// URL', () => {
  const repo = makeGitRepo();
  copyFixtureInto(fixtureLib, repo.dir, 'packages/widgets');
  repo.commitAll('mini 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  const url = `file://${repo.dir}`;
  const clonedSite = gitSite(repo.dir, ['v1.0.0'], { repository: url });
  const clonedRun = startRun(clonedSite);
  const missingTagRun = startRun(gitSite(repo.dir, ['v9.9.9'], { repository: url }));

  it(
    'is cloned from that URL',
    async () => {
      const result = await clonedRun;
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readTree(path.join(clonedSite, 'versioned_docs', 'version-1.0.0', 'api-reference'))['classes/Widget.md']).toContain(
        `${repository}/blob/`,
      );
    },
    runTimeout,
  );

  it(
    'names a missing tag and the fix in one line',
    async () => {
      const result = await missingTagRun;
      expect(result.status).toBe(1);
      expect(errorLinesOf(result)).toEqual([
        `error: Tag or commit "v9.9.9" does not exist in ${url} (its tags are v1.0.0): fix "source.ref" in api-versions.json.`,
      ]);
    },
    runTimeout,
  );
});

describe('a package whose exports point outside it', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-exports-'));
  writeFiles(dir, {
    'secret.d.ts': 'export type Secret = 1;\n',
    'up/package.json': { name: 'up', exports: { '.': { types: '../secret.d.ts' } } },
    'linked/package.json': { name: 'linked', exports: { '.': { types: './src/index.d.ts' } } },
  });
  mkdirSync(path.join(dir, 'linked', 'src'));
  symlinkSync(path.join(dir, 'secret.d.ts'), path.join(dir, 'linked', 'src', 'index.d.ts'));

  it('is refused, so TypeDoc never reads that file into the pages', () => {
    expect(() => resolveEntryPoints(path.join(dir, 'up'))).toThrow(
      'The export "up" of up points outside its package folder ("../secret.d.ts"): fix the package\'s "exports"',
    );
    expect(() => resolveEntryPoints(path.join(dir, 'linked'))).toThrow(
      'The export "linked" of linked points outside its package folder ("./src/index.d.ts")',
    );
  });

  it("is the maintainer's to allow with explicit entry points", () => {
    expect(resolveEntryPoints(path.join(dir, 'up'), { up: '../secret.d.ts' })).toEqual([
      { importPath: 'up', file: path.join(dir, 'secret.d.ts'), packageName: 'up' },
    ]);
  });
});
