/**
 * Compiles every Markdown page under a folder as the site does, then runs and renders each one.
 * Usage: node --import tsx compile-mdx.ts <folder>... [--code]
 * Prints a line of JSON per folder, in the order given (one process loads the compiler once for
 * them all): the number of pages and `{ file, error }` for each page that fails (none when all
 * render); with `--code` also `{ file, type, name, text }` for each piece of code in the compiled
 * pages' Markdown trees that comes from the page's text (JSX, `{…}` expressions, ES module
 * lines), so a test can tell the generator's own markup from anything a comment smuggled in.
 *
 * Docusaurus compiles `.md` docs as MDX (its default `markdown.format`) with its own remark
 * plugins; this uses the same compiler entry (`compileToJSX` of @docusaurus/mdx-loader, which
 * wraps @mdx-js/mdx with the site's preprocessing and plugins) with the site's Markdown settings.
 * Compiling alone is not enough: `{string}` compiles to an expression and only fails when the page
 * renders (`ReferenceError: string is not defined`), which is what broke static generation. So each
 * page is compiled to a function body, run with React's JSX runtime and rendered to HTML.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { ComponentType, ReactElement, ReactNode } from 'react';

type CompileToJSX = (input: {
  filePath: string;
  fileContent: string;
  frontMatter: Record<string, unknown>;
  options: object;
  compilerName: 'server' | 'client';
}) => Promise<{ content: string }>;

// These are CommonJS modules (the mdx-loader's internals, react-dom's server build).
const load = createRequire(__filename);

async function main(dirs: string[], withCode: boolean): Promise<void> {
  const { compileToJSX } = load('@docusaurus/mdx-loader/lib/utils.js') as { compileToJSX: CompileToJSX };
  const { DEFAULT_MARKDOWN_CONFIG } = load('@docusaurus/core/lib/server/configValidation.js') as {
    DEFAULT_MARKDOWN_CONFIG: Record<string, unknown>;
  };
  const { default: siteConfig } = (await import(path.resolve(__dirname, '..', '..', '..', '..', 'docusaurus.config.ts'))) as {
    default: { markdown?: Record<string, unknown> };
  };
  const { run } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const React = await import('react');
  const { renderToStaticMarkup } = load('react-dom/server') as { renderToStaticMarkup: (element: ReactElement) => string };

  const markdownConfig = {
    ...DEFAULT_MARKDOWN_CONFIG,
    ...siteConfig.markdown,
    hooks: { ...(DEFAULT_MARKDOWN_CONFIG.hooks as object), ...(siteConfig.markdown?.hooks as object) },
  };
  const code: CodeNode[] = [];
  let currentFile = '';
  // One options object for every page of a folder: the mdx-loader caches its processors by this object.
  const optionsFor = (dir: string) => ({
    admonitions: true,
    markdownConfig,
    siteDir: path.resolve(dir),
    staticDirs: [],
    outputFormat: 'function-body',
    // Runs after Docusaurus's own remark plugins, on the tree that becomes the page's code.
    remarkPlugins: [
      () => (tree: MdastNode, page: { value: unknown }) => {
        for (const node of collectCode(tree, String(page.value))) code.push({ file: currentFile, ...node });
      },
    ],
  });
  // The components the site's MDXComponents add to MDX (src/theme/MDXComponents.tsx), as stubs.
  const stub = (name: string) => (props: { children?: ReactNode }) =>
    React.createElement('span', { 'data-component': name }, props.children);
  const components: Record<string, ComponentType<{ children?: ReactNode }>> = {
    ApiAnchor: stub('ApiAnchor'),
    admonition: stub('admonition'),
  };

  // A warning while compiling (an unused Markdown directive) or rendering (React's invalid markup)
  // fails the site's checked build, so it fails here too.
  const warnings: string[] = [];
  console.warn = console.error = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  for (const dir of dirs) {
    const options = optionsFor(dir);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .sort();
    const failures: { file: string; error: string }[] = [];
    code.length = 0;
    for (const file of files) {
      const filePath = path.join(dir, file);
      currentFile = file;
      warnings.length = 0;
      try {
        const { content } = await compileToJSX({
          filePath,
          fileContent: readFileSync(filePath, 'utf8'),
          frontMatter: {},
          options,
          compilerName: 'server',
        });
        const page = await run(content, { ...runtime, baseUrl: `file://${filePath}`, useMDXComponents: () => components });
        renderToStaticMarkup(React.createElement(page.default));
        if (warnings.length > 0) throw new Error(warnings[0]);
      } catch (error) {
        const { message, cause } = error as Error & { cause?: Error };
        const reason = [message, cause?.message].filter(Boolean).join(': ');
        failures.push({ file, error: stripVTControlCharacters(reason).split('\n')[0] });
      }
    }
    process.stdout.write(`${JSON.stringify({ pages: files.length, failures, ...(withCode ? { code } : {}) })}\n`);
  }
}

interface MdastNode {
  type: string;
  name?: string | null;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdastNode[];
}

export interface CodeNode {
  file: string;
  type: string;
  /** A JSX element's name. */
  name?: string;
  /** The node's source text (an element's whole source, children included). */
  text: string;
}

const codeTypes = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm']);

/**
 * Every JSX element, expression and ES module node of a page's tree that has a place in the page's
 * text. Nodes Docusaurus adds (the table of contents export, admonitions) have none; a link it
 * turned into a `require()` of a file keeps the link's place and is reported too.
 */
function collectCode(tree: MdastNode, source: string): Omit<CodeNode, 'file'>[] {
  const found: Omit<CodeNode, 'file'>[] = [];
  const visit = (node: MdastNode) => {
    const { start, end } = node.position ?? {};
    if (codeTypes.has(node.type) && start?.offset !== undefined && end?.offset !== undefined) {
      found.push({ type: node.type, ...(node.name ? { name: node.name } : {}), text: source.slice(start.offset, end.offset) });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

main(
  process.argv.slice(2).filter((arg) => arg !== '--code'),
  process.argv.includes('--code'),
).catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
