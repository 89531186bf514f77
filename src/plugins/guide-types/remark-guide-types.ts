import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { TYPE_REFS_PROPERTY } from './type-ref';
import { typesOfGuide } from './types-cache';

/**
 * Gives each type-checked code block of a guide page its identifiers (types-cache.ts) as a property
 * of its `<code>` element, which the code block renders as links with their types: the speed layer
 * at build time (build-time-highlighting), stock Docusaurus in the theme's CodeBlock
 * (./theme, a wrapper). Other pages, other languages and `nocheck` blocks are left as they are.
 */
export default function remarkGuideTypes() {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const types = typesOfGuide(file.path, String(file.value));
    if (!types || types.length === 0) return;
    const remaining = [...types];
    visit(tree, 'code', (node: Code) => {
      // The blocks come in the page's order; one the build reads differently (it should not) is skipped.
      const index = remaining.findIndex((block) => block.code === node.value);
      if (index === -1) return;
      const [block] = remaining.splice(index, 1);
      if (!block || block.refs.length === 0) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [TYPE_REFS_PROPERTY]: JSON.stringify(block.refs) } };
    });
  };
}
