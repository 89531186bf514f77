import type { Element, ElementContent, Root, RootContent } from 'hast';
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import { visit } from 'unist-util-visit';
import { refsByLineText, TYPE_REFS_PROPERTY, type TypeRef } from '../guide-types/type-ref';
import { lineHtml, type Segment } from '../guide-types/type-ref-html';

// refractor's common languages (bash, diff, json, typescript, yaml …) and the JSX dialects our
// guides use; registering all 300 grammars costs memory in every build worker.
refractor.register(jsx);
refractor.register(tsx);

/**
 * Highlights fenced code blocks while the Markdown is compiled, so readers' browsers never download
 * a highlighter. Each line's tokens become flat `<span class="token …">` leaves (Prism's class
 * names, coloured by src/css/code-highlight.css), written as HTML into the `<code>` element's
 * `data-highlighted` property, one line per `\n`; the element keeps its plain text, which the copy
 * button copies. The CodeBlock theme component puts each line's HTML in a `token-line` span.
 *
 * HTML rather than elements: a compiled page would otherwise hold a JSX call per token (a third of
 * all the site's JavaScript), and React would build, render and hydrate each of them.
 * Inline code is left alone. The identifiers a guide's block was given by src/plugins/guide-types
 * (its code element's `dataTypeRefs`) become links with their popups in those lines.
 */
export default function rehypeHighlightCode() {
  return (tree: Root) => {
    let blocks = 0;
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code || code.properties.dataHighlighted !== undefined) return;
      const text = textOf(code);
      const refs = code.properties[TYPE_REFS_PROPERTY];
      delete code.properties[TYPE_REFS_PROPERTY];
      const annotations = typeof refs === 'string' ? { refs: JSON.parse(refs) as TypeRef[], idPrefix: `type-ref-${blocks}` } : undefined;
      blocks++;
      code.properties.dataHighlighted = highlightedLines(text, languageOf(code), annotations).join('\n');
      code.children = [{ type: 'text', value: text }];
    });
  };
}

/**
 * The code's lines as HTML: each line's leaves, as `<span class="token …">` or plain text, and the
 * identifiers of `annotations` as links (ids of their popups start with its `idPrefix`).
 */
export function highlightedLines(text: string, language: string | undefined, annotations?: { refs: TypeRef[]; idPrefix: string }): string[] {
  const source = text.endsWith('\n') ? text.slice(0, -1) : text;
  const leaves: Leaf[] = [];
  if (language && refractor.registered(language)) collectLeaves(refractor.highlight(source, language).children, [], leaves);
  else leaves.push({ classes: [], text: source });

  const lines: Segment[][] = [[]];
  for (const leaf of leaves) {
    leaf.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1]!.push({ classes: leaf.classes, text: part });
    });
  }
  const refsOfLine = annotations ? refsByLineText(source, annotations.refs) : undefined;
  const sourceLines = source.split('\n');
  return lines.map((segments, index) =>
    lineHtml(segments, refsOfLine?.get(sourceLines[index] ?? '') ?? [], `${annotations?.idPrefix ?? ''}-${index}`),
  );
}

type Leaf = Segment;

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
