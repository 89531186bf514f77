import type { Node } from '@babel/types';

// Position and comment fields hold no child nodes; skipping them keeps the walk short.
const skipped = new Set(['loc', 'start', 'end', 'extra', 'range', 'leadingComments', 'trailingComments', 'innerComments']);

/**
 * Visits every node of a Babel tree, depth first, parents before children.
 *
 * @param node - The root.
 * @param visit - Called with each node and its ancestors (nearest last).
 * @internal
 */
export function walk(node: Node, visit: (node: Node, ancestors: readonly Node[]) => void): void {
  const ancestors: Node[] = [];
  const step = (current: Node): void => {
    visit(current, ancestors);
    ancestors.push(current);
    for (const key of Object.keys(current)) {
      if (skipped.has(key)) continue;
      const value = (current as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) step(item);
      } else if (isNode(value)) {
        step(value);
      }
    }
    ancestors.pop();
  };
  step(node);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
