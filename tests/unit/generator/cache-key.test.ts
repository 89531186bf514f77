import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localManifest, makeSite, runGenerator, writeManifest } from './helpers/fixture-site';

/** Whatever reaches a page is part of the cache key: a run with other inputs is not skipped. */
describe('the cache key', () => {
  const siteDir = makeSite(localManifest());
  const widget = () => readFileSync(path.join(siteDir, 'docs', 'api-reference', 'classes', 'Widget.md'), 'utf8');
  const first = runGenerator(siteDir);

  it('changes with the repository that source links point to', () => {
    expect(first.status).toBe(0);
    expect(widget()).toContain('](https://github.com/example/mini-lib/blob/');

    writeManifest(siteDir, { ...localManifest(), repository: 'https://github.com/example/moved-lib' });
    const moved = runGenerator(siteDir);
    expect(moved.status).toBe(0);
    expect(moved.stdout).not.toContain('unchanged since the last run');
    expect(widget()).toContain('](https://github.com/example/moved-lib/blob/');
    expect(widget()).not.toContain('example/mini-lib');
  });
});
