import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { PurgeEntryStylesheets } from '../../../src/plugins/purge-css';
import { requiredClasses, withoutUnreadCustomProperties, withoutUnusedRules } from '../../../src/plugins/purge-css/unused-rules';
import { buildAndRead } from './helpers/rspack-build';

// The CSS loader Docusaurus's bundler configuration uses, as the site's build does.
const cssLoader = require.resolve('css-loader', { paths: [require.resolve('@docusaurus/bundler')] });

describe('rules for classes nothing sets', () => {
  const used = new Set(['navbar', 'menu__link', 'menu__link--active', 'col']);
  const purge = (css: string) => withoutUnusedRules(css, (name) => used.has(name));

  it('takes the classes a selector needs, not those inside :not(), :is(), :where(), attributes or strings', () => {
    expect(requiredClasses('.menu__link.menu__link--active:hover>.x')).toEqual(['menu__link', 'menu__link--active', 'x']);
    expect(requiredClasses('.a:not(.b):where(.c,.d) .e:is(:has(.f))')).toEqual(['a', 'e']);
    expect(requiredClasses('a[href$=".pdf"]::after,[class~=g]')).toEqual([]);
    expect(requiredClasses('html[data-theme=dark] .navbar')).toEqual(['navbar']);
  });

  it('drops the selectors that need an unused class, and a rule or block left empty', () => {
    const { css, removed } = purge(
      '.navbar{color:red}.pills,.col{margin:0}.tabs__item{padding:0}@media (min-width:997px){.hero{display:flex}}@media print{.navbar{display:none}.avatar{display:none}}',
    );
    expect(css).toBe('.navbar{color:red}.col{margin:0}@media print{.navbar{display:none}}');
    expect(removed).toEqual(['.pills', '.tabs__item', '.hero', '.avatar']);
  });

  it('keeps what it cannot judge: :not() and friends, escapes, element and attribute selectors, keyframes, layer statements', () => {
    const css =
      '@layer base,theme;@layer base{html{color:red}.navbar:not(.pills){top:0}}.md\\:hidden{display:none}:where(.button--danger){color:red}@keyframes spin{from{opacity:0}to{opacity:1}}[data-theme=dark]{color:#fff}';
    expect(purge(css)).toEqual({ css, removed: [] });
  });
});

describe('custom properties nothing reads', () => {
  const named = new Set(['--set-by-script']);
  const purge = (css: string) => withoutUnreadCustomProperties(css, (name) => named.has(name));

  it('keeps a property a declaration reads, the properties it reads in turn, and one a script names', () => {
    const css =
      ':root{--primary:var(--blue);--blue:#00f;--unused:var(--only-by-unused);--only-by-unused:1px;--set-by-script:0px}.navbar{color:var( --primary , red);height:var(--set-by-script)}';
    const { css: kept, removed } = purge(css);
    expect(kept).toBe(
      ':root{--primary:var(--blue);--blue:#00f;--set-by-script:0px}.navbar{color:var( --primary , red);height:var(--set-by-script)}',
    );
    expect(removed.sort()).toEqual(['--only-by-unused', '--unused']);
  });

  it('reads a property from a fallback and from inside a media block, and drops a rule or block left empty', () => {
    const css =
      '@media (prefers-color-scheme:dark){:root{--dark-bg:#000}}.a{background:var(--missing,var(--fallback))}.b{--fallback:red}html[data-theme=dark]{--never:1}';
    expect(purge(css)).toEqual({
      css: '.a{background:var(--missing,var(--fallback))}.b{--fallback:red}',
      removed: ['--dark-bg', '--never'],
    });
  });
});

/**
 * A production build with a stylesheet the entry loads and one a lazily loaded chunk loads, each
 * with a rule for a class no script names, and the site's purge.
 */
