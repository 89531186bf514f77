import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reportChunkNames = require('../../../src/plugins/page-scripts/registry-chunk-names-loader.cjs') as (source: string) => string;

describe('the server registry loader', () => {
  let generatedFilesDir: string;
  beforeAll(() => {
    generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  });
  afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

  it('makes every entry report its chunk name, and keeps how it loads', async () => {
    // The registry as this Docusaurus version writes it, for two routes.
    await generateRouteFiles({
      generatedFilesDir,
      baseUrl: '/',
      routes: [
        { path: '/docs/intro', component: '@theme/DocItem', modules: { content: '@site/docs/intro.md' }, exact: true, plugin: { name: 'docs', id: 'default' } },
        { path: '/', component: '@site/src/pages/index.tsx', exact: true, plugin: { name: 'pages', id: 'default' } },
      ],
    });
    const registry = readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
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
