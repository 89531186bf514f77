/**
 * Computes the types of the guides' code-block identifiers that the site's build links and shows
 * (src/plugins/guide-types), for the pages whose cached types are missing, before the builds that
 * read them: `npm run build:tests` runs it once so that its parallel builds share the result.
 */
import { GUIDE_VERSIONS } from '../../src/plugins/guide-types/project/guide-project';
import { precomputeVersion } from '../../src/plugins/guide-types/types-cache';

for (const version of GUIDE_VERSIONS) {
  const started = performance.now();
  const summary = precomputeVersion(version);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `guide-types: ${summary.version}: ${summary.identifiers} identifiers linked in ${summary.pages} pages (${summary.computed} computed, ${summary.pages - summary.computed} cached) in ${seconds} s`,
  );
}
