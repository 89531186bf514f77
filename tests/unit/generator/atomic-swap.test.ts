import { spawnSync } from 'node:child_process';
import fs, { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { swapIntoPlace } from '../../../scripts/api/atomic-swap';
import { repairInterrupted } from '../../../scripts/api/folder-transaction';
import { readTree, repoRoot } from './helpers/fixture-site';
import { mountTmpfs, tmpfsUnavailable } from './helpers/tmpfs';

function folder(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A version's output: 40 pages in two kinds and a stamp, every byte naming the run. */
function output(run: string, extra: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = { '.generated.json': run, 'index.md': `overview ${run}` };
  for (let i = 0; i < 20; i++) {
    files[`classes/C${String(i).padStart(2, '0')}.md`] = `class ${i} of ${run}`;
    files[`functions/f${String(i).padStart(2, '0')}.md`] = `function ${i} of ${run}`;
  }
  return { ...files, ...extra };
}

const noTmpfs = tmpfsUnavailable();
if (noTmpfs) console.warn(`Skipping the test with a staging folder on a tmpfs: ${noTmpfs}.`);
const withTmpfs = noTmpfs ? it.skip : it;

describe('swapIntoPlace', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves a first output in whole, then replaces only what changed and deletes what is gone', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
    const target = path.join(root, 'out', 'api-reference');
    swapIntoPlace(folder(root, 'stage-1', { 'classes/A.md': 'a', 'classes/B.md': 'b', 'enums/E.md': 'e', '.generated.json': '1' }), target);
    expect(readFileSync(path.join(target, 'classes', 'A.md'), 'utf8')).toBe('a');
    const unchanged = statSync(path.join(target, 'classes', 'A.md')).ino;

    const staging = folder(root, 'stage-2', { 'classes/A.md': 'a', 'classes/B.md': 'b2', 'functions/f.md': 'f', '.generated.json': '2' });
    swapIntoPlace(staging, target);

    expect(statSync(path.join(target, 'classes', 'A.md')).ino).toBe(unchanged);
    expect(readFileSync(path.join(target, 'classes', 'B.md'), 'utf8')).toBe('b2');
    expect(readFileSync(path.join(target, 'functions', 'f.md'), 'utf8')).toBe('f');
    expect(readFileSync(path.join(target, '.generated.json'), 'utf8')).toBe('2');
    expect(existsSync(path.join(target, 'enums'))).toBe(false);
    expect(existsSync(staging)).toBe(false);
    expect(readdir(target)).not.toContain('.swap');
  });

  // `.cache/` (the staging folders) on a CI cache mount or a tmpfs, the docs on the disk.
  withTmpfs('moves pages in from a staging folder on another file system, first run and later runs', () => {
    const tmpfs = mountTmpfs()!;
    try {
      const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
      const target = path.join(root, 'docs', 'api-reference');
      swapIntoPlace(folder(tmpfs.dir, 'stage-1', output('run 1')), target);
      expect(readTree(target)).toEqual(output('run 1'));
      const unchanged = statSync(path.join(target, 'classes', 'C00.md')).ino;

      const second = { ...output('run 1'), 'classes/C05.md': 'changed', 'functions/new.md': 'new' };
      swapIntoPlace(folder(tmpfs.dir, 'stage-2', second), target);
      expect(readTree(target)).toEqual(second);
      expect(statSync(path.join(target, 'classes', 'C00.md')).ino).toBe(unchanged);
      expect(existsSync(path.join(tmpfs.dir, 'stage-2'))).toBe(false);
    } finally {
      tmpfs.unmount();
    }
  });

  it('copies a page across file systems when the system refuses to rename it there (EXDEV)', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
    const target = path.join(root, 'docs', 'api-reference');
    const stagingRoot = path.join(root, 'other-disk');
    // Any rename out of `other-disk` fails as it does from another file system.
    const rename = fs.renameSync;
    jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (String(from).startsWith(stagingRoot))
        throw Object.assign(new Error(`EXDEV: cross-device link not permitted, rename '${from}' -> '${to}'`), {
          code: 'EXDEV',
          syscall: 'rename',
        });
      rename(from, to);
    });
    swapIntoPlace(folder(stagingRoot, 'stage-1', output('run 1')), target);
    expect(readTree(target)).toEqual(output('run 1'));
    swapIntoPlace(folder(stagingRoot, 'stage-2', output('run 2')), target);
    expect(readTree(target)).toEqual(output('run 2'));
  });

  it('puts every previous page back when a move fails part way (a folder where a page must go)', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
    const { 'functions/f10.md': _replaced, ...old } = output('run 1');
    const target = folder(root, 'api-reference', old);
    // Something the generator cannot replace, half way through the pages in the order they move.
    mkdirSync(path.join(target, 'functions', 'f10.md'), { recursive: true });
    writeFileSync(path.join(target, 'functions', 'f10.md', 'keep'), 'not a page');
    const before = readTree(target);

    const staging = folder(root, 'stage-2', output('run 2', { 'variables/v.md': 'a new page' }));
    expect(() => swapIntoPlace(staging, target)).toThrow(expect.objectContaining({ code: 'EISDIR' }));
    expect(readTree(target)).toEqual(before);
    expect(readdir(target)).not.toContain('.swap');
  });

  it('puts every previous page and deleted page back when the system fails a rename part way', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
    const target = folder(root, 'api-reference', output('run 1', { 'enums/Gone.md': 'deleted by run 2' }));
    const before = readTree(target);
    // The last move (the stamp, after every page and the deletion) fails.
    const rename = fs.renameSync;
    jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (String(to) === path.join(target, '.generated.json')) {
        throw Object.assign(new Error(`EIO: i/o error, rename '${from}' -> '${to}'`), { code: 'EIO', syscall: 'rename' });
      }
      rename(from, to);
    });
    expect(() => swapIntoPlace(folder(root, 'stage-2', output('run 2')), target)).toThrow(/EIO/);
    jest.restoreAllMocks();
    expect(readTree(target)).toEqual(before);
  });

  it('leaves a run killed (kill -9) while moving pages for the next one to put back before anything else', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
    const target = folder(root, 'api-reference', output('run 1'));
    const before = readTree(target);
    const staging = folder(root, 'stage-2', output('run 2'));
    const killed = spawnSync(
      process.execPath,
      [
        '--require',
        path.join(__dirname, 'helpers', 'kill-after-renames.cjs'),
        '--import',
        'tsx',
        path.join(__dirname, 'helpers', 'swap-cli.ts'),
        staging,
        target,
      ],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, KILL_RENAMES_INTO: target, KILL_AFTER_RENAMES: '10' } },
    );
    expect(killed.signal).toBe('SIGKILL');
    // The kill left a mix: some pages of run 2 in place, the rest of run 1.
    const mixed = readTree(target, (file) => file.startsWith('.swap'));
    expect(Object.values(mixed).filter((text) => text.endsWith('run 2'))).toHaveLength(10);

    expect(repairInterrupted(target)).toBe(true);
    expect(readTree(target)).toEqual(before);
  });
});

function readdir(dir: string): string[] {
  return fs.readdirSync(dir);
}
