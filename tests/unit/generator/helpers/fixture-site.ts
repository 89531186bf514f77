import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundlePath } from '../../../../scripts/api/bundle-script';
import { scratchDir } from './scratch-dir';

export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
export const fixtureLib = path.join(repoRoot, 'tests', 'fixtures', 'mini-lib');

/**
 * A throw-away site folder for generator runs, removed after the suite: a docs folder, a
 * manifest, and this project's node_modules linked in so the fixture library can import
 * discord.js and Node types. The fixture library (mini-lib unless `fixture` names another
 * folder) is copied to `lib/`.
 */
export function makeSite(manifest: object, options: { withFixture?: boolean; fixture?: string; parent?: string } = {}): string {
  const siteDir = scratchDir('ck-site-', options.parent);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'));
  mkdirSync(path.join(siteDir, 'docs'));
  if (options.withFixture !== false) cpSync(options.fixture ?? fixtureLib, path.join(siteDir, 'lib'), { recursive: true });
  writeManifest(siteDir, manifest);
  return siteDir;
}

/**
 * A copy of a site folder (see `makeSite`) in a new throw-away folder with its own node_modules
 * link, so a test can change or break its copy while others copy the same baseline. Links are
 * copied as they are (a checkout's relative links keep pointing inside the copy), and the git
 * sources' checkouts are relinked to the copy's own clones. The cache key holds no path of the
 * site, so the copy's generated pages and its output cache (`.cache/api/output`) are as current as
 * the original's: a run of the copy needs no TypeDoc.
 */
export function copySite(fromDir: string, options: { parent?: string } = {}): string {
  const siteDir = scratchDir('ck-site-', options.parent);
  for (const name of readdirSync(fromDir)) {
    if (name !== 'node_modules') cpSync(path.join(fromDir, name), path.join(siteDir, name), { recursive: true, verbatimSymlinks: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'));
  relinkGitCheckouts(siteDir);
  return siteDir;
}

/**
 * A git source's checkouts are worktrees of its clone in `.cache/api/sources/git/<repository>/`,
 * tied to it by absolute paths both ways; in a copy they would still be the original's. `git
 * worktree repair` ties each copied checkout to the copied clone.
 */
function relinkGitCheckouts(siteDir: string): void {
  const gitSources = path.join(siteDir, '.cache', 'api', 'sources', 'git');
  if (!existsSync(gitSources)) return;
  for (const repository of readdirSync(gitSources)) {
    const checkouts = path.join(gitSources, repository, 'checkouts');
    if (!existsSync(checkouts)) continue;
    const worktrees = readdirSync(checkouts, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(checkouts, entry.name));
    if (worktrees.length)
      execFileSync('git', ['worktree', 'repair', ...worktrees], { cwd: path.join(gitSources, repository, 'repo'), stdio: 'ignore' });
  }
}

export function writeManifest(siteDir: string, manifest: object): void {
  writeFileSync(path.join(siteDir, 'api-versions.json'), JSON.stringify(manifest, null, 2));
}

export const repository = 'https://github.com/example/mini-lib';

export function localManifest(extra: object = {}) {
  return { repository, versions: [{ name: 'current', source: { type: 'local', path: 'lib' }, ...extra }] };
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The script behind `npm run api`. */
export const generatorCliSource = path.join(repoRoot, 'scripts', 'cli', 'generate-api.ts');

/**
 * That script, bundled from this checkout's sources before the tests start (see
 * jest.global-setup.ts): the same code without tsx's start-up, which every one of the suites'
 * generator runs would pay.
 */
const generatorCli = bundlePath(generatorCliSource);

/** Runs `npm run api` the way a maintainer does, against another site folder. */
export function runGenerator(siteDir: string, args: string[] = []): RunResult {
  const result = spawnSync(process.execPath, [generatorCli, '--site', siteDir, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn.*\n/gm, '') };
}

export interface BackgroundRunResult extends RunResult {
  /** The signal that ended the run, if one did. */
  signal: NodeJS.Signals | null;
}

/**
 * `runGenerator` without blocking, so a suite can have several runs under way at once (each in
 * its own site folder: one run at a time per site). `preload` is a script to `--require` into the
 * generator, `env` adds environment variables.
 */
export function runGeneratorInBackground(
  siteDir: string,
  args: string[] = [],
  options: { preload?: string; env?: Record<string, string> } = {},
): Promise<BackgroundRunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(options.preload ? ['--require', options.preload] : []), generatorCli, '--site', siteDir, ...args],
      { cwd: repoRoot, env: { ...process.env, ...options.env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr: stderr.replace(/^npm warn.*\n/gm, '') }));
  });
}

/** Every file under `dir` with its content, in a stable order (for snapshots and before/after checks). */
export function readTree(dir: string, skip: (file: string) => boolean = () => false): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip(file))
    .sort();
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}
