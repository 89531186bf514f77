import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storesOutput } from '../../../scripts/api/output-cache';
import { copySite, runGenerator, writeManifest, type RunResult } from './helpers/fixture-site';
import { compileMdxInBackground } from './helpers/run-compile-mdx';
import { changesManifest, changesOutputOf, changesPagesOf, makeChangesSite } from './helpers/changes-site';

/**
 * Three versions of a library (1.0.0 and 2.0.0 from git tags, Next from a folder) with every kind
 * of API change between them, generated once for both parts of this suite: the history phase
 * (changes pages, version lines) and the output cache each version keeps. A test that runs the
 * generator again runs it on its own copy of the generated site.
 */
type Version = '1.0.0' | '2.0.0' | 'current';
let siteDir: string;
let repoDir: string;
let first: RunResult;
let firstPages: Record<Version, Record<string, string>>;
beforeAll(() => {
  ({ siteDir, repoDir } = makeChangesSite());
  first = runGenerator(siteDir);
  firstPages = {
    '1.0.0': changesPagesOf(siteDir, '1.0.0'),
    '2.0.0': changesPagesOf(siteDir, '2.0.0'),
    current: changesPagesOf(siteDir, 'current'),
  };
}, 240_000);

/** The line above an item page's package line: when the item was added and changed. */
function historyLineOf(page: string | undefined): string | undefined {
  return page?.split('\n').find((line) => /^\*\*(Added in|Available since)\*\* /.test(line));
}

/** How they follow a predecessor that changes while the version after it is skipped. */
describe('API changes between versions', () => {
  const v1 = () => firstPages['1.0.0'];
  const v2 = () => firstPages['2.0.0'];
  const next = () => firstPages.current;

  it('generates the three versions', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
  });

  it('writes the changes page of 2.0.0 since 1.0.0 shown in the snapshot', () => {
    expect(v2()['changes.md']).toMatchSnapshot();
  });

  it('writes the changes page of Next since 2.0.0 shown in the snapshot', () => {
    expect(next()['changes.md']).toMatchSnapshot();
  });

  it('gives the oldest version no changes page, no sidebar entry and no overview link', () => {
    expect(v1()['changes.md']).toBeUndefined();
    expect(v1()['sidebar.json']).not.toContain('api-reference/changes');
    expect(v1()['index.md']).not.toContain('changes.md');
  });

  it('lists the changes page second in the sidebar and links it from the overview', () => {
    const sidebar = JSON.parse(v2()['sidebar.json']) as { id?: string; label: string }[];
    expect(sidebar.slice(0, 2)).toEqual([
      { type: 'doc', id: 'api-reference/index', label: 'Overview' },
      { type: 'doc', id: 'api-reference/changes', label: 'API changes' },
    ]);
    expect(v2()['index.md']).toContain(
      '**Changes since 1.0.0:** 1 item added, 1 removed, 3 changed and 1 newly deprecated, listed on [API changes since 1.0.0](./changes.md).',
    );
  });

  it('says on each item page when the item was added and in which versions it changed', () => {
    const lines = Object.fromEntries(
      (
        ['classes/Widget', 'functions/makeGadget', 'enums/Color', 'functions/newHelper', 'types/Shape', 'variables/legacySetting'] as const
      ).map((page) => [
        page,
        {
          '1.0.0': historyLineOf(v1()[`${page}.md`]),
          '2.0.0': historyLineOf(v2()[`${page}.md`]),
          Next: historyLineOf(next()[`${page}.md`]),
        },
      ]),
    );
    expect(lines).toMatchSnapshot();
  });

  it('gives pages that compile and render as MDX, backticks, braces and pipes in signatures included', async () => {
    const copy = copySite(siteDir);
    const compiled = await compileMdxInBackground([changesOutputOf(copy, '2.0.0'), changesOutputOf(copy, 'current')]);
    expect(compiled.stderr).toBe('');
    expect(compiled.folders).toHaveLength(2);
    for (const folder of compiled.folders) expect(folder).toEqual({ pages: expect.any(Number), failures: [] });
  });

  it('keeps the compact API model of each version next to its sidebar', () => {
    expect(v2()['api-model.json']).toMatchSnapshot();
  });

  it('changes nothing on a second run, where every version is skipped', () => {
    const copy = copySite(siteDir);
    const widget = path.join(changesOutputOf(copy, 'current'), 'classes', 'Widget.md');
    const stamp = statSync(widget).mtimeMs;
    const again = runGenerator(copy);
    expect(again.status).toBe(0);
    expect(again.stdout.match(/unchanged since the last run, skipped/g)).toHaveLength(3);
    expect(changesPagesOf(copy, 'current')).toEqual(next());
    expect(changesPagesOf(copy, '2.0.0')).toEqual(v2());
    expect(statSync(widget).mtimeMs).toBe(stamp);
  });

  it('updates the changes page and lines of a skipped version when the version before it changes', () => {
    const copy = copySite(siteDir);
    // 1.0.0 now documents the same tag as 2.0.0: 2.0.0 changes nothing since then.
    writeManifest(copy, changesManifest({ '1.0.0': 'v2.0.0', '2.0.0': 'v2.0.0' }, repoDir));
    const run = runGenerator(copy, ['--version', '1.0.0']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const after = changesPagesOf(copy, '2.0.0');
    expect(after['.generated.json']).toBe(v2()['.generated.json']);
    expect(after['changes.md']).toContain(
      "The API of changes-lib 2.0.0 is the same as 1.0.0's: no item was added, removed, deprecated or changed.",
    );
    expect(historyLineOf(after['classes/Widget.md'])).toBe('**Available since** 1.0.0, the oldest version documented here');
    expect(historyLineOf(changesPagesOf(copy, 'current')['functions/makeGadget.md'])).toBe(
      '**Available since** 1.0.0, the oldest version documented here · **Changed in** [Next](/docs/next/api-reference/changes)',
    );
  });

  it('stops with one line, before moving anything, when a page the history must edit is missing', () => {
    const copy = copySite(siteDir);
    const before = changesPagesOf(copy, '2.0.0');
    rmSync(path.join(changesOutputOf(copy, '1.0.0'), 'classes', 'Widget.md'));
    const run = runGenerator(copy, ['--version', '2.0.0', '--force']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^error: .*version-1\.0\.0\/api-reference\/classes\/Widget\.md is missing, though the version's API model lists it: regenerate the version with `npm run api -- --force`\.$/,
      ),
    ]);
    expect(changesPagesOf(copy, '2.0.0')).toEqual(before);
  });
});

