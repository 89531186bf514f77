import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { localManifest, makeSite, repoRoot, runGenerator } from './helpers/fixture-site';

/**
 * The fixture library's markup-heavy items (template literal types, braces, angle brackets,
 * backticks, pipes, JSX-looking comments) must give pages that Docusaurus compiles and renders:
 * a `{string}` left in prose compiles, then fails the build's static generation.
 */
describe('the fixture library\'s pages under MDX', () => {
  const siteDir = makeSite(localManifest());
  const outputDir = path.join(siteDir, 'docs', 'api-reference');

  it('compile as the site compiles them, run and render', () => {
    expect(runGenerator(siteDir).status).toBe(0);
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'helpers', 'compile-mdx.ts'), outputDir], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    const { pages, failures } = JSON.parse(result.stdout) as { pages: number; failures: { file: string; error: string }[] };
    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(25);
  });
});
