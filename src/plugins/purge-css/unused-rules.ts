import postcss, { type Container } from 'postcss';

/**
 * The class names a selector needs on its elements to match: those outside any parentheses.
 * A class inside `:not()`, `:is()`, `:where()` or `:has()` may be absent from a matching element,
 * so it decides nothing; nor does anything inside an attribute selector or a string.
 */
export function requiredClasses(selector: string): string[] {
  let rest = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  }
  return [...rest.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/** Drops the at-rules (`@media`, `@supports`, `@layer` blocks…) left with nothing inside. */
function removeEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' && node.type !== 'rule') return;
    if (!node.nodes) return;
    removeEmptyBlocks(node);
    if (node.type === 'atrule' && node.nodes.length === 0) node.remove();
  });
}

/**
 * The stylesheet without the selectors no element can match, because they need a class that
 * `isUsed` says nothing ever sets; a rule left with no selector goes, and so does a block left
 * empty. Selectors with escapes are kept as they are.
 */
export function withoutUnusedRules(css: string, isUsed: (className: string) => boolean): { css: string; removed: string[] } {
  const root = postcss.parse(css);
  const removed: string[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selector.includes('\\') || requiredClasses(selector).every(isUsed));
    if (kept.length === rule.selectors.length) return;
    removed.push(...rule.selectors.filter((selector) => !kept.includes(selector)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  removeEmptyBlocks(root);
  return { css: root.toString(), removed };
}
