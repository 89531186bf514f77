import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runGenerator, writeManifest } from './helpers/fixture-site';
import { changesManifest, makeChangesSite } from './helpers/changes-site';
import { storesOutput } from '../../../scripts/api/output-cache';

/**
 * Every version (here 1.0.0 and 2.0.0 from git tags, Next from a local folder) keeps its output, as
 * it stood before the history phase, in `.cache/api/output/`: a clean build restores it instead of
 * running TypeDoc while its key matches, and the history phase then edits the restored copy as it
 * would a fresh one. An edit to Next's folder changes its key.
 */
describe('the API output cache', () => {
  const { siteDir, repoDir, pagesOf } = makeChangesSite();
  const outputCache = path.join(siteDir, '.cache', 'api', 'output');
  const entryOf = (version: string) => path.join(outputCache, version);
  const docsOf = (version: string) => path.join(siteDir, version === 'current' ? 'docs' : path.join('versioned_docs', `version-${version}`), 'api-reference');
  const cleanBuild = () => {
    for (const version of ['current', '1.0.0', '2.0.0']) rmSync(docsOf(version), { recursive: true, force: true });
  };
  const first = runGenerator(siteDir);
  const firstPages = { '1.0.0': pagesOf('1.0.0'), '2.0.0': pagesOf('2.0.0'), current: pagesOf('current') };

  it('keeps an entry per version, Next included', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    for (const version of ['1.0.0', '2.0.0', 'current']) expect(existsSync(path.join(entryOf(version), '.generated.json'))).toBe(true);
  });

  it('keeps the output as it was before the history phase: no changes page, no version lines', () => {
    const widget = readFileSync(path.join(entryOf('2.0.0'), 'classes', 'Widget.md'), 'utf8');
    expect(widget).not.toMatch(/\*\*(Added in|Available since)\*\*/);
    expect(existsSync(path.join(entryOf('2.0.0'), 'changes.md'))).toBe(false);
    expect(firstPages['2.0.0']['changes.md']).toBeDefined();
  });

  it('restores every version after a clean build without TypeDoc, byte for byte, history lines included', () => {
    cleanBuild();
    const run = runGenerator(siteDir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[api] 1.0.0: restored from the output cache (.cache/api/output/1.0.0)');
    expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache (.cache/api/output/2.0.0)');
    expect(run.stdout).toContain('[api] Next: restored from the output cache (.cache/api/output/current)');
    expect(run.stdout).not.toMatch(/: TypeDoc/);
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

  it('regenerates Next after an edit to its folder, and replaces its entry', () => {
    const source = path.join(siteDir, 'lib', 'src', 'index.ts');
    const original = readFileSync(source, 'utf8');
    writeFileSync(source, `${original}\n/** Added after the first run. */\nexport function lateAddition(): void {}\n`);
    try {
      cleanBuild();
      const run = runGenerator(siteDir);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/\[api\] Next: TypeDoc/);
      expect(run.stdout).toContain('[api] 2.0.0: restored from the output cache');
      expect(pagesOf('current')['functions/lateAddition.md']).toContain('lateAddition');
      expect(readFileSync(path.join(entryOf('current'), 'functions', 'lateAddition.md'), 'utf8')).toContain('lateAddition');
    } finally {
      writeFileSync(source, original);
    }
    // Back as it was: the entry of the edited folder no longer matches, so TypeDoc runs again.
    cleanBuild();
    const back = runGenerator(siteDir);
    expect(back.stdout).toMatch(/\[api\] Next: TypeDoc/);
    expect(pagesOf('current')).toEqual(firstPages.current);
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
