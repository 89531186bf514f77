import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runGenerator, writeManifest } from './helpers/fixture-site';
import { changesManifest, makeChangesSite } from './helpers/changes-site';

/** The line above an item page's package line: when the item was added and changed. */
function historyLineOf(page: string | undefined): string | undefined {
  return page?.split('\n').find((line) => /^\*\*(Added in|Available since)\*\* /.test(line));
}

/**
 * Three versions of a library (1.0.0 and 2.0.0 from git tags, Next from a folder) with every
 * kind of API change between them: the changes pages, the version lines of item pages, and how
 * they follow a predecessor that changes while the version after it is skipped.
 */
describe('API changes between versions', () => {
  const { siteDir, repoDir, pagesOf } = makeChangesSite();
  const result = runGenerator(siteDir);
  const v1 = pagesOf('1.0.0');
  const v2 = pagesOf('2.0.0');
  const next = pagesOf('current');

  it('generates the three versions', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('writes the changes page of 2.0.0 since 1.0.0 shown in the snapshot', () => {
    expect(v2['changes.md']).toMatchSnapshot();
  });

  it('writes the changes page of Next since 2.0.0 shown in the snapshot', () => {
    expect(next['changes.md']).toMatchSnapshot();
  });

  it('gives the oldest version no changes page, no sidebar entry and no overview link', () => {
    expect(v1['changes.md']).toBeUndefined();
    expect(v1['sidebar.json']).not.toContain('api-reference/changes');
    expect(v1['index.md']).not.toContain('changes.md');
  });

  it('lists the changes page second in the sidebar and links it from the overview', () => {
    const sidebar = JSON.parse(v2['sidebar.json']) as { id?: string; label: string }[];
    expect(sidebar.slice(0, 2)).toEqual([
      { type: 'doc', id: 'api-reference/index', label: 'Overview' },
      { type: 'doc', id: 'api-reference/changes', label: 'API changes' },
    ]);
    expect(v2['index.md']).toContain('**Changes since 1.0.0:** 1 item added, 1 removed, 3 changed and 1 newly deprecated, listed on [API changes since 1.0.0](./changes.md).');
  });

  it('says on each item page when the item was added and in which versions it changed', () => {
    const lines = Object.fromEntries(
      (['classes/Widget', 'functions/makeGadget', 'enums/Color', 'functions/newHelper', 'types/Shape', 'variables/legacySetting'] as const).map((page) => [
        page,
        { '1.0.0': historyLineOf(v1[`${page}.md`]), '2.0.0': historyLineOf(v2[`${page}.md`]), Next: historyLineOf(next[`${page}.md`]) },
      ]),
    );
    expect(lines).toMatchSnapshot();
  });

  it('gives pages that compile and render as MDX, backticks, braces and pipes in signatures included', () => {
    for (const folder of [path.join('versioned_docs', 'version-2.0.0'), 'docs']) {
      const compiled = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'helpers', 'compile-mdx.ts'), path.join(siteDir, folder, 'api-reference')], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      expect(compiled.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
      expect(JSON.parse(compiled.stdout)).toEqual({ pages: expect.any(Number), failures: [] });
    }
  });

  it('keeps the compact API model of each version next to its sidebar', () => {
    expect(v2['api-model.json']).toMatchSnapshot();
  });

  it('changes nothing on a second run, where every version is skipped', () => {
    const stamp = statSync(path.join(siteDir, 'docs', 'api-reference', 'classes', 'Widget.md')).mtimeMs;
    const again = runGenerator(siteDir);
    expect(again.status).toBe(0);
    expect(again.stdout.match(/unchanged since the last run, skipped/g)).toHaveLength(3);
    expect(pagesOf('current')).toEqual(next);
    expect(pagesOf('2.0.0')).toEqual(v2);
    expect(statSync(path.join(siteDir, 'docs', 'api-reference', 'classes', 'Widget.md')).mtimeMs).toBe(stamp);
  });

  it('updates the changes page and lines of a skipped version when the version before it changes', () => {
    // 1.0.0 now documents the same tag as 2.0.0: 2.0.0 changes nothing since then.
    writeManifest(siteDir, changesManifest({ '1.0.0': 'v2.0.0', '2.0.0': 'v2.0.0' }, repoDir));
    const run = runGenerator(siteDir, ['--version', '1.0.0']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const after = pagesOf('2.0.0');
    expect(after['.generated.json']).toBe(v2['.generated.json']);
    expect(after['changes.md']).toContain("The API of CommandKit 2.0.0 is the same as 1.0.0's: no item was added, removed, deprecated or changed.");
    expect(historyLineOf(after['classes/Widget.md'])).toBe('**Available since** 1.0.0, the oldest version documented here');
    expect(historyLineOf(pagesOf('current')['functions/makeGadget.md'])).toBe(
      '**Available since** 1.0.0, the oldest version documented here · **Changed in** [Next](/docs/next/api-reference/changes)',
    );
  });

  it('stops with one line, before moving anything, when a page the history must edit is missing', () => {
    const before = pagesOf('2.0.0');
    rmSync(path.join(siteDir, 'versioned_docs', 'version-1.0.0', 'api-reference', 'classes', 'Widget.md'));
    const run = runGenerator(siteDir, ['--version', '2.0.0', '--force']);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^error: .*version-1\.0\.0\/api-reference\/classes\/Widget\.md is missing, though the version's API model lists it: regenerate the version with `npm run api -- --force`\.$/)]);
    expect(pagesOf('2.0.0')).toEqual(before);
  });
});
