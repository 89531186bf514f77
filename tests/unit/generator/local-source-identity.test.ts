import { rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveLocalSource } from '../../../scripts/api/sources/local-source';
import { makeGitRepo, writeFiles } from './helpers/git-repo';

/**
 * Next's cache key holds a hash of its local folder: an edit to the source must change it, while
 * build output that git ignores (a package's bundled UI, say) must not, or every build of that
 * output would send Next through TypeDoc again.
 */
describe('the identity of a local source', () => {
  const repo = makeGitRepo();
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));
  writeFiles(repo.dir, {
    '.gitignore': 'lib/ui-dist/\n',
    'lib/package.json': { name: 'mini-lib', version: '1.0.0', types: './src/index.ts' },
    'lib/src/index.ts': '/** One. */\nexport const one = 1;\n',
  });
  repo.commitAll('mini-lib', '2025-01-02T10:00:00Z');
  const identity = async () =>
    (
      await resolveLocalSource(
        { path: 'lib' },
        {},
        { siteDir: repo.dir, cacheDir: path.join(repo.dir, '.cache'), repository: 'https://example.com/repo' },
      )
    ).identity;

  it('ignores what git ignores, and follows every other change', async () => {
    const committed = await identity();
    writeFiles(repo.dir, { 'lib/ui-dist/app.js': 'console.log("bundled");\n' });
    expect(await identity()).toBe(committed);

    writeFileSync(path.join(repo.dir, 'lib', 'src', 'index.ts'), '/** One. */\nexport const one = 2;\n');
    const edited = await identity();
    expect(edited).not.toBe(committed);

    writeFiles(repo.dir, { 'lib/src/extra.ts': 'export const extra = true;\n' });
    const added = await identity();
    expect(added).not.toBe(edited);

    unlinkSync(path.join(repo.dir, 'lib', 'src', 'extra.ts'));
    expect(await identity()).toBe(edited);
  });
});
