/**
 * The site as it would be built for Algolia, for the browser tests of that back end: the
 * ALGOLIA_* variables set to a test application (every request to it is intercepted in the
 * browser), written to build-algolia/. The build fails on any warning, as the default one does.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const algoliaTestSettings = {
  ALGOLIA_APP_ID: 'CKTESTAPP',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'commandkit-test',
} as const;

export const algoliaOutDir = 'build-algolia';

const problemPattern = /broken link|broken anchor|duplicate route|\[WARNING\]|\[ERROR\]/i;

function main(): void {
  const siteDir = path.resolve(__dirname, '..', '..');
  const started = Date.now();
  const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', algoliaOutDir], {
    cwd: siteDir,
    // Its own generated files (Docusaurus's DOCUSAURUS_GENERATED_FILES_DIR_NAME), so that it can
    // build beside the site's build and the stock one.
    env: { ...process.env, ...algoliaTestSettings, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-algolia' },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  child.on('close', (code) => {
    const problems = output.split('\n').filter((line) => problemPattern.test(line));
    if (code !== 0 || problems.length > 0) {
      console.error(output);
      console.error(`build:algolia: the build ${code !== 0 ? `exited with ${code}` : 'reported problems'}.`);
      process.exit(1);
    }
    console.log(
      `build:algolia: ${algoliaOutDir}/ built for Algolia application ${algoliaTestSettings.ALGOLIA_APP_ID} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  });
}

if (require.main === module) main();
