import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiVersion } from '../api/manifest';

/** What never goes into a scratch copy: build output, caches, history, test reports. */
const skipped = new Set([
  'node_modules',
  'build',
  'build-algolia',
  'build-stock',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
]);

/**
 * A throw-away copy of the site in a temporary folder, so a benchmark can add a version, generate
 * and build without touching this checkout's docs folders, build output or bundler cache.
 * node_modules is a folder of links to this checkout's packages, minus `.cache`: the copy's build
 * cache is its own. Downloaded npm sources are copied so they are not fetched again.
 */
export function makeScratchSite(siteDir: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-site-'));
  for (const entry of readdirSync(siteDir)) {
    if (skipped.has(entry)) continue;
    if (entry === '.cache') {
      const sources = path.join(siteDir, '.cache', 'api', 'sources', 'npm');
      try {
        cpSync(sources, path.join(copy, '.cache', 'api', 'sources', 'npm'), { recursive: true });
      } catch {
        // Nothing downloaded yet: the copy fetches what it needs.
      }
      continue;
    }
    cpSync(path.join(siteDir, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'node_modules',
    });
  }
  linkInstalledPackages(siteDir, copy);
  return copy;
}

/**
 * A maintainer's first checkout: a git clone of this checkout's HEAD in a temporary folder, with
 * nothing generated and every cache empty (no API output, no bundler cache). Only installing is
 * skipped: node_modules is a hard-linked copy of this checkout's (minus `.cache`), so that module
 * paths are the clone's own, as after `npm install` (links out of the clone would give the bundler
 * other module ids, and the pages other bytes); the npm packages the API versions are generated
 * from, already downloaded, are copied rather than fetched again.
 */
export function freshClone(siteDir: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-clone-'));
  execFileSync('git', ['clone', '--quiet', siteDir, copy]);
  try {
    cpSync(path.join(siteDir, '.cache', 'api', 'sources', 'npm'), path.join(copy, '.cache', 'api', 'sources', 'npm'), { recursive: true });
  } catch {
    // Nothing downloaded yet: the clone fetches what it needs.
  }
  const installed = [
    'node_modules',
    ...readdirSync(path.join(siteDir, 'library-src')).map((name) => path.join('library-src', name, 'node_modules')),
  ];
  for (const modules of installed) {
    if (!existsSync(path.join(siteDir, modules))) continue;
    execFileSync('cp', ['-al', path.join(siteDir, modules), path.join(copy, modules)]);
    rmSync(path.join(copy, modules, '.cache'), { recursive: true, force: true });
  }
  return copy;
}

/** The copy's node_modules (the site's and each library workspace's): links to the checkout's packages. */
function linkInstalledPackages(siteDir: string, copy: string): void {
  linkPackages(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'));
  for (const workspace of readdirSync(path.join(siteDir, 'library-src'))) {
    const modules = path.join(siteDir, 'library-src', workspace, 'node_modules');
    try {
      linkPackages(modules, path.join(copy, 'library-src', workspace, 'node_modules'));
    } catch {
      // This package has no node_modules of its own.
    }
  }
}

function linkPackages(from: string, to: string): void {
  const entries = readdirSync(from);
  mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    if (entry !== '.cache') symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/**
 * Adds a released version to a scratch site: its API source in api-versions.json, a one-page
 * guide and its sidebars, listed last in versions.json so the latest version stays the same.
 */
export function addVersion(siteDir: string, version: ApiVersion, guideTitle: string): void {
  const manifestFile = path.join(siteDir, 'api-versions.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { versions: ApiVersion[] };
  manifest.versions.push(version);
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const versionsFile = path.join(siteDir, 'versions.json');
  const versions = JSON.parse(readFileSync(versionsFile, 'utf8')) as string[];
  writeFileSync(versionsFile, `${JSON.stringify([...versions, version.name], null, 2)}\n`);

  const guideDir = path.join(siteDir, 'versioned_docs', `version-${version.name}`, 'guide');
  mkdirSync(guideDir, { recursive: true });
  writeFileSync(
    path.join(guideDir, 'overview.md'),
    `---\ntitle: ${JSON.stringify(guideTitle)}\n---\n\nThe API reference of this version is a benchmark of the generator.\n`,
  );
  writeFileSync(
    path.join(siteDir, 'versioned_sidebars', `version-${version.name}-sidebars.json`),
    `${JSON.stringify({ guide: ['guide/overview'], api: [{ type: 'autogenerated', dirName: 'api-reference' }] }, null, 2)}\n`,
  );
}

/**
 * Commits the scratch copy into a git repository of its own: Docusaurus reads each guide's last
 * update from git and refuses to build a site outside any worktree.
 */
export function commitScratchSite(siteDir: string): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'bench@localhost',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'bench@localhost',
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: siteDir, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'scratch copy of the site');
}
