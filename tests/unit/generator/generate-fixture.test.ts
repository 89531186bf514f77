import { statSync } from 'node:fs';
import path from 'node:path';
import { localManifest, makeSite, readTree, runGenerator } from './helpers/fixture-site';

/** The generator's whole output for a small library with every kind of item, pinned by snapshot. */
describe('generating the fixture library', () => {
  const siteDir = makeSite(localManifest());
  const outputDir = path.join(siteDir, 'docs', 'api-reference');
  const first = runGenerator(siteDir);

  it('succeeds and reports progress per phase with timings', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/\[api\] Next: source ready \(local\) \(\d+ ms\)/);
    expect(first.stdout).toMatch(/\[api\] Next: TypeDoc \([\d.]+ (ms|s)\)/);
  });

  it('writes the pages, index pages and sidebar shown in the snapshot', () => {
    expect(readTree(outputDir, (file) => file === '.generated.json')).toMatchSnapshot();
  });

  it('skips an unchanged version without touching its files', () => {
    const before = statSync(path.join(outputDir, 'classes', 'Widget.md')).mtimeMs;
    const again = runGenerator(siteDir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Next: unchanged since the last run, skipped');
    expect(statSync(path.join(outputDir, 'classes', 'Widget.md')).mtimeMs).toBe(before);
  });

  it('writes the same bytes when forced to run again', () => {
    const before = readTree(outputDir);
    expect(runGenerator(siteDir, ['--force']).status).toBe(0);
    expect(readTree(outputDir)).toEqual(before);
  });
});
