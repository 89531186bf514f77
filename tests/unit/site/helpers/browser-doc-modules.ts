/**
 * Compiles doc pages as the browser bundle gets them: Docusaurus's own MDX loader (with the
 * exports it adds to a doc page, and the site's code highlighting), then the static-markdown loader.
 * Usage: node --import tsx browser-doc-modules.ts, with `{ "<name>": "<Markdown>" }` on stdin.
 * Prints `{ "<name>": "<module source>" | { "error": "<message>" } }`.
 *
 * It runs in its own process: the MDX compiler is ESM, which Jest's CommonJS transform cannot load.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(__filename);
type Loader = (this: object, source: string) => unknown;

async function main(): Promise<void> {
  const { mdxLoader } = load('@docusaurus/mdx-loader/lib/loader.js') as { mdxLoader: Loader };
  const { DEFAULT_MARKDOWN_CONFIG } = load('@docusaurus/core/lib/server/configValidation.js') as { DEFAULT_MARKDOWN_CONFIG: object };
  const staticMarkdownLoader = load('../../../../src/plugins/static-markdown/static-markdown-loader.cjs') as Loader;
  const { rehypeHighlightCode } = await import('../../../../src/plugins/build-time-highlighting');
  const { default: recmaPageFacts } = await import('../../../../src/plugins/static-markdown/recma-page-facts');
  const siteDir = path.resolve(__dirname, '../../../..');
  const options = {
    admonitions: true,
    markdownConfig: DEFAULT_MARKDOWN_CONFIG,
    siteDir,
    staticDirs: [],
    // Code is highlighted, and the page facts read, as the site's docs plugin does it.
    rehypePlugins: [rehypeHighlightCode],
    recmaPlugins: [recmaPageFacts],
    metadataPath: (file: string) => path.join(siteDir, '.docusaurus/docusaurus-plugin-content-docs/default', `${path.basename(file)}.json`),
    createAssets: () => ({}),
    isMDXPartial: (file: string) => path.basename(file).startsWith('_'),
  };
  const pages = JSON.parse(readFileSync(0, 'utf8')) as Record<string, string>;
  const modules: Record<string, string | { error: string }> = {};
  for (const [name, markdown] of Object.entries(pages)) {
    const resourcePath = path.join(siteDir, 'docs', name);
    const compiled = await new Promise<string>((resolve, reject) => {
      const context = {
        _compiler: { name: 'client' },
        resourcePath,
        resource: resourcePath,
        getOptions: () => options,
        addDependency: () => undefined,
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
      };
      void mdxLoader.call(context, markdown);
    });
    try {
      modules[name] = staticMarkdownLoader.call({ resourcePath }, compiled) as string;
    } catch (error) {
      modules[name] = { error: (error as Error).message };
    }
  }
  process.stdout.write(`${JSON.stringify(modules)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
