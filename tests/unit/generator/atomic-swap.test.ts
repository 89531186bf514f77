import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { swapIntoPlace } from '../../../scripts/api/atomic-swap';

function folder(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('swapIntoPlace', () => {
  it('moves a first output in whole, then replaces only what changed and deletes what is gone', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-swap-'));
    const target = path.join(root, 'out', 'api-reference');
    swapIntoPlace(folder(root, 'stage-1', { 'classes/A.md': 'a', 'classes/B.md': 'b', 'enums/E.md': 'e', '.generated.json': '1' }), target);
    expect(readFileSync(path.join(target, 'classes', 'A.md'), 'utf8')).toBe('a');
    const unchanged = statSync(path.join(target, 'classes', 'A.md')).ino;

    const staging = folder(root, 'stage-2', { 'classes/A.md': 'a', 'classes/B.md': 'b2', 'functions/f.md': 'f', '.generated.json': '2' });
    swapIntoPlace(staging, target);

    expect(statSync(path.join(target, 'classes', 'A.md')).ino).toBe(unchanged);
    expect(readFileSync(path.join(target, 'classes', 'B.md'), 'utf8')).toBe('b2');
    expect(readFileSync(path.join(target, 'functions', 'f.md'), 'utf8')).toBe('f');
    expect(readFileSync(path.join(target, '.generated.json'), 'utf8')).toBe('2');
    expect(existsSync(path.join(target, 'enums'))).toBe(false);
    expect(existsSync(staging)).toBe(false);
  });
});
