import path from 'node:path';

/** Where a git source's repository is, as git and the pages need it. */
export interface RepositoryLocation {
  /** What git clones: a URL exactly as written, or a local path resolved against the site. */
  cloneFrom: string;
  /** A repository across the network, where a partial clone saves downloading every blob. */
  isNetwork: boolean;
  /** The web address source links point to: the repository's own, or this site's for a local one. */
  webUrl: string;
}

/**
 * Reads api-versions.json's `repository` of a git source: a network URL (`https://`, `ssh://`,
 * `git://`, or scp-like `git@host:owner/name`), a `file://` URL, or a path on this machine
 * (relative to the site). A URL is handed to git as written; only a plain path is resolved.
 */
export function locateRepository(repository: string, siteDir: string, siteRepository: string): RepositoryLocation {
  if (/^(https?|ssh|git):\/\//.test(repository) || /^[\w.-]+@[\w.-]+:/.test(repository)) {
    return { cloneFrom: repository, isNetwork: true, webUrl: webUrlOf(repository) };
  }
  if (/^file:\/\//.test(repository)) return { cloneFrom: repository, isNetwork: false, webUrl: siteRepository };
  return { cloneFrom: path.resolve(siteDir, repository), isNetwork: false, webUrl: siteRepository };
}

/**
 * `git@github.com:o/n.git` and `ssh://git@github.com/o/n.git` → `https://github.com/o/n`; the
 * user and password of an `https://user:token@host/` URL never reach the pages.
 */
function webUrlOf(url: string): string {
  return url
    .replace(/\.git$/, '')
    .replace(/^(https?:\/\/)[^@/]+@/, '$1')
    .replace(/^[\w.-]+@([\w.-]+):/, 'https://$1/')
    .replace(/^(ssh|git):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\//, 'https://$2/');
}
