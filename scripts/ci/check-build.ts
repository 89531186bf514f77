/**
 * Builds the site and fails if Docusaurus reported anything: the config only warns about broken
 * links and anchors (so `npm start` keeps running while someone writes), but nothing broken ships.
 * Arguments are passed on to `docusaurus build` (e.g. `--out-dir build-stock`). The build includes
 * the pages only the tests use (docs/test-pages).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildProblems } from './build-problems';

const siteDir = path.resolve(__dirname, '..', '..');
const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build', ...process.argv.slice(2)], {
  cwd: siteDir,
  // With the pages only the tests use (docs/test-pages), which the browser suite visits.
  env: { ...process.env, SITE_TEST_PAGES: '1' },
});
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
}
child.on('close', (code) => {
  const problems = buildProblems(output);
  if (code !== 0 || problems.length > 0) {
    console.error(`\ncheck-build: the build ${code !== 0 ? `exited with ${code}` : 'reported problems'}:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('check-build: no broken links, broken anchors, duplicate routes or warnings.');
});
