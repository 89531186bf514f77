import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateVersions } from '../../../scripts/api/generate-all';
import { silentLogger } from '../../../scripts/api/log';
import { readManifest } from '../../../scripts/api/manifest';
import { isLibrarySource, watchLibrary, type LibraryWatcher } from '../../../scripts/dev/watch-library';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Polls until `check` passes (no fixed sleeps: a busy machine only makes it wait longer). */
async function waitFor(check: () => boolean, what: string, timeoutMs = 50_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('isLibrarySource', () => {
  test.each([
    ['commandkit/src/index.ts', true],
    ['redis/src/deep/cache.tsx', true],
    ['commandkit/package.json', true],
    ['commandkit/tests/a.test.ts', false],
    ['commandkit/README.md', false],
    ['commandkit/node_modules/x/src/a.ts', false],
    ['package.json', false],
  ])('%s → %s', (file, expected) => expect(isLibrarySource(file)).toBe(expected));
});

describe('the watch loop of npm start', () => {
  let siteDir: string;
  let watcher: LibraryWatcher | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    // A throw-away site: the fixture library as the one workspace package of library-src/.
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'ck-watch-'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'));
    mkdirSync(path.join(siteDir, 'docs'));
    cpSync(path.join(repoRoot, 'tests', 'fixtures', 'mini-lib'), path.join(siteDir, 'library-src', 'mini-lib'), { recursive: true });
    const manifest = {
      repository: 'https://github.com/example/mini-lib',
      versions: [{ name: 'current', source: { type: 'local', path: 'library-src/mini-lib' } }],
    };
    writeFileSync(path.join(siteDir, 'api-versions.json'), JSON.stringify(manifest));
    await generateVersions({ siteDir, manifest: readManifest(siteDir), logger: silentLogger });
    watcher = await watchLibrary({ siteDir, logger: silentLogger, write: (line) => lines.push(line) });
    // The loop first loads TypeDoc in its worker with a silent run, as npm start does while the
    // dev server starts.
    await watcher!.idle();
  });

  afterAll(async () => {
    await watcher?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const source = () => path.join(siteDir, 'library-src', 'mini-lib', 'src', 'index.ts');
  const page = () => path.join(siteDir, 'docs', 'api-reference', 'enums', 'Placement.md');
  const pageText = () => {
    try {
      return readFileSync(page(), 'utf8');
    } catch {
      return '';
    }
  };

  test('an edited TSDoc comment reaches the generated Markdown', async () => {
    expect(pageText()).toContain('Where a');
    const edited = readFileSync(source(), 'utf8').replace(
      '/** Where a {@link Widget} is drawn. */',
      '/** Where a {@link Widget} is drawn: edited by the watch test. */',
    );
    writeFileSync(source(), edited);
    await waitFor(() => pageText().includes('edited by the watch test'), 'the regenerated Placement page');
    // The pages are in place a moment before the run reports itself done.
    await waitFor(() => lines.some((line) => line.includes("Next's API pages regenerated")), 'the regeneration log line');
  });

  test('a broken source prints one error line and keeps the last good pages', async () => {
    const before = pageText();
    writeFileSync(source(), `${readFileSync(source(), 'utf8')}\nexport const broken: number = 'not a number';\n`);
    await waitFor(() => lines.some((line) => line.startsWith('[api] error:')), 'the error line');
    const error = lines.find((line) => line.startsWith('[api] error:'))!;
    expect(error.split('\n')).toHaveLength(1);
    expect(error).toContain('previous pages stay in place');
    expect(pageText()).toBe(before);
  });
});
