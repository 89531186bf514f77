/**
 * What JSX can put between a component's tags: any value, or arrays of values nested at any
 * depth (a `.map()` result beside static children). `null`, `undefined`, `true` and `false` are
 * dropped, so `{condition && <Button … />}` renders nothing when the condition is false.
 */
export type JSXChildren = unknown;

/**
 * Text JSX can put between a component's tags where the children become a label or a message:
 * strings and numbers, arrays of them at any depth, and `null`, `undefined` or booleans, which
 * are dropped.
 */
export type JSXTextChildren = string | number | bigint | boolean | null | undefined | readonly JSXTextChildren[];

/**
 * Flattens JSX children into one flat list: arrays are flattened at any depth, and `null`,
 * `undefined`, `true` and `false` are dropped, React-style, so conditional children disappear.
 *
 * @param children - A `children` prop as JSX gives it: one value, an array, or nested arrays.
 * @returns The children that render, in order.
 */
export function flattenChildren(children: JSXChildren): unknown[] {
  const out: unknown[] = [];
  const visit = (value: unknown): void => {
    if (value === null || value === undefined || typeof value === 'boolean') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    out.push(value);
  };
  visit(children);
  return out;
}

/**
 * Joins text children into one string, the way React renders adjacent text: `Count: {n}` becomes
 * `"Count: 3"` (nothing is inserted between the parts).
 *
 * @param component - The component's name, for the error message.
 * @param children - The `children` prop.
 * @returns The text, or `undefined` when there are no children.
 * @throws `TypeError` when a child is not a string, number or bigint.
 */
export function textOfChildren(component: string, children: JSXChildren): string | undefined {
  const parts = flattenChildren(children);
  if (parts.length === 0) return undefined;
  return parts
    .map((part) => {
      if (typeof part === 'string' || typeof part === 'number' || typeof part === 'bigint') return String(part);
      throw new TypeError(`<${component}> takes only text as "children", but got ${describeValue(part)}.`);
    })
    .join('');
}

/**
 * A short description of a value for error messages: the builder's class name (`a ButtonKit`),
 * `a string`, `an array`, and so on.
 *
 * @param value - Any value.
 * @returns The description.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') {
    const name = (value as object).constructor?.name;
    return name && name !== 'Object' ? withArticle(name) : 'a plain object';
  }
  if (typeof value === 'function') return `a function${value.name ? ` (${value.name})` : ''}`;
  return typeof value === 'undefined' ? 'undefined' : withArticle(typeof value);
}

/**
 * The noun with its indefinite article, by its first letter: `a ButtonKit`,
 * `an ActionRowBuilder`, `an "emoji"`.
 *
 * @param noun - The noun, possibly quoted.
 * @returns The noun after `a` or `an`.
 */
export function withArticle(noun: string): string {
  return `${/^\W*[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
