import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTree, repoRoot } from '../generator/helpers/fixture-site';

/**
 * A copy of this repository (its tracked and new files, committed) to cut releases in, with the
 * library in `library-src/` replaced by a small workspace of three packages: the release goes
 * the same way, and TypeDoc on all of CommandKit would take most of the test's time.
 */
function copyOfSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-release-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('library-src/') && existsSync(path.join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(dir, file));
  }
  // Like library-src, a folder of packages without a package.json of its own.
  cpSync(path.join(repoRoot, 'tests', 'fixtures', 'multi-lib', 'packages'), path.join(dir, 'library-src'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Release Tester', '-c', 'user.email=release@example.com', 'commit', '-q', '-m', 'site');
  return dir;
}

function release(siteDir: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'cli', 'release.ts'), '--site', siteDir, ...args],
    {
      cwd: siteDir,
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn.*\n/gm, '') };
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('cutting a release', () => {
  const siteDir = copyOfSite();
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: siteDir, encoding: 'utf8' }).trim();
  const before = readTree(siteDir, (file) => file.startsWith('node_modules') || file.startsWith('.git/') || file.startsWith('.cache'));

  it('refuses a version that exists or a bad name, and changes nothing', () => {
    const existing = release(siteDir, '0.1.10');
    expect(existing.status).toBe(1);
    expect(existing.stderr.trim()).toBe('error: Version 0.1.10 already exists in versions.json: pick a new version number.');
    const bad = release(siteDir, 'latest');
    expect(bad.stderr.trim()).toBe('error: "latest" is not a version name: use a semantic version such as 0.2.0.');
    const missingTag = release(siteDir, '0.2.0', '--tag', 'v0.2.0');
    expect(missingTag.stderr.trim()).toMatch(/^error: Tag "v0\.2\.0" does not exist in this repository \(it has no tags\)/);
    expect(readTree(siteDir, (file) => file.startsWith('node_modules') || file.startsWith('.git/') || file.startsWith('.cache'))).toEqual(
      before,
    );
  });

  it('snapshots the guides and sidebars, records the library commit, and generates the API', () => {
    const result = release(siteDir, '0.2.0');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(json(path.join(siteDir, 'versions.json'))).toEqual(['0.2.0', '0.1.10']);
    expect(existsSync(path.join(siteDir, 'versioned_docs/version-0.2.0/guide/getting-started/introduction.md'))).toBe(true);
    const sidebars = json(path.join(siteDir, 'versioned_sidebars/version-0.2.0-sidebars.json'));
    expect(Object.keys(sidebars)).toEqual(['guide', 'api']);
    const manifest = json(path.join(siteDir, 'api-versions.json'));
    expect(manifest.versions.map((v: { name: string }) => v.name)).toEqual(['current', '0.2.0', '0.1.10']);
    expect(manifest.versions[1].source).toEqual({ type: 'git', repository: '.', ref: head, path: 'library-src' });
    const page = readFileSync(path.join(siteDir, 'versioned_docs/version-0.2.0/api-reference/functions/Group.md'), 'utf8');
    expect(page).toContain(`https://github.com/underctrl-io/commandkit/blob/${head}/library-src/core/src/group.ts`);
    expect(page).toContain('author: "Release Tester"');
  });
});
