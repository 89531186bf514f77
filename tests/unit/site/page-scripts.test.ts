import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paintFirstTemplate } from '../../../src/plugins/page-scripts/paint-first-template';
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

describe("the doc pages' template (paint-first-template.ts)", () => {
  // Rendered as Docusaurus renders its page template.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { compileSSGTemplate } = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
    compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
  };
  const page = (htmlClass: string) => ({
    htmlAttributes: `lang="en" class="${htmlClass}"`,
    bodyAttributes: '',
    metaAttributes: [],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    appHtml: '<main>content</main>',
    stylesheets: ['assets/css/styles.css'],
    scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
    baseUrl: '/',
    version: '3.10.2',
  });

  it('has a doc page fetch its scripts at once and run them from a script after its content', async () => {
    const render = await compileSSGTemplate(paintFirstTemplate());
    const html = render(page('plugin-docs docs-doc-page docs-doc-id-intro'));
    expect(html).not.toContain('<script src=');
    expect(html.match(/<link rel="preload" as="script" fetchpriority="low" href="[^"]+" \/>/g)).toEqual([
      '<link rel="preload" as="script" fetchpriority="low" href="/assets/js/runtime~main.js" />',
      '<link rel="preload" as="script" fetchpriority="low" href="/assets/js/main.js" />',
    ]);
    const loader = /<script>(\(function \(scripts\) \{[\s\S]*\}\))\((.*)\)<\/script>\s*<\/body>/.exec(html);
    expect(loader?.[2]).toBe('["/assets/js/runtime~main.js","/assets/js/main.js"]');
    expect(html.indexOf('<main>content</main>')).toBeLessThan(html.indexOf('<script>'));
    // The loader is a function expression that browsers parse as it is written.
    expect(() => new Function(`return ${loader![1]}`)).not.toThrow();
  });

  it("leaves every other page as Docusaurus's template writes it", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const upstream = await compileSSGTemplate((require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as { default: string }).default);
    const render = await compileSSGTemplate(paintFirstTemplate());
    for (const htmlClass of ['plugin-pages plugin-id-default', 'search-page-wrapper', 'plugin-native']) {
      expect(render(page(htmlClass))).toBe(upstream(page(htmlClass)));
    }
  });

  it('stops with one line when the template no longer has what it changes', () => {
    expect(() => paintFirstTemplate('<html><body></body></html>')).toThrow(
      /^page-scripts: Docusaurus's page template no longer has <script src="<%= it.baseUrl %><%= script %>" defer><\/script> once; update src\/plugins\/page-scripts\/paint-first-template.ts/,
    );
  });
});
