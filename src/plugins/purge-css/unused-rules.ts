import postcss, { type Container } from 'postcss';

/**
 * The class names a selector needs on its elements to match: those outside any parentheses.
 * A class inside `:not()`, `:is()`, `:where()` or `:has()` may be absent from a matching element,
 * so it decides nothing; nor does anything inside an attribute selector or a string.
 */
export function requiredClasses(selector: string): string[] {
  let rest = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== rest;) {
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

const varReference = /var\(\s*(--[\w-]+)/g;

/**
 * The stylesheet without the custom properties (`--name: …`) nothing reads. A property is read
 * when a declaration that is not a custom property uses it in `var()`, when a property that is
 * read uses it, or when `isNamed` says a script names it (a script may read or set it, e.g.
 * `style.setProperty`). Infima declares hundreds of them on `:root` for both color modes.
 */
export function withoutUnreadCustomProperties(css: string, isNamed: (property: string) => boolean): { css: string; removed: string[] } {
  const root = postcss.parse(css);
  const custom: postcss.Declaration[] = [];
  const read = new Set<string>();
  const markRead = (value: string) => {
    const found: string[] = [];
    for (const [, name] of value.matchAll(varReference)) if (!read.has(name)) found.push(name);
    for (const name of found) read.add(name);
    return found.length;
  };
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      custom.push(declaration);
      if (isNamed(declaration.prop)) read.add(declaration.prop);
    } else markRead(declaration.value);
  });
  // Until no read property brings in another one.
  for (let added = 1; added > 0;) {
    added = 0;
    for (const declaration of custom) if (read.has(declaration.prop)) added += markRead(declaration.value);
  }
  const removed: string[] = [];
  for (const declaration of custom) {
    if (read.has(declaration.prop)) continue;
    removed.push(declaration.prop);
    const parent = declaration.parent;
    declaration.remove();
    if (parent?.type === 'rule' && parent.nodes?.length === 0) parent.remove();
  }
  removeEmptyBlocks(root);
  return { css: root.toString(), removed: [...new Set(removed)] };
}
