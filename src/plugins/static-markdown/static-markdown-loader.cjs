// @ts-check
/**
 * Runs on the browser bundle's copy of each doc page, after Docusaurus's MDX loader.
 *
 * - A page whose Markdown renders to plain HTML (no imports, no functions, only elements and
 *   components that render the same markup on the server and in the browser) keeps the exports
 *   the theme reads (`frontMatter`, `contentTitle`, `metadata`, `assets`, `toc`), and its content
 *   becomes the HTML the server rendered: read from the document on a first visit, fetched with
 *   the page on an in-app navigation (client.ts).
 * - Any other page (or partial) brings the theme's MDX components with it: in the browser, the
 *   doc theme's `<MDXContent>` no longer provides them (mdx-content.tsx), so that pages that do not
 *   need them do not load them.
 */
const path = require('node:path');
const { parse } = require('acorn');
const { factsMarker, compilerImports, docExports } = require('./page-facts.cjs');

const clientModule = path.join(__dirname, 'client.ts');

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function staticMarkdownLoader(source) {
  // The statement recma-page-facts.ts put at the start of the MDX compiler's part of the module.
  const at = source.indexOf(`\n${JSON.stringify(factsMarker).slice(0, -1)}`);
  if (at < 0) {
    throw new Error(
      `static-markdown: ${this.resourcePath} was compiled without the page facts; give the docs plugin recmaPlugins: [recmaPageFacts] (src/plugins/static-markdown).`,
    );
  }
  const line = source.slice(at + 1, source.indexOf('\n', at + 1)).replace(/;$/, '');
  /** @type {import('./page-facts.cjs').PageFacts} */
  const facts = JSON.parse(JSON.parse(line).slice(factsMarker.length));
  // Only Docusaurus's exports, before the MDX part, are parsed: a few short lines.
  return (facts.isStatic && staticMarkdownModule(source.slice(0, at), facts)) || withMdxComponents(source, this.resourcePath);
};

/**
 * The compiled page, with its content wrapped in the theme's MDX components provider.
 * @param {string} source the MDX loader's output
 * @param {string} file
 */
function withMdxComponents(source, file) {
  const declaration = '\nexport default function MDXContent(';
  const at = source.indexOf(declaration);
  if (at < 0 || source.indexOf(declaration, at + 1) >= 0) {
    throw new Error(
      `static-markdown: ${file} does not compile to the "export default function MDXContent" that @mdx-js/mdx 3 writes; update src/plugins/static-markdown for this MDX version.`,
    );
  }
  return [
    source.slice(0, at) + source.slice(at).replace('export default function', 'function'),
    "import { MDXProvider as __MDXProvider } from '@mdx-js/react';",
    "import __MDXComponents from '@theme/MDXComponents';",
    "import { createElement as __createElement } from 'react';",
    'export default function MDXContentWithComponents(props) {',
    '  return __createElement(__MDXProvider, { components: __MDXComponents }, __createElement(MDXContent, props));',
    '}',
    '',
  ].join('\n');
}

/**
 * The module that stands for a compiled page in the browser, or undefined when the page needs its
 * compiled content there.
 * @param {string} exportsSource Docusaurus's exports, before the MDX compiler's part
 * @param {import('./page-facts.cjs').PageFacts} facts the MDX compiler's part, as recma-page-facts.ts read it
 * @returns {string | undefined}
 */
function staticMarkdownModule(exportsSource, facts) {
  /** @type {any} */
  const program = parse(exportsSource, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {string[]} */
  const kept = [];
  let metadataPath;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (!compilerImports.has(node.source.value)) return undefined;
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const [specifier, ...others] = node.specifiers;
      if (others.length > 0 || specifier?.local.name !== 'default' || specifier.exported.name !== 'metadata') return undefined;
      metadataPath = node.source.value;
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration') {
      if (!node.declaration.declarations.every((/** @type {any} */ d) => d.id.type === 'Identifier' && docExports.has(d.id.name)))
        return undefined;
      kept.push(exportsSource.slice(node.start, node.end));
    } else {
      return undefined;
    }
  }
  if (!metadataPath) return undefined;
  return [
    ...kept,
    ...facts.kept,
    `import __metadata from ${JSON.stringify(metadataPath)};`,
    `import { staticMarkdownContent } from ${JSON.stringify(clientModule)};`,
    'export { __metadata as metadata };',
    'export default await staticMarkdownContent(__metadata.permalink);',
    // The stylesheet purge keeps the rules and custom properties the page's HTML needs
    // (src/plugins/purge-css); the minifier drops the comments.
    `/* Classes in this page's HTML: ${facts.classes.join(' ')} */`,
    `/* Custom properties in this page's HTML: ${facts.customProperties.join(' ')} */`,
    '',
  ].join('\n');
}
