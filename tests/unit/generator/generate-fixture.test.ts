import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  copySite,
  localManifest,
  makeSite,
  readTree,
  runGenerator,
  runGeneratorInBackground,
  writeManifest,
  type RunResult,
} from './helpers/fixture-site';
import { compileMdxInBackground } from './helpers/run-compile-mdx';

/**
 * The generator's whole output for a small library with every kind of item, pinned by snapshot;
 * when a second run may skip it; and its pages under MDX. TypeDoc runs once for the library here:
 * a test that runs the generator again does so on a copy of that site, so those tests run side by
 * side.
 */
describe('generating the fixture library', () => {
  let siteDir: string;
  let first: RunResult;
  const outputOf = (dir: string) => path.join(dir, 'docs', 'api-reference');
  const widgetOf = (dir: string) => path.join(outputOf(dir), 'classes', 'Widget.md');
  beforeAll(() => {
    siteDir = makeSite(localManifest());
    first = runGenerator(siteDir);
  }, 120_000);

  it('succeeds and reports progress per phase with timings', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/\[api\] Next: source ready \(local\) \(\d+ ms\)/);
    expect(first.stdout).toMatch(/\[api\] Next: TypeDoc \([\d.]+ (ms|s)\)/);
  });

  it('writes the pages, index pages and sidebar shown in the snapshot', () => {
    expect(readTree(outputOf(siteDir), (file) => file === '.generated.json')).toMatchSnapshot();
  });

  it.concurrent('skips an unchanged version without touching its files', async () => {
    const copy = copySite(siteDir);
    const before = statSync(widgetOf(copy)).mtimeMs;
    const again = await runGeneratorInBackground(copy);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Next: unchanged since the last run, skipped');
    expect(statSync(widgetOf(copy)).mtimeMs).toBe(before);
  });

  it.concurrent('writes the same bytes when forced to run again', async () => {
    const copy = copySite(siteDir);
    const before = readTree(outputOf(copy));
    expect((await runGeneratorInBackground(copy, ['--force'])).status).toBe(0);
    expect(readTree(outputOf(copy))).toEqual(before);
  });

  // Whatever reaches a page is part of the cache key: a run with other inputs is not skipped.
  it.concurrent('changes the cache key with the repository that source links point to', async () => {
    expect(first.status).toBe(0);
    expect(readFileSync(widgetOf(siteDir), 'utf8')).toContain('](https://github.com/example/mini-lib/blob/');

    const copy = copySite(siteDir);
    writeManifest(copy, { ...localManifest(), repository: 'https://github.com/example/moved-lib' });
    const moved = await runGeneratorInBackground(copy);
    expect(moved.status).toBe(0);
    expect(moved.stdout).not.toContain('unchanged since the last run');
    const widget = readFileSync(widgetOf(copy), 'utf8');
    expect(widget).toContain('](https://github.com/example/moved-lib/blob/');
    expect(widget).not.toContain('example/mini-lib');
  });

  // The markup-heavy items (template literal types, braces, angle brackets, backticks, pipes,
  // JSX-looking comments) must give pages that Docusaurus compiles and renders: a `{string}` left
  // in prose compiles, then fails the build's static generation.
  it.concurrent('gives pages that compile as the site compiles them, run and render', async () => {
    expect(first.status).toBe(0);
    const result = await compileMdxInBackground([outputOf(copySite(siteDir))]);
    expect(result.stderr).toBe('');
    const [{ pages, failures }] = result.folders;
    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(25);
  });
});
