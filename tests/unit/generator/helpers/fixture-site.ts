import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
export const fixtureLib = path.join(repoRoot, 'tests', 'fixtures', 'mini-lib');

/**
 * A throw-away site folder for generator runs: a docs folder, a manifest, and this project's
 * node_modules linked in so the fixture library can import discord.js and Node types. The
 * fixture library (mini-lib unless `fixture` names another folder) is copied to `lib/`.
 */
export function makeSite(manifest: object, options: { withFixture?: boolean; fixture?: string; parent?: string } = {}): string {
  const siteDir = mkdtempSync(path.join(options.parent ?? os.tmpdir(), 'ck-site-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'));
  mkdirSync(path.join(siteDir, 'docs'));
  if (options.withFixture !== false) cpSync(options.fixture ?? fixtureLib, path.join(siteDir, 'lib'), { recursive: true });
  writeManifest(siteDir, manifest);
  return siteDir;
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

/** Runs `npm run api` the way a maintainer does, against another site folder. */
export function runGenerator(siteDir: string, args: string[] = []): RunResult {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'cli', 'generate-api.ts'), '--site', siteDir, ...args],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn.*\n/gm, '') };
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
