import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'acorn';
import { markdownContentOf, writeContentFragments } from '../../../src/plugins/static-markdown/content-fragments';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageFacts } = require('../../../src/plugins/static-markdown/page-facts.cjs') as {
  pageFacts: (program: unknown) => { isStatic: boolean };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const staticMarkdownLoader = require('../../../src/plugins/static-markdown/static-markdown-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

const pages = {
  'plain.md': [
    '---',
    'title: Plain',
    '---',
    '',
    '# Plain page',
    '',
    'Text with a [link](/docs/other), `code`, **bold** and a table:',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '## A section',
    '',
    '```ts title="sample.ts"',
    'const answer = 42;',
    '```',
    '',
    ':::note',
    'An admonition.',
    ':::',
  ].join('\n'),
  'classes.mdx': '<span className="badge badge--primary">New</span>\n\n```ts\nconst answer = 42;\n```\n',
  'api.mdx': '## Properties\n\n| Name | Type |\n| - | - |\n| <ApiAnchor id="name" />`name` | `string` |\n',
  'imports.mdx': "import Tabs from '@theme/Tabs';\n\n<Tabs>text</Tabs>\n",
  'details.md': '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n',
  'own-component.mdx': 'export const Shout = ({ children }) => <b>{children}!</b>;\n\n<Shout>hello</Shout>\n',
  'handler.mdx': "<button onClick={() => alert('hi')}>Say hi</button>\n",
  'unknown-component.mdx': '<Highlight color="red">text</Highlight>\n',
  '_partial.mdx': 'A partial.\n',
  'live-expression.mdx': 'Rendered in {new Date().getFullYear()}, at {Math.random()}.\n',
  'variable.mdx': 'The title is {frontMatter.title}.\n',
};

/** Each page as the browser bundle gets it (see helpers/browser-doc-modules.ts). */
function browserModules(): Record<string, string | { error: string }> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'helpers', 'browser-doc-modules.ts')], {
    input: JSON.stringify(pages),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, string | { error: string }>;
}

describe('the static-markdown loader', () => {
  let modules: Record<string, string | { error: string }>;
  beforeAll(() => {
    modules = browserModules();
  }, 60_000);
  const moduleOf = (page: keyof typeof pages) => {
    const source = modules[page];
    if (typeof source !== 'string') throw new Error(`${page}: ${source.error}`);
    return source;
  };

  it.each(['plain.md', 'api.mdx'] as const)('sends %s as the HTML the server rendered, keeping the exports the theme reads', (page) => {
    const source = moduleOf(page);
    expect(source).toContain('export default await staticMarkdownContent(__metadata.permalink);');
    expect(source).toMatch(/^import __metadata from "@site\/\.docusaurus\/docusaurus-plugin-content-docs\/default\/[^"]+\.json";$/m);
    expect(source).toContain('export { __metadata as metadata };');
    for (const name of ['frontMatter', 'contentTitle', 'assets', 'toc'])
      expect(source).toMatch(new RegExp(`^export const ${name} = `, 'm'));
    // Nothing of the content is left: no compiled element, no text.
    expect(source).not.toMatch(/_jsx|_createMdxContent|@mdx-js\/react/);
    expect(source).not.toMatch(/answer|admonition|ApiAnchor/);
  });

  it('keeps the table of contents and the title as the page declared them', () => {
    const source = moduleOf('plain.md');
    expect(source).toContain("export const contentTitle = 'Plain page';");
    expect(source).toContain('export const toc = [{"value":"A section","id":"a-section","level":2}];');
    expect(source).toMatch(/export const frontMatter = \{\s+title: 'Plain'\s+\};/);
  });

  it('lists the classes of the page HTML for the stylesheet purge, highlighted code included', () => {
    expect(moduleOf('classes.mdx')).toContain(
      "/* Classes in this page's HTML: badge badge--primary keyword language-ts number operator punctuation token */",
    );
  });

  it.each([
    'imports.mdx',
    'details.md',
    'own-component.mdx',
    'handler.mdx',
    'unknown-component.mdx',
    '_partial.mdx',
    'live-expression.mdx',
    'variable.mdx',
  ] as const)("keeps the compiled content of %s, which needs the browser, and gives it the theme's MDX components", (page) => {
    const source = moduleOf(page);
    expect(source).toContain('function _createMdxContent(props)');
    expect(source).toMatch(/^function MDXContent\(props = \{\}\)/m);
    expect(source).not.toContain('export default function MDXContent(');
    expect(source).toContain("import __MDXComponents from '@theme/MDXComponents';");
    expect(source).toContain('export default function MDXContentWithComponents(props) {');
    expect(source).not.toContain('staticMarkdownContent');
  });

  it('stops with one line naming the file when the page was compiled without its facts', () => {
    const call = () => staticMarkdownLoader.call({ resourcePath: '/site/docs/page.mdx' }, 'import x from "./x";\nexport default x;\n');
    expect(call).toThrow(
      /^static-markdown: \/site\/docs\/page\.mdx was compiled without the page facts; give the docs plugin recmaPlugins: \[recmaPageFacts\] \(src\/plugins\/static-markdown\)\.$/,
    );
  });

  it('stops with one line naming the file when the compiled page is not what MDX 3 writes', () => {
    const facts = JSON.stringify(`static-markdown facts:${JSON.stringify({ isStatic: false, classes: [], kept: [] })}`);
    const call = () =>
      staticMarkdownLoader.call(
        { resourcePath: '/site/docs/page.mdx' },
        `export const frontMatter = {};\n${facts};\nimport x from "./x";\nexport default x;\n`,
      );
    expect(call).toThrow(
      /^static-markdown: \/site\/docs\/page\.mdx does not compile to the "export default function MDXContent" that @mdx-js\/mdx 3 writes; update src\/plugins\/static-markdown for this MDX version\.$/,
    );
  });
});

