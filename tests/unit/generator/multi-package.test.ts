import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backgroundStarter } from './helpers/background';
import {
  copySite,
  makeSite,
  readTree,
  repoRoot,
  repository,
  runGeneratorInBackground,
  writeManifest,
  type RunResult,
} from './helpers/fixture-site';

const multiLib = path.join(repoRoot, 'tests', 'fixtures', 'multi-lib');

function multiSite(extra: object = {}): string {
  const siteDir = makeSite(multiManifest(extra), { withFixture: false });
  cpSync(multiLib, path.join(siteDir, 'lib'), { recursive: true });
  return siteDir;
}

function multiManifest(extra: object = {}) {
  return { repository, versions: [{ name: 'current', source: { type: 'local', path: 'lib' }, ...extra }] };
}

/**
 * Every run of this suite is independent of the others, so each starts while Jest collects the
 * suite (two at a time) and the test that checks it awaits it. A run that reworks the generated
 * multi-package site does so on its own copy.
 */
const inBackground = backgroundStarter(2);
/** Queues a run of the site once it is ready (a copy waits for the run it copies, without holding a place). */
const startRun = (siteDir: string | Promise<string>): Promise<RunResult> => {
  const run = Promise.resolve(siteDir).then((dir) => inBackground(() => runGeneratorInBackground(dir)));
  run.catch(() => undefined);
  return run;
};
const runTimeout = 600_000;

/**
 * A version whose source is a workspace of packages: every public package in one TypeDoc run,
 * each page naming its package and every import path, the overview grouped by package.
 */
describe('a multi-package version', () => {
  const siteDir = multiSite();
  const outputDir = path.join(siteDir, 'docs', 'api-reference');
  const generated = startRun(siteDir);
  let result: RunResult;
  let pages: Record<string, string>;
  beforeAll(async () => {
    result = await generated;
    pages = readTree(outputDir, (file) => file === '.generated.json');
  }, runTimeout);
  /** A copy of the generated site, once there is one, with the manifest listing `packages`. */
  const copyListing = async (packages: string[]) => {
    await generated;
    const copy = copySite(siteDir);
    writeManifest(copy, multiManifest({ packages }));
    return copy;
  };
  const listedSite = copyListing(['@multi/cache', '@multi/core', '@multi/tools']);
  const listedRun = startRun(listedSite);
  const missingRun = startRun(copyListing(['@multi/core', '@multi/redis']));

  it('generates every public package, and not the private one', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining([
        'classes/Engine.md',
        'classes/MemoryCache.md',
        'functions/Group.md',
        'functions/jsx.md',
        'types/Plugin.md',
        'types/CacheOptions.md',
      ]),
    );
    expect(pages['functions/buildAll.md']).toBeUndefined();
  });

  it('writes the pages, index pages and sidebar shown in the snapshot', () => {
    expect(pages).toMatchSnapshot();
  });

  it('gives an item exported from two entry points of one package one page with both import paths, main entry first', () => {
    expect(pages['functions/Group.md']).toContain(
      "**Package:** `@multi/core` · one function, importable from 2 paths:\n\n```ts\nimport { Group } from '@multi/core';\nimport { Group } from '@multi/core/jsx';\n```",
    );
    expect(Object.keys(pages).filter((file) => /Group\.md$/.test(file))).toEqual(['functions/Group.md']);
  });

  it('gives an item re-exported by another package one page under its own package, its own import path first', () => {
    expect(pages['classes/MemoryCache.md']).toContain(
      "**Package:** `@multi/cache` · one class, importable from 2 paths:\n\n```ts\nimport { MemoryCache } from '@multi/cache';\nimport { MemoryCache } from '@multi/core/cache';\n```",
    );
    expect(pages['types/CacheOptions.md']).toContain(
      "import type { CacheOptions } from '@multi/cache';\nimport type { CacheOptions } from '@multi/core/cache';",
    );
  });

  it('links items across packages, and links sources and dates per package', () => {
    expect(pages['classes/MemoryCache.md']).toMatch(/\[`Plugin`\]\(\.\.\/types\/Plugin\.md\)/);
    expect(pages['classes/MemoryCache.md']).toContain(`(${repository}/blob/main/lib/packages/cache/src/index.ts#L`);
    expect(pages['classes/Engine.md']).toContain(`(${repository}/blob/main/lib/packages/core/src/index.ts#L`);
  });

  it('groups the overview by package (dependencies first), then by kind, and keeps one index page per kind', () => {
    const overview = pages['index.md'];
    expect(overview).toContain('2 packages, `@multi/core` and `@multi/cache`');
    const headings = overview.split('\n').filter((line) => /^##+ /.test(line));
    expect(headings).toEqual([
      '## `@multi/core`',
      '### Classes',
      '### Functions',
      '### Types',
      '## `@multi/cache`',
      '### Classes',
      '### Types',
    ]);
    expect(overview).toContain('Import its items from `@multi/core`, `@multi/core/jsx`, `@multi/core/cache`.');
    expect(pages['classes/index.md']).toContain('| [`MemoryCache`](./MemoryCache.md) | `@multi/cache` | A cache kept in memory');
    expect(
      Object.keys(pages)
        .filter((file) => file.endsWith('index.md'))
        .sort(),
    ).toEqual(['classes/index.md', 'functions/index.md', 'index.md', 'types/index.md']);
  });

  it(
    'documents the packages the manifest lists, in its order, private ones included',
    async () => {
      const listed = await listedRun;
      expect(listed.stderr).toBe('');
      const after = readTree(path.join(await listedSite, 'docs', 'api-reference'));
      expect(after['functions/buildAll.md']).toContain('**Package:** `@multi/tools`');
      const headings = after['index.md'].split('\n').filter((line) => /^## /.test(line));
      expect(headings).toEqual(['## `@multi/cache`', '## `@multi/core`', '## `@multi/tools`']);
    },
    runTimeout,
  );

  it(
    'names a listed package that is not there, in one line',
    async () => {
      const failed = await missingRun;
      expect(failed.status).toBe(1);
      expect(failed.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^error: "packages" lists "@multi\/redis", which is not a package in .*lib \(its packages are @multi\/cache, @multi\/core, @multi\/tools\): fix "packages" in api-versions\.json\.$/,
        ),
      ]);
    },
    runTimeout,
  );
});

