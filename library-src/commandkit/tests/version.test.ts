import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { version } from '../src/index.ts';

describe('version', () => {
  it('is the version field of the package.json on disk', () => {
    const packageJson = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(version).toBe(packageJson.version);
  });

  it('is a semantic version string', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/);
  });
});
