// @ts-check
/**
 * What the static-markdown loader needs to know of a compiled doc page, read from the syntax tree
 * the MDX compiler builds (recma-page-facts.ts), so that the loader does not parse the compiled
 * page again: whether the page's own part of the module can become static HTML, the class names
 * its HTML uses, and its table of contents.
 */

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

/** Marks the statement that carries the facts in the compiled page. */
const factsMarker = 'static-markdown facts:';

/**
 * @typedef {object} PageFacts
 * @property {boolean} isStatic the MDX part imports, exports and defines only what the compiler adds, and its content is static
 * @property {string[]} classes the class names the content's HTML uses
 * @property {string[]} customProperties the CSS custom properties (`--name`) its strings name, as in an inline style's `var(--name)`
 * @property {string[]} kept the declarations of the MDX part a static page keeps (its table of contents)
 */

/**
 * The facts of the MDX compiler's part of a doc page module (Docusaurus puts its own exports
 * before it, as text).
 * @param {any} program the module's syntax tree (ESTree), as the MDX compiler will print it
 * @returns {PageFacts}
 */
function pageFacts(program) {
  /** @type {PageFacts} */
  const facts = { isStatic: true, classes: [], customProperties: [], kept: [] };
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (!compilerImports.has(node.source.value)) facts.isStatic = false;
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration' && !node.source) {
      for (const declaration of node.declaration.declarations) {
        const value = declaration.id.type === 'Identifier' && docExports.has(declaration.id.name) ? dataOf(declaration.init) : undefined;
        if (value === undefined) facts.isStatic = false;
        else facts.kept.push(`export const ${declaration.id.name} = ${JSON.stringify(value)};`);
      }
    } else if (node.type === 'FunctionDeclaration' && compilerFunctions.has(node.id.name)) {
      if (node.id.name !== '_createMdxContent') continue;
      const content = contentFacts(node.body);
      if (!content.isStatic) facts.isStatic = false;
      facts.classes = [...content.classes].sort();
      facts.customProperties = [...content.customProperties].sort();
    } else if (node.type !== 'ExportDefaultDeclaration') {
      facts.isStatic = false;
    }
  }
  return facts;
}

/**
 * The value a literal expression (strings, numbers, arrays, plain objects) stands for, or
 * undefined for any other expression.
 * @param {any} node
 * @returns {unknown}
 */
function dataOf(node) {
  if (node?.type === 'Literal' && !node.regex) return node.value;
  if (node?.type === 'ArrayExpression') {
    const items = node.elements.map(dataOf);
    return items.includes(undefined) ? undefined : items;
  }
  if (node?.type === 'ObjectExpression') {
    /** @type {Record<string, unknown>} */
    const object = {};
    for (const property of node.properties) {
      const key = property.type === 'Property' && !property.computed ? (property.key.type === 'Identifier' ? property.key.name : property.key.value) : undefined;
      const value = key === undefined ? undefined : dataOf(property.value);
      if (value === undefined) return undefined;
      object[key] = value;
    }
    return object;
  }
  return undefined;
}

/**
 * What the loader needs to know of the page content, from one walk of it:
 * - whether it only places elements and static components: no function of its own (an event
 *   handler, a component defined in the page) and no component the browser needs;
 * - the class names it sets: `className` properties, and `class` attributes in the HTML of code
 *   highlighted at build time;
 * - the CSS custom properties its strings name (an inline style's `var(--name)` or `--name` key).
 * @param {any} body the `_createMdxContent` function body
 * @returns {{ isStatic: boolean, classes: Set<string>, customProperties: Set<string> }}
 */
function contentFacts(body) {
  let isStatic = true;
  /** @type {Set<string>} */
  const classes = new Set();
  /** @type {Set<string>} */
  const customProperties = new Set();
  const addCustomProperties = (/** @type {string} */ text) => {
    for (const [name] of text.matchAll(/--[a-zA-Z_][\w-]*/g)) customProperties.add(name);
  };
  const addClasses = (/** @type {string} */ names) => {
    for (const name of names.split(/\s+/)) if (name && !name.includes('*/')) classes.add(name);
  };
  walk(body, (/** @type {any} */ node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') addCustomProperties(node.value);
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
  return { isStatic, classes, customProperties };
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
  for (const [key, value] of Object.entries(node)) {
    // Positions and comments hold no nodes of the page.
    if (key === 'position' || key === 'loc' || key === 'comments') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child.type === 'string') {
        visit(child);
        walk(child, visit);
      }
    }
  }
}

module.exports = { pageFacts, factsMarker, compilerImports, docExports };
