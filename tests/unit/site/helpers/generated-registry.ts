import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';

/** `.docusaurus/registry.js` as the installed Docusaurus writes it, for a doc route and a page route. */
export async function generatedRegistry(generatedFilesDir: string): Promise<string> {
  await generateRouteFiles({
    generatedFilesDir,
    baseUrl: '/',
    routes: [
      {
        path: '/docs/intro',
        component: '@theme/DocItem',
        modules: { content: '@site/docs/intro.md' },
        exact: true,
        plugin: { name: 'docs', id: 'default' },
      },
      { path: '/', component: '@site/src/pages/index.tsx', exact: true, plugin: { name: 'pages', id: 'default' } },
    ],
  });
  return readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}
