import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSite, readTree, repoRoot, repository } from './fixture-site';
import { makeGitRepo } from './git-repo';

/** Three versions of one small library, each made for the kinds of API change between them. */
export const changesLib = path.join(repoRoot, 'tests', 'fixtures', 'changes-lib');

export function changesManifest(refs: { '1.0.0': string; '2.0.0': string }, repoDir: string) {
  return {
    repository,
    versions: [
      { name: 'current', source: { type: 'local', path: 'lib' } },
      ...(['2.0.0', '1.0.0'] as const).map((name) => ({
        name,
        source: { type: 'git', repository: repoDir, ref: refs[name], path: 'packages/changes-lib' },
      })),
    ],
  };
}

/**
 * A site documenting the changes fixture as a maintainer's would: 1.0.0 and 2.0.0 from the tags
 * v1.0.0 and v2.0.0 of a scratch git repository (one commit each), Next from a folder of the
 * site, and versions.json listing the releases newest first.
 */
export function makeChangesSite(): { siteDir: string; repoDir: string; pagesOf: (version: string) => Record<string, string> } {
  const repo = makeGitRepo();
  const packageDir = path.join(repo.dir, 'packages', 'changes-lib');
  cpSync(path.join(changesLib, 'v1'), packageDir, { recursive: true });
  repo.commitAll('changes-lib 1.0.0', '2025-01-02T10:00:00Z');
  repo.git('tag', 'v1.0.0');
  rmSync(packageDir, { recursive: true });
  cpSync(path.join(changesLib, 'v2'), packageDir, { recursive: true });
  repo.commitAll('changes-lib 2.0.0', '2025-03-04T10:00:00Z');
  repo.git('tag', 'v2.0.0');

  const siteDir = makeSite(changesManifest({ '1.0.0': 'v1.0.0', '2.0.0': 'v2.0.0' }, repo.dir), { withFixture: false });
  cpSync(path.join(changesLib, 'next'), path.join(siteDir, 'lib'), { recursive: true });
  writeFileSync(path.join(siteDir, 'versions.json'), `${JSON.stringify(['2.0.0', '1.0.0'])}\n`);
  for (const name of ['1.0.0', '2.0.0']) mkdirSync(path.join(siteDir, 'versioned_docs', `version-${name}`), { recursive: true });
  return { siteDir, repoDir: repo.dir, pagesOf: (version: string) => changesPagesOf(siteDir, version) };
}

/** A version's generated folder in a changes site (`current` for Next). */
export function changesOutputOf(siteDir: string, version: string): string {
  return path.join(siteDir, version === 'current' ? 'docs' : path.join('versioned_docs', `version-${version}`), 'api-reference');
}

/** Every file of a version's generated folder in a changes site, with its content. */
export function changesPagesOf(siteDir: string, version: string): Record<string, string> {
  return readTree(changesOutputOf(siteDir, version));
}
