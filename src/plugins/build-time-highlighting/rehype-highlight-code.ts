import type { Element, ElementContent, Root, RootContent } from 'hast';
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import { visit } from 'unist-util-visit';

// refractor's common languages (bash, diff, json, typescript, yaml …) and the JSX dialects our
// guides use; registering all 300 grammars costs memory in every build worker.
refractor.register(jsx);
refractor.register(tsx);

/**
 * Highlights fenced code blocks while the Markdown is compiled, so readers' browsers never download
 * a highlighter: each line becomes `<span class="token-line">` holding flat `<span class="token …">`
 * leaves (Prism's class names, coloured by src/css/code-highlight.css), and the `<code>` element is
 * marked `data-highlighted` for the CodeBlock theme component. Inline code is left alone.
 */
export default function rehypeHighlightCode() {
  return (tree: Root) => {
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code || code.properties.dataHighlighted !== undefined) return;
      const text = textOf(code);
      code.children = highlightLines(text, languageOf(code));
      code.properties.dataHighlighted = 'true';
    });
  };
}

/** The code's lines as `token-line` spans, each ending with a `<br>` as Docusaurus' own renderer does. */
export function highlightLines(text: string, language: string | undefined): ElementContent[] {
  const source = text.endsWith('\n') ? text.slice(0, -1) : text;
  const leaves: Leaf[] = [];
  if (language && refractor.registered(language)) collectLeaves(refractor.highlight(source, language).children, [], leaves);
  else leaves.push({ classes: [], text: source });

  const lines: Leaf[][] = [[]];
  for (const leaf of leaves) {
    leaf.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({ classes: leaf.classes, text: part });
    });
  }
  return lines.map((line) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['token-line'] },
    children: [
      ...line.map((leaf): ElementContent =>
        leaf.classes.length === 0
          ? { type: 'text', value: leaf.text }
          : { type: 'element', tagName: 'span', properties: { className: ['token', ...leaf.classes] }, children: [{ type: 'text', value: leaf.text }] },
      ),
      { type: 'element', tagName: 'br', properties: {}, children: [] },
    ],
  }));
}

interface Leaf {
  classes: string[];
  text: string;
}

/**
 * Flattens Prism's nested tokens (an interpolation inside a template string, ...) into leaves that
 * carry the innermost token's classes: the colour nested spans would show.
 */
function collectLeaves(nodes: readonly RootContent[], classes: string[], leaves: Leaf[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      const last = leaves[leaves.length - 1];
      if (last && sameClasses(last.classes, classes)) last.text += node.value;
      else leaves.push({ classes, text: node.value });
    } else if (node.type === 'element') {
      const own = ((node.properties.className as string[] | undefined) ?? []).filter((name) => name !== 'token');
      collectLeaves(node.children, own.length > 0 ? own : classes, leaves);
    }
  }
}

function sameClasses(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

function languageOf(code: Element): string | undefined {
  const classes = (code.properties.className as string[] | undefined) ?? [];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length).toLowerCase();
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
