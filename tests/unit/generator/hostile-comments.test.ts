import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { runLlms } from '../llms/helpers/run-llms';
import type { CodeNode } from './helpers/compile-mdx';
import { buildDocusaurusSite, writeDocusaurusSite } from './helpers/docusaurus-site';
import { localManifest, makeSite, repoRoot, runGeneratorInBackground, type RunResult } from './helpers/fixture-site';
import { compileMdxInBackground } from './helpers/run-compile-mdx';

/**
 * tests/fixtures/hostile-lib is a library whose TSDoc comments try every way out of their text:
 * a code span that MDX ends at a list item, block quote, thematic break or setext underline; a
 * `|` that ends a table cell inside backticks; an ES module line or `{…}` expression where a block
 * starts; raw HTML in `@returns`; markup in link titles and labels, headings, footnotes and
 * indented lines; lines Docusaurus rewrites before parsing (```` ```mdx-code-block ````,
 * `:::note Title`). Each payload, if it ran, would append its name to the file HOSTILE_MARKER
 * names (and alert in a browser). None may run, and each must show as text.
 */
const payloads = [
  'list-item',
  'block-quote',
  'thematic-break',
  'setext',
  'esm',
  'expression',
  'table-pipe',
  'table-escaped-pipe',
  'param',
  'html-block',
  'returns',
  'link-label',
  'footnote',
  'indented',
  'heading',
  'mdx-code-block',
  'admonition-title',
];
/** How a payload reads in the page's text (its call, with its name). */
const payloadText = (name: string) => `appendFileSync(process.env.HOSTILE_MARKER, '${name} ')`;

/** The generator's own markup, the only JSX a page may hold (see scripts/api/typedoc/mdx-verify.ts). */
const ownMarkup = (node: CodeNode) =>
  (node.type === 'mdxJsxTextElement' && /^<ApiAnchor id="[a-z]+" \/>$/.test(node.text)) ||
  (node.type === 'mdxJsxFlowElement' && /^<span className="api-kind-badge">[A-Za-z ]+<\/span>$/.test(node.text));

/** A file of the machine that builds the site, which links in comments try to publish. */
const secret = 'SECRET OF THE BUILD MACHINE';