describe('purging the entry stylesheet in a build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'purge-css-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** `markdown`: the text of a Markdown module the entry imports, which a loader puts in a comment of the module's code. */
  function build(name: string, unusedRule: string, markdown?: string): Promise<Record<string, string>> {
    const src = path.join(dir, name, 'src');
    const outDir = path.join(dir, name, 'out');
    mkdirSync(src, { recursive: true });
    const markdownImport = markdown === undefined ? '' : 'import "./page.md";\n';
    writeFileSync(
      path.join(src, 'index.js'),
      `${markdownImport}import "./styles.css";\nimport "./alone.module.css";\ndocument.body.className = "page";\nglobalThis.later = () => import("./later.js");\n`,
    );
    // A component's CSS module imported without the component, as static-markdown imports the MDX components' styles.
    writeFileSync(path.join(src, 'alone.module.css'), '.imageFrame { height: auto; }\n');
    writeFileSync(path.join(src, 'page.md'), markdown ?? '');
    writeFileSync(path.join(src, 'comment-loader.cjs'), 'module.exports = (source) => `globalThis.page = 1;\\n/* ${source} */\\n`;\n');
    writeFileSync(path.join(src, 'styles.css'), `.page { color: red; }\n${unusedRule}\n`);
    writeFileSync(path.join(src, 'later.js'), 'import "./later.css";\nexport default "later";\n');
    writeFileSync(path.join(src, 'later.css'), '.never-named { color: var(--by-later, blue); }\n');
    return buildAndRead(
      {
        mode: 'production',
        context: path.join(dir, name),
        entry: { main: './src/index.js' },
        output: {
          path: outDir,
          publicPath: '/',
          filename: 'assets/js/[name].[contenthash:8].js',
          cssFilename: 'assets/css/[name].[contenthash:8].css',
          cssChunkFilename: 'assets/css/[name].[contenthash:8].css',
          clean: true,
        },
        optimization: { minimize: true, realContentHash: true },
        experiments: { css: false },
        module: {
          rules: [
            { test: /\.css$/, exclude: /\.module\.css$/, use: [rspack.CssExtractRspackPlugin.loader, cssLoader] },
            {
              test: /\.module\.css$/,
              use: [
                rspack.CssExtractRspackPlugin.loader,
                { loader: cssLoader, options: { modules: { localIdentName: '[local]_[hash:base64:4]' } } },
              ],
            },
            { test: /\.md$/, use: [path.join(src, 'comment-loader.cjs')] },
          ],
        },
        plugins: [
          new rspack.CssExtractRspackPlugin({
            filename: 'assets/css/[name].[contenthash:8].css',
            chunkFilename: 'assets/css/[name].[contenthash:8].css',
          }),
          new PurgeEntryStylesheets(),
        ],
      },
      path.join(outDir, 'assets'),
    );
  }

  it('leaves out the unused rule of the entry stylesheet only, and names the file after what it holds', async () => {
    const first = await build('first', '.tabs__item { padding: 0; }');
    const second = await build('second', '.pills { margin: 0; } .pills__item { margin: 1px; }');
    const entry = (files: Record<string, string>) => Object.entries(files).find(([file]) => /^css\/main\./.test(file))!;
    expect(entry(first)[1]).toContain('.page');
    expect(entry(first)[1]).not.toContain('tabs__item');
    // Different sources, the same stylesheet once purged: the same content hash in the name.
    expect(entry(second)[0]).toBe(entry(first)[0]);
    expect(entry(second)[1]).toBe(entry(first)[1]);
    // The lazily loaded stylesheet is left alone.
    const later = Object.entries(first).filter(([file]) => file.startsWith('css/') && !file.startsWith('css/main.'));
    expect(later).toHaveLength(1);
    expect(later[0][1]).toContain('.never-named');
  });

  it('keeps a rule whose class only a Markdown module names, in code the minifier drops (a page sent as HTML)', async () => {
    const files = await build(
      'markdown',
      '.from-markdown { margin: 0; } .tabs__item { padding: 0; }',
      "Classes in this page's HTML: from-markdown",
    );
    const stylesheet = Object.entries(files).find(([file]) => /^css\/main\./.test(file))![1];
    expect(stylesheet).toContain('.from-markdown');
    expect(stylesheet).not.toContain('tabs__item');
    const scripts = Object.entries(files).filter(([file]) => file.endsWith('.js'));
    expect(scripts.some(([, code]) => code.includes('from-markdown'))).toBe(false);
  });

  it('keeps the rules of a CSS module imported for its styles alone, whose class names no script writes', async () => {
    const files = await build('css-module', '.tabs__item { padding: 0; }');
    const stylesheet = Object.entries(files).find(([file]) => /^css\/main\./.test(file))![1];
    expect(stylesheet).toMatch(/\.imageFrame_[\w-]{4}\{height:auto\}/);
    const scripts = Object.entries(files).filter(([file]) => file.endsWith('.js'));
    expect(scripts.some(([, code]) => code.includes('imageFrame'))).toBe(false);
  });

  it('keeps a rule on a page class Docusaurus composes at run time (plugin, plugin id, docs version, doc id)', async () => {
    const files = await build(
      'page-classes',
      '.plugin-docs .page { margin: 1px; } .plugin-id-default .page { margin: 2px; } .docs-version-current .page { margin: 3px; } .docs-doc-id-guide\\/intro .page { margin: 4px; } .tabs__item { padding: 0; }',
    );
    const stylesheet = Object.entries(files).find(([file]) => /^css\/main\./.test(file))![1];
    for (const pageClass of ['.plugin-docs', '.plugin-id-default', '.docs-version-current', '.docs-doc-id-guide\\/intro'])
      expect(stylesheet).toContain(pageClass);
    expect(stylesheet).not.toContain('tabs__item');
  });

  it('keeps a custom property a lazily loaded stylesheet reads or only a Markdown module names, and drops one nothing reads', async () => {
    const files = await build(
      'properties',
      ':root { --by-page: 1px; --unread: 2px; --read: 3px; --by-later: red; } .page { margin: var(--read); }',
      "Custom properties in this page's HTML: --by-page",
    );
    const stylesheet = Object.entries(files).find(([file]) => /^css\/main\./.test(file))![1];
    expect(stylesheet).toContain('--by-page');
    expect(stylesheet).toContain('--read');
    expect(stylesheet).toContain('--by-later');
    expect(stylesheet).not.toContain('--unread');
  });
});
