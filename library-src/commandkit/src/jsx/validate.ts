import { describeValue } from './children.ts';

/**
 * Throws when a required prop is missing (`undefined`, `null` or an empty string).
 *
 * @param component - The component's name, shown as `<Name>`.
 * @param props - The props.
 * @param name - The required prop.
 * @throws `TypeError`: `<Modal> needs a "title" prop.`
 */
export function requireProp(component: string, props: object, name: string): void {
  const value = (props as Record<string, unknown>)[name];
  if (value === undefined || value === null || value === '') {
    throw new TypeError(`<${component}> needs a "${name}" prop.`);
  }
}

/**
 * The error for a child a component cannot hold.
 *
 * @param component - The component's name.
 * @param child - The child it got.
 * @param allowed - What it accepts, in words (`"TextDisplay, Section or Separator"`).
 * @returns A `TypeError` naming the component, the `children` prop and what is allowed.
 */
export function unknownChild(component: string, child: unknown, allowed: string): TypeError {
  return new TypeError(`<${component}> cannot hold ${describeValue(child)} in "children": it takes ${allowed}.`);
}

/**
 * The Discord component type of a child: `data.type` of a discord.js builder, or `type` of a
 * plain API object.
 *
 * @param child - A child.
 * @returns The component type number, or `undefined` when the child is not a component.
 */
export function componentTypeOf(child: unknown): number | undefined {
  if (typeof child !== 'object' || child === null) return undefined;
  const data = (child as { data?: { type?: unknown } }).data;
  const type = data && typeof data === 'object' ? data.type : (child as { type?: unknown }).type;
  return typeof type === 'number' ? type : undefined;
}