describe('TSDoc comments written to run code', () => {
  const siteDir = makeSite(localManifest(), { fixture: path.join(repoRoot, 'tests', 'fixtures', 'hostile-lib') });
  const outputDir = path.join(siteDir, 'docs', 'api-reference');
  // A marker file each for compiling the pages and for building the site, which run side by side.
  const compileMarker = path.join(siteDir, 'payloads-that-ran-while-compiling');
  const buildMarker = path.join(siteDir, 'payloads-that-ran-while-building');
  let generated: RunResult;
  let compiled: ReturnType<typeof compileMdxInBackground>;
  let built: ReturnType<typeof buildDocusaurusSite>;
  beforeAll(async () => {
    writeFileSync(path.join(siteDir, 'site-secret.txt'), `${secret}\n`);
    generated = await runGeneratorInBackground(siteDir);
    // Both only read the pages: the checks below await them.
    compiled = compileMdxInBackground([outputDir], { code: true, env: { HOSTILE_MARKER: compileMarker } });
    writeDocusaurusSite(siteDir);
    built = buildDocusaurusSite(siteDir, { HOSTILE_MARKER: buildMarker });
  }, 240_000);

  it('generate, with a warning only for each link to a file outside the library', () => {
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    const warnings = generated.stdout.split('\n').filter((line) => /warning/i.test(line));
    expect(warnings).toHaveLength(4);
    for (const line of warnings)
      expect(line).toMatch(
        /The relative path (\.\.\/)*(@site\/)?site-secret\.txt is not a file and will not be copied to the output directory$/,
      );
  });

  it('copy no file from outside the library, and leave Docusaurus none to read', () => {
    expect(existsSync(path.join(outputDir, '_media'))).toBe(false);
    const page = readFileSync(path.join(outputDir, 'functions', 'localFiles.md'), 'utf8');
    expect(page).toContain(
      '[up](pathname://../../site-secret.txt),\n[from the page](pathname://../../../site-secret.txt), ![as an image](pathname://../../../site-secret.txt) and\n[by alias](pathname://@site/site-secret.txt).',
    );
  });

  it('reach the pages as text: compiled as the site compiles them, the pages hold only the generator’s JSX, and rendering them runs nothing', async () => {
    const result = await compiled;
    expect(result.stderr).toBe('');
    const [{ pages, failures, code = [] }] = result.folders;
    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(10);
    expect(code.filter((node) => !ownMarkup(node))).toEqual([]);
    expect(existsSync(compileMarker)).toBe(false);
    const markdown = readdirSync(outputDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => readFileSync(path.join(outputDir, file), 'utf8'))
      .join('\n');
    for (const name of payloads) expect(markdown).toContain(payloadText(name));
  }, 120_000);

  describe('in a site built with docusaurus build', () => {
    const buildDir = path.join(siteDir, 'build');
    let build: Awaited<ReturnType<typeof buildDocusaurusSite>>;
    beforeAll(async () => {
      build = await built;
    }, 240_000);

    it('run neither while the site builds nor in its HTML, and show as text', () => {
      expect(build.output).toContain('[SUCCESS]');
      expect(build.status).toBe(0);
      expect(existsSync(buildMarker)).toBe(false);

      const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
      let text = '';
      for (const file of pages) {
        const document = parse(readFileSync(path.join(buildDir, file), 'utf8'));
        // The payloads' elements: the site's theme writes none of these into a doc page.
        const made = [...elements(document)].filter(
          (element) =>
            ['b', 'img', 'div'].includes(element.tagName) && element.attrs.some(({ name }) => name === 'title' || name === 'onerror'),
        );
        expect(made.map((element) => `${file}: <${element.tagName}>`)).toEqual([]);
        text += textOf(document);
      }
      // A payload that became an element would have left no text: its expression is gone.
      for (const name of payloads) expect(text).toContain(payloadText(name));
      const published = readdirSync(buildDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && readFileSync(path.join(entry.parentPath, entry.name), 'latin1').includes(secret))
        .map((entry) => entry.name);
      expect(published).toEqual([]);
    });

    it('reach its llms export as text, never as HTML a Markdown reader would render', () => {
      const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.md') || file.endsWith('.txt'),
      );
      const markdown = Object.fromEntries(files.map((file) => [file, readFileSync(path.join(buildDir, file), 'utf8')]));
      const { rawHtml } = runLlms({ markdown });
      const html = Object.entries(rawHtml).flatMap(([file, tags]) => tags.map((tag) => `${file}: ${tag}`));
      // The generator's own anchors and kind badges are the only HTML.
      expect(html.filter((tag) => !/: (<a id="[a-z]+">|<\/a>|<span class="api-kind-badge">|<\/span>)$/.test(tag))).toEqual([]);
      const all = Object.values(markdown).join('\n');
      for (const name of payloads) expect(all).toContain(payloadText(name));
      // typedoc-plugin-markdown escapes `>` for MDX; plain Markdown needs no such escape mid-line.
      expect(all).not.toMatch(/=\\>/);
    });
  });
});

describe('a TSDoc comment that includes a file from outside the library', () => {
  // Independent of the site above: its run starts while Jest collects the suite.
  const siteDir = makeSite(localManifest(), { withFixture: false });
  const lib = path.join(siteDir, 'lib');
  mkdirSync(path.join(lib, 'src'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json'])
    copyFileSync(path.join(repoRoot, 'tests', 'fixtures', 'hostile-lib', file), path.join(lib, file));
  writeFileSync(
    path.join(lib, 'src', 'index.ts'),
    '/**\n * Pasted: {@include ../../site-secret.txt}\n */\nexport function pasted(): void {}\n',
  );
  writeFileSync(path.join(siteDir, 'site-secret.txt'), `${secret}\n`);
  const started = runGeneratorInBackground(siteDir);

  it('stops the run with one line naming the file, before anything is written', async () => {
    const run = await started;
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^error: Version "Next": A TSDoc comment reads \S+\/site-secret\.txt, which is outside the documented source \S+\/lib: .+, then run again\.\n$/,
    );
    expect(existsSync(path.join(siteDir, 'docs', 'api-reference'))).toBe(false);
  }, 240_000);
});

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'content' in node && node.content ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

/** The text a reader sees: every text node outside scripts and styles. */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (node.nodeName === 'script' || node.nodeName === 'style') return '';
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
