import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedRegistry } from './helpers/generated-registry';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reportChunkNames = require('../../../src/plugins/page-scripts/registry-chunk-names-loader.cjs') as (source: string) => string;

describe('the server registry loader', () => {
  let generatedFilesDir: string;
  beforeAll(() => {
    generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  });
  afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

  it('makes every entry report its chunk name, and keeps how it loads', async () => {
    const registry = await generatedRegistry(generatedFilesDir);
    const entries = (source: string) => source.split('\n').filter((line) => line.includes('require.resolveWeak'));
    const rewritten = entries(reportChunkNames(registry));
    expect(rewritten).toHaveLength(3);
    for (const [index, line] of rewritten.entries()) {
      const [, chunkName, modulePath] = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\)/.exec(line)!;
      // Still imported and still resolved from its module, but reported by the chunk's name.
      expect(line).toBe(entries(registry)[index].replace(`), "${modulePath}", require`, `), "${chunkName}", require`));
    }
  });
});
