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
      const key =
        property.type === 'Property' && !property.computed
          ? property.key.type === 'Identifier'
            ? property.key.name
            : property.key.value
          : undefined;
      const value = key === undefined ? undefined : dataOf(property.value);
      if (value === undefined) return undefined;
      object[key] = value;
    }
    return object;
  }
  return undefined;
}

/**
 * What the loader needs to know of the page content:
 * - whether it is static (isStaticContent below);
 * - the class names it sets: `className` properties, and `class` attributes in the HTML of code
 *   highlighted at build time;
 * - the CSS custom properties its strings name (an inline style's `var(--name)` or `--name` key).
 * @param {any} body the `_createMdxContent` function body
 * @returns {{ isStatic: boolean, classes: Set<string>, customProperties: Set<string> }}
 */
function contentFacts(body) {
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
    }
  });
  return { isStatic: isStaticContent(body), classes, customProperties };
}

/**
 * Whether the content function only places elements, judged by an allow-list of what the MDX
 * compiler writes for plain Markdown: its statements are the compiler's own (the `_components`
 * it uses, the check for a missing component, the `return`), and what it returns is made of JSX
 * calls on elements and static components, literals, arrays, plain objects and the URLs of images
 * the bundler resolves. Anything else
 * needs the browser and keeps the page compiled: a live expression (`{new Date().getFullYear()}`,
 * which static HTML would freeze at the build's value), a variable, a function.
 * @param {any} body the `_createMdxContent` function body
 */
function isStaticContent(body) {
  return body.body.every((/** @type {any} */ statement) => {
    if (statement.type === 'ReturnStatement') return isStaticExpression(statement.argument);
    if (statement.type === 'VariableDeclaration') return statement.declarations.every(isComponentsDeclarator);
    // `if (!ApiAnchor) _missingMdxReference("ApiAnchor", true);`
    return (
      statement.type === 'IfStatement' &&
      statement.test.type === 'UnaryExpression' &&
      statement.test.argument.type === 'Identifier' &&
      statement.consequent.type === 'ExpressionStatement' &&
      isCallOf(statement.consequent.expression, ['_missingMdxReference']) &&
      !statement.alternate
    );
  });
}

/**
 * `_components = {a: "a", ..._provideComponents(), ...props.components}` with static elements only,
 * or `{ApiAnchor} = _components` with static components only.
 * @param {any} declarator
 */
function isComponentsDeclarator(declarator) {
  const { id, init } = declarator;
  if (id.type === 'Identifier' && id.name === '_components' && init?.type === 'ObjectExpression') {
    return init.properties.every((/** @type {any} */ property) =>
      property.type === 'SpreadElement'
        ? isCallOf(property.argument, ['_provideComponents']) || isMember(property.argument, 'props', 'components')
        : property.type === 'Property' &&
          property.key.type === 'Identifier' &&
          isStaticName(property.key.name) &&
          property.value.type === 'Literal',
    );
  }
  if (id.type === 'ObjectPattern' && init?.type === 'Identifier' && init.name === '_components') {
    return id.properties.every(
      (/** @type {any} */ property) =>
        property.type === 'Property' && property.key.type === 'Identifier' && isStaticName(property.key.name),
    );
  }
  return false;
}

/** The JSX runtime's functions, as the compiler imports them. */
const jsxCalls = ['_jsx', '_jsxs', '_jsxDEV'];

/** @param {any} node @returns {boolean} */
function isStaticExpression(node) {
  switch (node?.type) {
    case 'Literal':
      return !node.regex;
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return (
        (node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
      );
    case 'ArrayExpression':
      return node.elements.every(isStaticExpression);
    case 'ObjectExpression':
      return node.properties.every(
        (/** @type {any} */ property) =>
          property.type === 'Property' &&
          !property.computed &&
          !property.method &&
          property.kind === 'init' &&
          isStaticExpression(property.value),
      );
    // An image the bundler resolves to its URL: `require("…/logo.png").default + "#dark"`.
    case 'BinaryExpression':
      return node.operator === '+' && isStaticExpression(node.left) && isStaticExpression(node.right);
    case 'MemberExpression':
      return isBundledAsset(node);
    case 'CallExpression': {
      if (!isCallOf(node, jsxCalls)) return false;
      const [type, props, ...rest] = node.arguments;
      // The rest: a key, and in development builds where the element was written.
      return (
        isStaticElementType(type) &&
        isStaticExpression(props) &&
        rest.every((/** @type {any} */ argument) => argument.type === 'ThisExpression' || isStaticExpression(argument))
      );
    }
    default:
      return false;
  }
}

/**
 * `require("<file>").default`, as Docusaurus writes a Markdown image of the site's own files: the
 * bundler turns it into the file's URL, a constant.
 * @param {any} node
 */
function isBundledAsset(node) {
  return (
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'default' &&
    isCallOf(node.object, ['require']) &&
    node.object.arguments.length === 1 &&
    node.object.arguments[0].type === 'Literal' &&
    typeof node.object.arguments[0].value === 'string'
  );
}

/** `_Fragment`, `"span"`, `_components.p` or a static component such as `ApiAnchor`. @param {any} node */
function isStaticElementType(node) {
  if (node?.type === 'Identifier') return node.name === '_Fragment' || staticComponents.has(node.name);
  if (node?.type === 'Literal') return typeof node.value === 'string' && isStaticName(node.value);
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.object.name === '_components' &&
    isStaticName(node.property.name)
  );
}

/** @param {any} node @param {string[]} names */
function isCallOf(node, names) {
  return node?.type === 'CallExpression' && node.callee.type === 'Identifier' && names.includes(node.callee.name);
}

/** @param {any} node @param {string} object @param {string} property */
function isMember(node, object, property) {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.object.name === object &&
    node.property.type === 'Identifier' &&
    node.property.name === property
  );
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
