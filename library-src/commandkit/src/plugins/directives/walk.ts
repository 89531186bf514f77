import type { Node } from '@babel/types';

// Position and comment fields hold no child nodes; skipping them keeps the walk short.
const skipped = new Set(['loc', 'start', 'end', 'extra', 'range', 'leadingComments', 'trailingComments', 'innerComments']);

/**
 * Visits every node of a Babel tree, depth first, parents before children. The visitor may return
 * `false` to skip the children of the node it was given.
 *
 * @param node - The root.
 * @param visit - Called with each node and its ancestors (nearest last).
 * @param skipKeys - Keys whose children are not visited, such as `typeAnnotation`.
 * @internal
 */
export function walk(node: Node, visit: (node: Node, ancestors: readonly Node[]) => boolean | void, skipKeys?: ReadonlySet<string>): void {
  const ancestors: Node[] = [];
  const step = (current: Node): void => {
    if (visit(current, ancestors) === false) return;
    ancestors.push(current);
    for (const key of Object.keys(current)) {
      if (skipped.has(key) || skipKeys?.has(key)) continue;
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
