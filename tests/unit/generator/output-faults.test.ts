import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localManifest, makeSite, readTree, repoRoot, runGenerator, writeManifest, type RunResult } from './helpers/fixture-site';
import { mountTmpfs, tmpfsUnavailable, type Tmpfs } from './helpers/tmpfs';

/**
 * The generator where the file system gets in its way: `.cache/` on another file system, a page
 * it cannot write, a full disk, a read-only disk, a `kill -9` while pages move. Each run ends with
 * either every new page of the version in place or every previous one, and a failure says in one
 * line what is wrong and what to do.
 */
const noTmpfs = tmpfsUnavailable();
if (noTmpfs) console.warn(`Skipping the generator tests on a tmpfs: ${noTmpfs}.`);
const withTmpfs = noTmpfs ? it.skip : it;

const outputOf = (siteDir: string) => path.join(siteDir, 'docs', 'api-reference');
const otherRepository = 'https://github.com/example/moved-lib';
/** Every page shows source links; a new repository address changes them all. */
const movedManifest = () => ({ ...localManifest(), repository: otherRepository });

const expectOneLine = (result: RunResult, message: RegExp) => {
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
};

describe('the generator when the file system gets in the way', () => {
  const mounts: Tmpfs[] = [];
  afterAll(() => mounts.forEach((mount) => mount.unmount()));
  const mount = (options: Parameters<typeof mountTmpfs>[0]) => {
    const mounted = mountTmpfs(options)!;
    mounts.push(mounted);
    return mounted;
  };

  withTmpfs('works with .cache/ on another file system (a CI cache mount, a tmpfs)', () => {
    const siteDir = makeSite(localManifest());
    mount({ dir: path.join(siteDir, '.cache') });
    const first = runGenerator(siteDir);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(readFileSync(path.join(outputOf(siteDir), 'classes', 'Widget.md'), 'utf8')).toContain('https://github.com/example/mini-lib/');

    writeManifest(siteDir, movedManifest());
    const second = runGenerator(siteDir);
    expect(second.stderr).toBe('');
    expect(second.status).toBe(0);
    expect(readFileSync(path.join(outputOf(siteDir), 'classes', 'Widget.md'), 'utf8')).toContain(`${otherRepository}/`);
  });

  it('leaves every previous page when one file cannot be put in place, and says what is in the way', () => {
    const siteDir = makeSite(localManifest());
    expect(runGenerator(siteDir).status).toBe(0);
    // The stamp moves last, after every page: a folder there stops the run at the very end.
    const stamp = path.join(outputOf(siteDir), '.generated.json');
    const old = readFileSync(stamp, 'utf8');
    rmSync(stamp);
    mkdirSync(stamp);
    writeFileSync(path.join(stamp, 'keep'), old);
    const before = readTree(outputOf(siteDir));

    writeManifest(siteDir, movedManifest());
    const result = runGenerator(siteDir);
    expectOneLine(result, /^error: A folder is in the way: docs\/api-reference\/\.generated\.json is a folder where a file must be \(EISDIR, rename\): move it away, then run again\.$/);
    expect(readTree(outputOf(siteDir))).toEqual(before);
  });

  it('puts back the pages of a run killed while moving them, first thing in the next run', () => {
    const siteDir = makeSite(localManifest());
    expect(runGenerator(siteDir).status).toBe(0);
    const before = readTree(outputOf(siteDir));

    writeManifest(siteDir, movedManifest());
    const killed = spawnSync(
      process.execPath,
      ['--require', path.join(__dirname, 'helpers', 'kill-after-renames.cjs'), '--import', 'tsx', path.join(repoRoot, 'scripts', 'cli', 'generate-api.ts'), '--site', siteDir],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, KILL_RENAMES_INTO: outputOf(siteDir), KILL_AFTER_RENAMES: '5' } },
    );
    expect(killed.signal).toBe('SIGKILL');
    const mixed = readTree(outputOf(siteDir), (file) => file.startsWith('.swap'));
    expect(Object.keys(mixed).filter((file) => mixed[file] !== before[file]).length).toBe(5);

    const next = runGenerator(siteDir);
    expect(next.status).toBe(0);
    // After taking over the killed run's lock, and before anything else.
    const lines = next.stdout.split('\n').filter((line) => !line.startsWith('[api] recovering the lock'));
    expect(lines[0]).toBe('[api] Next: put back the previous pages that an interrupted run had started to replace');
    const after = readTree(outputOf(siteDir));
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after['classes/Widget.md']).toContain(`${otherRepository}/`);
    expect(existsSync(path.join(outputOf(siteDir), '.swap'))).toBe(false);
  });

  withTmpfs('says the disk is full when TypeDoc cannot write its pages, and does not blame the library', () => {
    const siteDir = makeSite(localManifest());
    // The work folder (TypeDoc's output) on a disk with room for the job file and little else.
    mount({ dir: path.join(siteDir, '.cache', 'api', 'work'), sizeKb: 16 });
    const result = runGenerator(siteDir);
    expectOneLine(result, /^error: (Version "Next": )?Disk full: cannot write \S+ \(ENOSPC, \w+\): free some space on the disk that holds it, then run again\.$/);
    expect(existsSync(outputOf(siteDir))).toBe(false);
  });

  withTmpfs('leaves every previous page when the docs disk fills up while the new ones are copied to it', () => {
    const siteDir = makeSite(localManifest());
    const docs = mount({ dir: path.join(siteDir, 'docs') });
    expect(runGenerator(siteDir).status).toBe(0);
    const before = readTree(outputOf(siteDir));
    // Room for the pages there are and a few more, not for a second copy of them all.
    docs.resize(docs.usedKb() + 16);

    writeManifest(siteDir, movedManifest());
    const result = runGenerator(siteDir);
    expectOneLine(result, /^error: Disk full: cannot write docs\/api-reference\/\S+ \(ENOSPC, \w+\): free some space on the disk that holds it, then run again\.$/);
    expect(readTree(outputOf(siteDir))).toEqual(before);
  });

  withTmpfs('says the docs folder is on a read-only disk rather than "unexpected failure"', () => {
    const siteDir = makeSite(localManifest());
    mount({ dir: path.join(siteDir, 'docs'), sizeKb: 64, readOnly: true });
    const result = runGenerator(siteDir);
    expectOneLine(result, /^error: Read-only file system: cannot write docs\/api-reference \(EROFS, mkdir\): put the site folder \(and \.cache\/\) on a writable disk, then run again\.$/);
  });
});