/**
 * The CSS modules the theme's MDXComponents reach through the theme's own components (`@theme/…`
 * and relative imports within @docusaurus/theme-classic), as paths below its `lib/theme`.
 */
function themeMdxStylesheets(): string[] {
  const themeDir = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');
  const moduleFile = (base: string) => [`${base}.js`, path.join(base, 'index.js')].find((file) => existsSync(file));
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      /(?:import|export)\s[^'"]*?['"]([^'"]+)['"]|import\(['"]([^'"]+)['"]\)/g,
    )) {
      if (!specifier) continue;
      if (specifier.endsWith('.css')) stylesheets.add(path.relative(themeDir, path.resolve(path.dirname(file), specifier)));
      const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(specifier);
      const target = theme
        ? moduleFile(path.join(themeDir, theme[1]!))
        : specifier.startsWith('.')
          ? moduleFile(path.resolve(path.dirname(file), specifier))
          : undefined;
      if (target) visit(target);
    }
  };
  visit(path.join(themeDir, 'MDXComponents', 'index.js'));
  return [...stylesheets].sort();
}

describe("the MDX components' stylesheets", () => {
  it("are all imported with StaticMarkdown, the code block content being the build-time highlighting's", () => {
    const listed = readFileSync(path.join(__dirname, '../../../src/plugins/static-markdown/mdx-components-styles.ts'), 'utf8');
    const imported = [...listed.matchAll(/^import '@docusaurus\/theme-classic\/lib\/theme\/(.+)';$/gm)].map(([, file]) => file!).sort();
    // A collapsible keeps its page compiled, with the MDX components and their styles.
    const expected = themeMdxStylesheets().filter(
      (file) => file !== path.join('CodeBlock', 'Content', 'styles.module.css') && file !== path.join('Details', 'styles.module.css'),
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(imported).toEqual(expected);
    expect(listed).toContain("import '../build-time-highlighting/theme/CodeBlock/Content/styles.module.css';");
    expect(readFileSync(path.join(__dirname, '../../../src/plugins/static-markdown/StaticMarkdown.tsx'), 'utf8')).toContain(
      "import './mdx-components-styles';",
    );
  });
});

describe("a page's content on its own", () => {
  const page = (content: string) =>
    `<html><body><div class="theme-doc-markdown markdown">${content}</div><footer><div>after</div></footer></body></html>`;

  it('is the inner HTML of the Markdown container, nested elements included', () => {
    const content =
      '<header><h1>T</h1></header><div class="admonition"><div><p>x</p></div></div><pre><code>&lt;div&gt; and &lt;/div&gt;</code></pre>';
    expect(markdownContentOf(page(content))).toBe(content);
  });

  it('is nothing for a page without one', () => {
    expect(markdownContentOf('<html><body><main>home</main></body></html>')).toBeUndefined();
  });

  it("is written beside each doc page's HTML, an index page's (its permalink ends in /) included", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'content-fragments-'));
    try {
      mkdirSync(path.join(outDir, 'docs', 'api'), { recursive: true });
      writeFileSync(path.join(outDir, 'docs', 'api', 'page.html'), page('<p>A page.</p>'));
      writeFileSync(path.join(outDir, 'docs', 'api.html'), page('<p>The index.</p>'));
      await writeContentFragments(outDir, '/', ['/docs/api/page', '/docs/api/']);
      expect(readFileSync(path.join(outDir, 'docs', 'api', 'page.content.html'), 'utf8')).toBe('<p>A page.</p>');
      expect(readFileSync(path.join(outDir, 'docs', 'api.content.html'), 'utf8')).toBe('<p>The index.</p>');

      writeFileSync(path.join(outDir, 'docs', 'api', 'page.html'), '<html><body><article>no container</article></body></html>');
      await expect(writeContentFragments(outDir, '/', ['/docs/api/page'])).rejects.toThrow(
        /^static-markdown: .+page\.html has no <div class="theme-doc-markdown markdown"> element; update src\/plugins\/static-markdown\/content-fragments\.ts for this Docusaurus version\.$/,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('what counts as static content', () => {
  /** The content function MDX writes, around the given returned expression. */
  const compiled = (content: string) =>
    parse(
      [
        'function _createMdxContent(props) {',
        '  const _components = { img: "img", p: "p", ..._provideComponents(), ...props.components };',
        `  return ${content};`,
        '}',
        'export default function MDXContent(props = {}) { return _createMdxContent(props); }',
      ].join('\n'),
      { ecmaVersion: 'latest', sourceType: 'module' },
    );

  it("is an image of the site's own files, which the bundler resolves to its URL", () => {
    const image = '_jsx(_components.img, { src: require("!/loaders/url!./logo.png").default + "#dark", alt: "logo" })';
    expect(pageFacts(compiled(`_jsx(_components.p, { children: ${image} })`)).isStatic).toBe(true);
  });

  it('is not a value computed where the page runs', () => {
    expect(pageFacts(compiled('_jsx(_components.p, { children: new Date().getFullYear() })')).isStatic).toBe(false);
    expect(pageFacts(compiled('_jsx(_components.p, { children: require(name).default })')).isStatic).toBe(false);
    expect(pageFacts(compiled('_jsx(_components.p, { children: props.title })')).isStatic).toBe(false);
  });
});
