import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runGenerator, writeManifest } from './helpers/fixture-site';
import { changesManifest, makeChangesSite } from './helpers/changes-site';

/**
 * Released versions (here 1.0.0 and 2.0.0 from git tags) keep their output, as it stood before the
 * history phase, in `.cache/api/output/`: a clean build restores it instead of running TypeDoc,
 * and the history phase then edits the restored copy as it would a fresh one. Next (a local
 * folder) is never kept there.
 */
describe('the output cache of released versions', () => {
  const { siteDir, repoDir, pagesOf } = makeChangesSite();
  const outputCache = path.join(siteDir, '.cache', 'api', 'output');
  const entryOf = (version: string) => path.join(outputCache, version);
  const docsOf = (version: string) => path.join(siteDir, version === 'current' ? 'docs' : path.join('versioned_docs', `version-${version}`), 'api-reference');
  const cleanBuild = () => {
    for (const version of ['current', '1.0.0', '2.0.0']) rmSync(docsOf(version), { recursive: true, force: true });
  };
  const first = runGenerator(siteDir);
  const firstPages = { '1.0.0': pagesOf('1.0.0'), '2.0.0': pagesOf('2.0.0'), current: pagesOf('current') };

  it('keeps an entry per released version, not for Next', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(existsSync(path.join(entryOf('1.0.0'), '.generated.json'))).toBe(true);
    expect(existsSync(path.join(entryOf('2.0.0'), '.generated.json'))).toBe(true);
    expect(existsSync(entryOf('current'))).toBe(false);
  });

  it('keeps the output as it was before the history phase: no changes page, no version lines', () => {
    const widget = readFileSync(path.join(entryOf('2.0.0'), 'classes', 'Widget.md'), 'utf8');
    expect(widget).not.toMatch(/\*\*(Added in|Available since)\*\*/);
    expect(existsSync(path.join(entryOf('2.0.0'), 'changes.md'))).toBe(false);
    expect(firstPages['2.0.0']['changes.md']).toBeDefined();
  });

  it('restores released versions after a clean build without TypeDoc, byte for byte, history lines included', () => {
    cleanBuild();
    const run = runGenerator(siteDir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[api] 1.0.0: restored from the output cache (.cache/api/output/1.0.0)');
    expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache (.cache/api/output/2.0.0)');
    expect(run.stdout).not.toMatch(/\[api\] (1|2)\.0\.0: TypeDoc/);
    expect(run.stdout).toMatch(/\[api\] Next: TypeDoc/);
    expect(pagesOf('1.0.0')).toEqual(firstPages['1.0.0']);
    expect(pagesOf('2.0.0')).toEqual(firstPages['2.0.0']);
    expect(pagesOf('current')).toEqual(firstPages.current);
    // The same item counts as the run that generated them.
    for (const version of ['1.0.0', '2.0.0']) {
      const written = new RegExp(`\\[api\\] ${version.replace(/\./g, '\\.')}: \\d+ item pages written.*`);
      expect(run.stdout.match(written)?.[0]).toBe(first.stdout.match(written)?.[0]);
    }
    // The history phase edited the restored copy, never the entry, which stays whole.
    expect(existsSync(path.join(entryOf('2.0.0'), 'changes.md'))).toBe(false);
    expect(readFileSync(path.join(entryOf('2.0.0'), 'classes', 'Widget.md'), 'utf8')).not.toMatch(/\*\*(Added in|Available since)\*\*/);
    expect(existsSync(path.join(entryOf('2.0.0'), '.generated.json'))).toBe(true);
  });

  it('regenerates and refreshes the entry with --force', () => {
    writeFileSync(path.join(entryOf('1.0.0'), 'stale.md'), 'left from an older run\n');
    const run = runGenerator(siteDir, ['--version', '1.0.0', '--force']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] 1\.0\.0: TypeDoc/);
    expect(run.stdout).not.toContain('restored');
    expect(existsSync(path.join(entryOf('1.0.0'), 'stale.md'))).toBe(false);
    expect(pagesOf('1.0.0')).toEqual(firstPages['1.0.0']);
  });

  it('does not trust an entry without its stamp (a half copy)', () => {
    rmSync(path.join(entryOf('2.0.0'), '.generated.json'));
    rmSync(docsOf('2.0.0'), { recursive: true });
    const run = runGenerator(siteDir, ['--version', '2.0.0']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] 2\.0\.0: TypeDoc/);
    expect(run.stdout).not.toContain('restored');
    expect(pagesOf('2.0.0')).toEqual(firstPages['2.0.0']);
    expect(existsSync(path.join(entryOf('2.0.0'), '.generated.json'))).toBe(true);
  });

  it('regenerates when the manifest entry changes, and the new output replaces the entry', () => {
    const oldStamp = readFileSync(path.join(entryOf('1.0.0'), '.generated.json'), 'utf8');
    // 1.0.0 now documents the tag of 2.0.0.
    writeManifest(siteDir, changesManifest({ '1.0.0': 'v2.0.0', '2.0.0': 'v2.0.0' }, repoDir));
    cleanBuild();
    const run = runGenerator(siteDir, ['--version', '1.0.0', '--version', '2.0.0']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[api\] 1\.0\.0: TypeDoc/);
    expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache');
    expect(firstPages['1.0.0']['functions/newHelper.md']).toBeUndefined();
    expect(pagesOf('1.0.0')['functions/newHelper.md']).toContain('newHelper');
    const newStamp = readFileSync(path.join(entryOf('1.0.0'), '.generated.json'), 'utf8');
    expect(newStamp).not.toBe(oldStamp);
    expect(newStamp).toBe(readFileSync(path.join(docsOf('1.0.0'), '.generated.json'), 'utf8'));
  });
});
