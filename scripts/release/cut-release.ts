import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleGit } from 'simple-git';
import { GeneratorError } from '../api/errors';
import { generateVersions } from '../api/generate-all';
import type { Logger } from '../api/log';
import { docsDirOf, manifestFileName, readManifest, type ApiVersion } from '../api/manifest';
import { CommandFailedError, runCommand } from '../api/run-command';
import { checkSiteBuild } from './check-site-build';

export interface ReleaseOptions {
  siteDir: string;
  version: string;
  /** A git tag of this repository to take the library from; the current commit when left out. */
  tag?: string;
  /** The library's folder in this repository: its workspace packages are all documented. */
  libraryDir?: string;
  /**
   * Where the site built with the release goes (the build that checks it for broken links); a
   * temporary folder, removed afterwards, when left out.
   */
  buildDir?: string;
  logger: Logger;
}

const versionPattern = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * Cuts a release: snapshots the Next guides and sidebars as `docusaurus docs:version` does,
 * records where this version's library source is (this repository at the current commit or at a
 * tag), generates its API reference, and builds the site, which must have no broken link or
 * anchor (a link by URL to another version, for one, breaks when the release takes /docs). If any
 * step fails, everything it did is undone.
 */
export async function cutRelease(options: ReleaseOptions): Promise<ApiVersion> {
  const { siteDir, version, logger } = options;
  const libraryDir = options.libraryDir ?? 'library-src';
  if (!versionPattern.test(version)) {
    throw new GeneratorError(`"${version}" is not a version name: use a semantic version such as 0.2.0.`);
  }
  const versionsFile = path.join(siteDir, 'versions.json');
  const versions = JSON.parse(readFileSync(versionsFile, 'utf8')) as string[];
  if (versions.includes(version)) {
    throw new GeneratorError(`Version ${version} already exists in versions.json: pick a new version number.`);
  }
  const ref = await libraryRef(siteDir, libraryDir, options.tag);

  const manifestFile = path.join(siteDir, manifestFileName);
  const manifestBefore = readFileSync(manifestFile, 'utf8');
  const created = [path.join(siteDir, docsDirOf(version)), path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`)];
  const versionsBefore = readFileSync(versionsFile, 'utf8');
  let generated = false;
  try {
    await logger.phase(version, 'guides and sidebars snapshotted', () => snapshotDocs(siteDir, version));
    // The snapshot copied Next's generated pages too; this version gets its own.
    rmSync(path.join(siteDir, docsDirOf(version), 'api-reference'), { recursive: true, force: true });

    const entry: ApiVersion = { name: version, source: { type: 'git', repository: '.', ref, path: libraryDir } };
    const manifest = JSON.parse(manifestBefore) as { versions: ApiVersion[] };
    const nextIndex = manifest.versions.findIndex((v) => v.name === 'current');
    manifest.versions.splice(nextIndex + 1, 0, entry);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

    // Through generateVersions, so the history phase also updates the other versions (Next's
    // changes page now compares it with this release).
    await generateVersions({ siteDir, manifest: readManifest(siteDir), logger }, [entry.name]);
    generated = true;
    await buildSite(siteDir, options.buildDir, version, logger);
    return entry;
  } catch (error) {
    for (const file of created) rmSync(file, { recursive: true, force: true });
    writeFileSync(versionsFile, versionsBefore);
    writeFileSync(manifestFile, manifestBefore);
    // The other versions' pages took this release into their history (changes page, version
    // lines): generating again without it puts them back. Their API is cached, so no TypeDoc runs.
    const restored = readManifest(siteDir);
    if (generated && restored.versions.length > 0) {
      await generateVersions({ siteDir, manifest: restored, logger }, [restored.versions[0]!.name]).catch((restoreError: Error) =>
        logger.info(version, `could not put back the other versions' pages (${restoreError.message}): run npm run api`),
      );
    }
    throw error;
  }
}

/** Builds the site with the release into `buildDir` (a temporary folder when left out) and checks it. */
async function buildSite(siteDir: string, buildDir: string | undefined, version: string, logger: Logger): Promise<void> {
  const outDir = buildDir ? path.resolve(siteDir, buildDir) : mkdtempSync(path.join(os.tmpdir(), 'ck-release-build-'));
  try {
    await logger.phase(version, 'site built with no broken link or anchor', () => checkSiteBuild(siteDir, outDir));
  } finally {
    if (!buildDir) rmSync(outDir, { recursive: true, force: true });
  }
}

/** The commit (or tag) the release documents; uncommitted library changes would not be in it. */
async function libraryRef(siteDir: string, libraryDir: string, tag: string | undefined): Promise<string> {
  const git = simpleGit(siteDir);
  if (!(await git.checkIsRepo())) throw new GeneratorError(`${siteDir} is not a git repository: a release records a commit of it.`);
  if (tag) {
    const tags = (await git.tags()).all;
    if (!tags.includes(tag)) {
      throw new GeneratorError(
        `Tag "${tag}" does not exist in this repository (${tags.length ? `its tags are ${tags.join(', ')}` : 'it has no tags'}): create it or fix --tag.`,
      );
    }
    return tag;
  }
  const dirty = (await git.status(['--porcelain', '--', libraryDir])).files;
  if (dirty.length) {
    throw new GeneratorError(
      `${libraryDir} has uncommitted changes (${dirty[0].path}${dirty.length > 1 ? ', …' : ''}): commit them first, so the release records the code it documents.`,
    );
  }
  return (await git.revparse(['HEAD'])).trim();
}

async function snapshotDocs(siteDir: string, version: string): Promise<void> {
  const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
  if (!existsSync(docusaurus)) throw new GeneratorError('Docusaurus is not installed here: run npm install first.');
  try {
    await runCommand(docusaurus, ['docs:version', version], { cwd: siteDir });
  } catch (error) {
    if (error instanceof CommandFailedError) {
      const line = error.stderr.split('\n').find((text) => /error/i.test(text)) ?? error.stderr.trim().split('\n')[0];
      throw new GeneratorError(`docusaurus docs:version ${version} failed: ${line?.trim() || 'no output'}`);
    }
    throw error;
  }
}
