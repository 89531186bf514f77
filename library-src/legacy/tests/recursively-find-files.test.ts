// recursivelyFindFiles(): the 0.1.x helper listing module files below a folder, depth-limited.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LegacyHandlerPlugin, LegacyPlugin, legacy, recursivelyFindFiles, type FileData } from '../src/index.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'commandkit-legacy-find-'));
  for (const file of ['b.ts', 'a.js', 'notes.md', 'types.d.ts', '_helper.ts', 'sub/c.mjs', 'sub/deeper/d.cts', 'sub/deeper/deepest/e.ts']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const names = (files: FileData[]) => files.map((file) => file.name);

describe('recursivelyFindFiles', () => {
  it('lists module files depth first in name order, with name and absolute path', async () => {
    const files = await recursivelyFindFiles(root);
    expect(names(files)).toEqual(['a.js', 'b.ts', 'c.mjs', 'd.cts', 'e.ts']);
    expect(files[2]).toEqual({ name: 'c.mjs', path: join(root, 'sub', 'c.mjs') });
  });

  it('stops maxDepth folders down and appends to the list it is given', async () => {
    const accumulator: FileData[] = [{ name: 'kept.ts', path: '/kept.ts' }];
    const result = await recursivelyFindFiles(root, accumulator, 1);
    expect(result).toBe(accumulator);
    expect(names(result)).toEqual(['kept.ts', 'a.js', 'b.ts', 'c.mjs']);
    expect(names(await recursivelyFindFiles(root, [], 0))).toEqual(['a.js', 'b.ts']);
  });

  it('finds nothing in a missing folder and refuses a depth that is not a whole number', async () => {
    expect(await recursivelyFindFiles(join(root, 'missing'))).toEqual([]);
    await expect(recursivelyFindFiles(root, [], -1)).rejects.toThrow(
      'recursivelyFindFiles() needs a maxDepth that is a whole number of 0 or more, got -1.',
    );
  });
});

test("LegacyHandlerPlugin is CommandKit 1.0's name of LegacyPlugin", () => {
  expect(LegacyHandlerPlugin).toBe(LegacyPlugin);
  expect(legacy()[0]).toBeInstanceOf(LegacyHandlerPlugin);
});
