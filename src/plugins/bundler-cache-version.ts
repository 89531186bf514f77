import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';

/**
 * Configuration to merge into a plugin's `configureWebpack` result so that Rspack's persistent
 * cache starts afresh when one of the plugin's own files changes: it does not notice a changed
 * loader or option on its own, and a warm build would keep the output of the old one. The files'
 * contents go into the cache version (only the version is given; the rest of the cache settings
 * merge unchanged). Nothing when the persistent cache is off (no `cache: true`). Docusaurus 3.10 turns it on with
 * `cache: true` and `experiments.cache` holding a `version`; a config in any other shape stops the
 * build with one line, as the cache would otherwise go stale without anyone noticing.
 */
export function cacheVersionNaming(config: Configuration, label: string, files: readonly string[]): Configuration {
  // Without `cache: true` Rspack keeps no persistent cache, whatever `experiments.cache` says:
  // Docusaurus leaves that one set when `rspackPersistentCache` is false.
  if (!config.cache) return {};
  const cache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  if (
    config.cache !== true ||
    typeof cache !== 'object' ||
    cache === null ||
    typeof (cache as { version?: unknown }).version !== 'string'
  ) {
    throw new Error(
      `bundler-cache-version (${label}): the bundler config's persistent cache is not in the shape Docusaurus 3.10 gives it (cache: true, experiments.cache.version); update src/plugins/bundler-cache-version.ts for this Docusaurus version.`,
    );
  }
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(path.basename(file)).update(readFileSync(file));
  return {
    experiments: {
      cache: { version: `${(cache as { version: string }).version}-${label}-${hash.digest('hex').slice(0, 12)}` },
    } as Configuration['experiments'],
  };
}

/**
 * The files of a plugin's own folder, for `cacheVersionNaming`: a change to any of them starts the
 * cache afresh. Subfolders are left out: a plugin's theme components are modules the bundler
 * compiles and tracks like any other.
 */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(dir, entry.name));
}