describe('two items of one kind and name in two packages', () => {
  const siteDir = multiSite();
  appendFileSync(
    path.join(siteDir, 'lib', 'packages', 'core', 'src', 'index.ts'),
    '\n/** Core settings. */\nexport type Settings = { debug: boolean };\n',
  );
  appendFileSync(
    path.join(siteDir, 'lib', 'packages', 'cache', 'src', 'index.ts'),
    '\n/** Cache settings. */\nexport type Settings = { size: number };\n',
  );
  const run = startRun(siteDir);

  it(
    'documents both: the first package keeps the plain page, the other gets one prefixed with its package',
    async () => {
      const result = await run;
      expect(result.status).toBe(0);
      const pages = path.join(siteDir, 'docs', 'api-reference', 'types');
      expect(readFileSync(path.join(pages, 'Settings.md'), 'utf8')).toMatch(/debug/);
      expect(readFileSync(path.join(pages, 'cache-Settings.md'), 'utf8')).toMatch(/size/);
    },
    runTimeout,
  );
});

describe('a multi-package version in a git repository', () => {
  const siteDir = multiSite();
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Ada Example',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada Example',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
  };
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: siteDir,
      encoding: 'utf8',
      env: date ? { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : env,
    }).trim();
  git(['init', '-q', '-b', 'main']);
  git(['add', 'lib/package.json', 'lib/packages/core', 'lib/packages/tools']);
  git(['commit', '-q', '-m', 'core'], '2025-01-02T10:00:00Z');
  git(['add', 'lib/packages/cache']);
  git(['commit', '-q', '-m', 'cache'], '2025-03-04T10:00:00Z');
  const head = git(['rev-parse', 'HEAD']);
  const run = startRun(siteDir);

  it(
    "links sources at the folder's last commit and dates each page by its own package's last commit",
    async () => {
      const result = await run;
      expect(result.stderr).toBe('');
      const pages = readTree(path.join(siteDir, 'docs', 'api-reference'));
      expect(pages['classes/Engine.md']).toContain('date: "2025-01-02T10:00:00.000Z"');
      expect(pages['classes/Engine.md']).toContain(`(${repository}/blob/${head}/lib/packages/core/src/index.ts#L`);
      expect(pages['classes/MemoryCache.md']).toContain('date: "2025-03-04T10:00:00.000Z"');
      expect(pages['classes/MemoryCache.md']).toContain(`(${repository}/blob/${head}/lib/packages/cache/src/index.ts#L`);
    },
    runTimeout,
  );
});

describe('a single package', () => {
  const run = startRun(
    makeSite({ repository, versions: [{ name: 'current', source: { type: 'local', path: 'lib' }, packages: ['other'] }] }),
  );

  it(
    'rejects a "packages" list that does not name it',
    async () => {
      const result = await run;
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(
        /^error: "packages" lists "other", but .*lib is the single package "mini-lib": fix "packages" in api-versions\.json or remove it\.$/,
      );
    },
    runTimeout,
  );
});