/**
 * Every version keeps its output, as it stood before the history phase, in `.cache/api/output/`:
 * a clean build restores it instead of running TypeDoc while its key matches, and the history
 * phase then edits the restored copy as it would a fresh one. An edit to Next's folder changes its key.
 */
describe('the API output cache', () => {
  const entryOf = (dir: string, version: string) => path.join(dir, '.cache', 'api', 'output', version);
  /** A copy of the generated site with every version's docs folder emptied, as a clean checkout has it. */
  const cleanCopy = () => {
    const copy = copySite(siteDir);
    cleanBuild(copy);
    return copy;
  };
  const cleanBuild = (dir: string) => {
    for (const version of ['current', '1.0.0', '2.0.0']) rmSync(changesOutputOf(dir, version), { recursive: true, force: true });
  };

  it('keeps an entry per version, Next included', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    for (const version of ['1.0.0', '2.0.0', 'current'])
      expect(existsSync(path.join(entryOf(siteDir, version), '.generated.json'))).toBe(true);
  });

  it('keeps the output as it was before the history phase: no changes page, no version lines', () => {
    const widget = readFileSync(path.join(entryOf(siteDir, '2.0.0'), 'classes', 'Widget.md'), 'utf8');
    expect(widget).not.toMatch(/\*\*(Added in|Available since)\*\*/);
    expect(existsSync(path.join(entryOf(siteDir, '2.0.0'), 'changes.md'))).toBe(false);
    expect(firstPages['2.0.0']['changes.md']).toBeDefined();
  });

  it('restores every version after a clean build without TypeDoc, byte for byte, history lines included', () => {
    const copy = cleanCopy();
    const run = runGenerator(copy);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[api] 1.0.0: restored from the output cache (.cache/api/output/1.0.0)');
    expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache (.cache/api/output/2.0.0)');
    expect(run.stdout).toContain('[api] Next: restored from the output cache (.cache/api/output/current)');
    expect(run.stdout).not.toMatch(/: TypeDoc/);
    expect(changesPagesOf(copy, '1.0.0')).toEqual(firstPages['1.0.0']);
    expect(changesPagesOf(copy, '2.0.0')).toEqual(firstPages['2.0.0']);
    expect(changesPagesOf(copy, 'current')).toEqual(firstPages.current);
    // The same item counts as the run that generated them.
    for (const version of ['1.0.0', '2.0.0']) {
      const written = new RegExp(`\\[api\\] ${version.replace(/\./g, '\\.')}: \\d+ item pages written.*`);
      expect(run.stdout.match(written)?.[0]).toBe(first.stdout.match(written)?.[0]);
    }
    // The history phase edited the restored copy, never the entry, which stays whole.
    expect(existsSync(path.join(entryOf(copy, '2.0.0'), 'changes.md'))).toBe(false);
    expect(readFileSync(path.join(entryOf(copy, '2.0.0'), 'classes', 'Widget.md'), 'utf8')).not.toMatch(
      /\*\*(Added in|Available since)\*\*/,
    );
    expect(existsSync(path.join(entryOf(copy, '2.0.0'), '.generated.json'))).toBe(true);
  });

  it('regenerates Next after an edit to its folder, and replaces its entry', () => {
    const copy = copySite(siteDir);
    const source = path.join(copy, 'lib', 'src', 'index.ts');
    const original = readFileSync(source, 'utf8');
    writeFileSync(source, `${original}\n/** Added after the first run. */\nexport function lateAddition(): void {}\n`);
    cleanBuild(copy);
    const run = runGenerator(copy);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] Next: TypeDoc/);
    expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache');
    expect(changesPagesOf(copy, 'current')['functions/lateAddition.md']).toContain('lateAddition');
    expect(readFileSync(path.join(entryOf(copy, 'current'), 'functions', 'lateAddition.md'), 'utf8')).toContain('lateAddition');

    // Back as it was: the entry of the edited folder no longer matches, so TypeDoc runs again.
    writeFileSync(source, original);
    cleanBuild(copy);
    const back = runGenerator(copy);
    expect(back.stdout).toMatch(/\[api\] Next: TypeDoc/);
    expect(changesPagesOf(copy, 'current')).toEqual(firstPages.current);
  });

  it('regenerates and refreshes the entry with --force', () => {
    const copy = copySite(siteDir);
    writeFileSync(path.join(entryOf(copy, '1.0.0'), 'stale.md'), 'left from an older run\n');
    const run = runGenerator(copy, ['--version', '1.0.0', '--force']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] 1\.0\.0: TypeDoc/);
    expect(run.stdout).not.toContain('restored');
    expect(existsSync(path.join(entryOf(copy, '1.0.0'), 'stale.md'))).toBe(false);
    expect(changesPagesOf(copy, '1.0.0')).toEqual(firstPages['1.0.0']);
  });

  it('does not trust an entry without its stamp (a half copy)', () => {
    const copy = copySite(siteDir);
    rmSync(path.join(entryOf(copy, '2.0.0'), '.generated.json'));
    rmSync(changesOutputOf(copy, '2.0.0'), { recursive: true });
    const run = runGenerator(copy, ['--version', '2.0.0']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] 2\.0\.0: TypeDoc/);
    expect(run.stdout).not.toContain('restored');
    expect(changesPagesOf(copy, '2.0.0')).toEqual(firstPages['2.0.0']);
    expect(existsSync(path.join(entryOf(copy, '2.0.0'), '.generated.json'))).toBe(true);
  });

  it('regenerates when the manifest entry changes, and the new output replaces the entry', () => {
    const copy = copySite(siteDir);
    const oldStamp = readFileSync(path.join(entryOf(copy, '1.0.0'), '.generated.json'), 'utf8');
    // 1.0.0 now documents the tag of 2.0.0.
    writeManifest(copy, changesManifest({ '1.0.0': 'v2.0.0', '2.0.0': 'v2.0.0' }, repoDir));
    cleanBuild(copy);
    const run = runGenerator(copy, ['--version', '1.0.0', '--version', '2.0.0']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] 1\.0\.0: TypeDoc/);
    expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache');
    expect(firstPages['1.0.0']['functions/newHelper.md']).toBeUndefined();
    expect(changesPagesOf(copy, '1.0.0')['functions/newHelper.md']).toContain('newHelper');
    const newStamp = readFileSync(path.join(entryOf(copy, '1.0.0'), '.generated.json'), 'utf8');
    expect(newStamp).not.toBe(oldStamp);
    expect(newStamp).toBe(readFileSync(path.join(changesOutputOf(copy, '1.0.0'), '.generated.json'), 'utf8'));
  });
});

describe('which runs store their output', () => {
  const next = { name: 'current', source: { type: 'local' as const, path: 'library-src' } };
  const released = { name: '0.1.10', source: { type: 'npm' as const, spec: 'commandkit@0.1.10' } };

  it('stores every version, except Next in the watch loop, which regenerates it after each edit', () => {
    expect(storesOutput(next, false)).toBe(true);
    expect(storesOutput(released, false)).toBe(true);
    expect(storesOutput(released, true)).toBe(true);
    expect(storesOutput(next, true)).toBe(false);
  });
});
