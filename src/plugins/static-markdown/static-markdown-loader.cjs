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

/** Imports the MDX compiler adds to every page. */
const compilerImports = new Set(['react/jsx-runtime', 'react/jsx-dev-runtime', '@mdx-js/react']);
/** Exports Docusaurus adds to every doc page, read by the theme through `useDoc()`. */
const docExports = new Set(['frontMatter', 'contentTitle', 'assets', 'toc']);
/** The MDX compiler's own functions: the page content and the error for a missing component. */
const compilerFunctions = new Set(['_createMdxContent', '_missingMdxReference']);
/**
 * Elements the theme maps to components that need the browser (`@theme/MDXComponents`): a
 * collapsible, a diagram, head tags. Every other lowercase element renders the same HTML anywhere;
 * links and code blocks get their behaviour back from StaticMarkdown.
 */
const browserElements = new Set(['details', 'head', 'mermaid']);
/** Components of src/theme/MDXComponents.tsx whose output is the same on the server and in the browser. */
const staticComponents = new Set(['ApiAnchor']);

const clientModule = path.join(__dirname, 'client.ts');

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function staticMarkdownLoader(source) {
  /** @type {any} */
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  return staticMarkdownModule(source, program) ?? withMdxComponents(source, program, this.resourcePath);
};

/**
 * The compiled page, with its content wrapped in the theme's MDX components provider.
 * @param {string} source the MDX loader's output
 * @param {any} program its syntax tree
 * @param {string} file
 */
function withMdxComponents(source, program, file) {
  const content = program.body.find((/** @type {any} */ node) => node.type === 'ExportDefaultDeclaration');
  if (content?.declaration.type !== 'FunctionDeclaration' || content.declaration.id?.name !== 'MDXContent') {
    throw new Error(`static-markdown: ${file} does not compile to the "export default function MDXContent" that @mdx-js/mdx 3 writes; update src/plugins/static-markdown for this MDX version.`);
  }
  return [
    source.slice(0, content.start) + source.slice(content.declaration.start),
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
 * @param {string} source the MDX loader's output
 * @param {any} program its syntax tree
 * @returns {string | undefined}
 */
function staticMarkdownModule(source, program) {
  /** @type {string[]} */
  const kept = [];
  let metadataPath;
  /** @type {Set<string>} */
  let classes = new Set();
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (!compilerImports.has(node.source.value)) return undefined;
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const [specifier, ...others] = node.specifiers;
      if (others.length > 0 || specifier?.local.name !== 'default' || specifier.exported.name !== 'metadata') return undefined;
      metadataPath = node.source.value;
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration') {
      if (!node.declaration.declarations.every((/** @type {any} */ d) => d.id.type === 'Identifier' && docExports.has(d.id.name))) return undefined;
      kept.push(source.slice(node.start, node.end));
    } else if (node.type === 'FunctionDeclaration' && compilerFunctions.has(node.id.name)) {
      if (node.id.name !== '_createMdxContent') continue;
      const facts = contentFacts(node.body);
      if (!facts.isStatic) return undefined;
      classes = facts.classes;
    } else if (node.type !== 'ExportDefaultDeclaration') {
      return undefined;
    }
  }
  if (!metadataPath) return undefined;
  return [
    ...kept,
    `import __metadata from ${JSON.stringify(metadataPath)};`,
    `import { staticMarkdownContent } from ${JSON.stringify(clientModule)};`,
    'export { __metadata as metadata };',
    'export default await staticMarkdownContent(__metadata.permalink);',
    // The stylesheet purge keeps the rules the page's HTML needs (src/plugins/purge-css); the
    // minifier drops the comment.
    `/* Classes in this page's HTML: ${[...classes].sort().join(' ')} */`,
    '',
  ].join('\n');
}

/**
 * What the loader needs to know of the page content, from one walk of it:
 * - whether it only places elements and static components: no function of its own (an event
 *   handler, a component defined in the page) and no component the browser needs;
 * - the class names it sets: `className` properties, and `class` attributes in the HTML of code
 *   highlighted at build time.
 * @param {any} body the `_createMdxContent` function body
 * @returns {{ isStatic: boolean, classes: Set<string> }}
 */
function contentFacts(body) {
  let isStatic = true;
  /** @type {Set<string>} */
  const classes = new Set();
  const addClasses = (/** @type {string} */ names) => {
    for (const name of names.split(/\s+/)) if (name && !name.includes('*/')) classes.add(name);
  };
  walk(body, (/** @type {any} */ node) => {
    if (node.type === 'Property' && node.value.type === 'Literal' && typeof node.value.value === 'string') {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
      if (key === 'className') addClasses(node.value.value);
      for (const [, names] of node.value.value.matchAll(/\sclass="([^"]*)"/g)) addClasses(names);
    } else if (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') isStatic = false;
    // `_components.p`: an element or component the theme may replace.
    else if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === '_components' && !node.computed) {
      if (!isStaticName(node.property.name)) isStatic = false;
    }
    // `const {ApiAnchor} = _components` (or `= {..._provideComponents(), ...}`): components named in the page.
    else if (node.type === 'VariableDeclarator' && node.id.type === 'ObjectPattern') {
      for (const property of node.id.properties) if (property.key?.type !== 'Identifier' || !isStaticName(property.key.name)) isStatic = false;
    }
    // `const _components = {a: "a", ...}`: the elements the page uses.
    else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === '_components' && node.init?.type === 'ObjectExpression') {
      for (const property of node.init.properties) {
        if (property.type === 'Property' && (property.key.type !== 'Identifier' || !isStaticName(property.key.name))) isStatic = false;
      }
    }
  });
  return { isStatic, classes };
}

/** @param {string} name */
function isStaticName(name) {
  return /^[a-z]/.test(name) ? !browserElements.has(name) : staticComponents.has(name);
}

/**
 * Calls `visit` on every node below `node`.
 * @param {any} node
 * @param {(node: any) => void} visit
 */
function walk(node, visit) {
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child.type === 'string') {
        visit(child);
        walk(child, visit);
      }
    }
  }
}

