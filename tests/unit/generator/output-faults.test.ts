import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  copySite,
  localManifest,
  makeSite,
  readTree,
  runGenerator,
  runGeneratorInBackground,
  writeManifest,
  type RunResult,
} from './helpers/fixture-site';
import { mountTmpfs, tmpfsUnavailable, type Tmpfs } from './helpers/tmpfs';

/**
 * The generator where the file system gets in its way: `.cache/` on another file system, a page
 * it cannot write, a full disk, a read-only disk, a `kill -9` while pages move. Each run ends with
 * either every new page of the version in place or every previous one, and a failure says in one
 * line what is wrong and what to do. Each test works in a site of its own, so they run side by side.
 */
const noTmpfs = tmpfsUnavailable();
if (noTmpfs) console.warn(`Skipping the generator tests on a tmpfs: ${noTmpfs}.`);
const withTmpfs = noTmpfs ? it.concurrent.skip : it.concurrent;

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

/** Where a site's output cache keeps Next's pages (see scripts/api/output-cache.ts). */
const cacheEntryOf = (siteDir: string) => path.join(siteDir, '.cache', 'api', 'output', 'current');

describe('the generator when the file system gets in the way', () => {
  const mounts: Tmpfs[] = [];
  afterAll(() => mounts.forEach((mount) => mount.unmount()));
  const mount = (options: Parameters<typeof mountTmpfs>[0]) => {
    const mounted = mountTmpfs(options)!;
    mounts.push(mounted);
    return mounted;
  };

  // TypeDoc runs once for the fixture and once for it with the moved repository; every test
  // works on a copy. A copy that is about to move finds the new pages in its output cache, so its
  // run goes straight to moving them into place, which is what these tests break.
  let baseline: string;
  let movedEntry: string;
  beforeAll(() => {
    baseline = makeSite(localManifest());
    const first = runGenerator(baseline);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const moved = copySite(baseline);
    writeManifest(moved, movedManifest());
    const second = runGenerator(moved);
    expect(second.stderr).toBe('');
    expect(second.status).toBe(0);
    movedEntry = cacheEntryOf(moved);
  }, 240_000);

  /** A copy of the generated baseline whose manifest moves the repository, the new pages in its output cache. */
  const siteAboutToMove = (): string => {
    const siteDir = copySite(baseline);
    writeManifest(siteDir, movedManifest());
    rmSync(cacheEntryOf(siteDir), { recursive: true });
    cpSync(movedEntry, cacheEntryOf(siteDir), { recursive: true });
    return siteDir;
  };
  /** Several runs share the cores while the tests run side by side. */
  const runTimeout = 300_000;
  const restored = /^\[api\] Next: restored from the output cache/m;

  withTmpfs(
    'works with .cache/ on another file system (a CI cache mount, a tmpfs)',
    async () => {
      // The first run copies the pages from the output cache on the tmpfs, the second runs TypeDoc there.
      const siteDir = copySite(baseline);
      rmSync(outputOf(siteDir), { recursive: true });
      rmSync(path.join(siteDir, '.cache'), { recursive: true });
      mount({ dir: path.join(siteDir, '.cache') });
      cpSync(path.join(baseline, '.cache'), path.join(siteDir, '.cache'), { recursive: true });
      const first = await runGeneratorInBackground(siteDir);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(restored);
      expect(readFileSync(path.join(outputOf(siteDir), 'classes', 'Widget.md'), 'utf8')).toContain('https://github.com/example/mini-lib/');

      writeManifest(siteDir, movedManifest());
      const second = await runGeneratorInBackground(siteDir);
      expect(second.stderr).toBe('');
      expect(second.status).toBe(0);
      expect(second.stdout).toMatch(/^\[api\] Next: TypeDoc/m);
      expect(readFileSync(path.join(outputOf(siteDir), 'classes', 'Widget.md'), 'utf8')).toContain(`${otherRepository}/`);
    },
    runTimeout,
  );

  it.concurrent(
    'leaves every previous page when one file cannot be put in place, and says what is in the way',
    async () => {
      const siteDir = siteAboutToMove();
      // The stamp moves last, after every page: a folder there stops the run at the very end.
      const stamp = path.join(outputOf(siteDir), '.generated.json');
      const old = readFileSync(stamp, 'utf8');
      rmSync(stamp);
      mkdirSync(stamp);
      writeFileSync(path.join(stamp, 'keep'), old);
      const before = readTree(outputOf(siteDir));

      const result = await runGeneratorInBackground(siteDir);
      expect(result.stdout).toMatch(restored);
      expectOneLine(
        result,
        /^error: A folder is in the way: docs\/api-reference\/\.generated\.json is a folder where a file must be \(EISDIR, rename\): move it away, then run again\.$/,
      );
      expect(readTree(outputOf(siteDir))).toEqual(before);
    },
    runTimeout,
  );

  it.concurrent(
    'puts back the pages of a run killed while moving them, first thing in the next run',
    async () => {
      const siteDir = siteAboutToMove();
      const before = readTree(outputOf(siteDir));

      const killed = await runGeneratorInBackground(siteDir, [], {
        preload: path.join(__dirname, 'helpers', 'kill-after-renames.cjs'),
        env: { KILL_RENAMES_INTO: outputOf(siteDir), KILL_AFTER_RENAMES: '5' },
      });
      expect(killed.signal).toBe('SIGKILL');
      expect(killed.stdout).toMatch(restored);
      const mixed = readTree(outputOf(siteDir), (file) => file.startsWith('.swap'));
      expect(Object.keys(mixed).filter((file) => mixed[file] !== before[file]).length).toBe(5);

      const next = await runGeneratorInBackground(siteDir);
      expect(next.status).toBe(0);
      // After taking over the killed run's lock, and before anything else.
      const lines = next.stdout.split('\n').filter((line) => !line.startsWith('[api] recovering the lock'));
      expect(lines[0]).toBe('[api] Next: put back the previous pages that an interrupted run had started to replace');
      const after = readTree(outputOf(siteDir));
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      expect(after['classes/Widget.md']).toContain(`${otherRepository}/`);
      expect(existsSync(path.join(outputOf(siteDir), '.swap'))).toBe(false);
    },
    runTimeout,
  );

  withTmpfs(
    'says the disk is full when TypeDoc cannot write its pages, and does not blame the library',
    async () => {
      const siteDir = makeSite(localManifest());
      // The work folder (TypeDoc's output) on a disk with room for the job file and little else.
      mount({ dir: path.join(siteDir, '.cache', 'api', 'work'), sizeKb: 16 });
      const result = await runGeneratorInBackground(siteDir);
      expectOneLine(
        result,
        /^error: (Version "Next": )?Disk full: cannot write \S+ \(ENOSPC, \w+\): free some space on the disk that holds it, then run again\.$/,
      );
      expect(existsSync(outputOf(siteDir))).toBe(false);
    },
    runTimeout,
  );

  withTmpfs(
    'leaves every previous page when the docs disk fills up while the new ones are copied to it',
    async () => {
      const siteDir = siteAboutToMove();
      const docs = mount({ dir: path.join(siteDir, 'docs') });
      cpSync(path.join(baseline, 'docs'), docs.dir, { recursive: true });
      const before = readTree(outputOf(siteDir));
      // Room for the pages there are and a few more, not for a second copy of them all.
      docs.resize(docs.usedKb() + 16);

      const result = await runGeneratorInBackground(siteDir);
      expect(result.stdout).toMatch(restored);
      expectOneLine(
        result,
        /^error: Disk full: cannot write docs\/api-reference\/\S+ \(ENOSPC, \w+\): free some space on the disk that holds it, then run again\.$/,
      );
      expect(readTree(outputOf(siteDir))).toEqual(before);
    },
    runTimeout,
  );

  withTmpfs(
    'says the docs folder is on a read-only disk rather than "unexpected failure"',
    async () => {
      // The pages come from the output cache; putting them in place is what fails.
      const siteDir = copySite(baseline);
      mount({ dir: path.join(siteDir, 'docs'), sizeKb: 64, readOnly: true });
      const result = await runGeneratorInBackground(siteDir);
      expect(result.stdout).toMatch(restored);
      expectOneLine(
        result,
        /^error: Read-only file system: cannot write docs\/api-reference \(EROFS, mkdir\): put the site folder \(and \.cache\/\) on a writable disk, then run again\.$/,
      );
    },
    runTimeout,
  );
});
