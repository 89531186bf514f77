import { flattenChildren, type JSXChildren } from './children.ts';

/**
 * A function component: it takes its props (with `children`, if any, as JSX passed them) and
 * returns what the JSX expression evaluates to, usually a discord.js builder or an array of them.
 * It is called once, when the expression is evaluated; there is no virtual DOM and no re-render.
 *
 * @typeParam Props - The component's props.
 */
export type FunctionComponent<Props = Record<string, unknown>> = (props: Props) => unknown;

/** The props of {@link Fragment}. */
export interface FragmentProps {
  /** The grouped children; arrays are flattened at any depth. */
  readonly children?: JSXChildren;
}

function assertComponent(type: unknown): asserts type is FunctionComponent<Record<string, unknown>> {
  if (typeof type !== 'function') {
    const shown = typeof type === 'string' ? `<${type}>` : `a ${typeof type}`;
    throw new TypeError(
      `JSX tags must be CommandKit components (functions such as Button or ActionRow), but got ${shown}. Lowercase tags like <div> are not supported.`,
    );
  }
}

// Copies the props without `key`: a key means nothing without a virtual DOM, and it must never
// reach a component (a Button would otherwise show it as its label).
function ownProps(props: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  if (props) {
    for (const name of Object.keys(props)) {
      if (name !== 'key') copy[name] = props[name];
    }
  }
  return copy;
}

/**
 * Evaluates one JSX element, as the classic runtime (`"jsx": "react"` with `jsxFactory:
 * "createElement"`) calls it: calls the component with its props and returns what it returns.
 *
 * Children given after the props replace `props.children` (one child as itself, several as an
 * array); with none, `props.children` is kept as it is. A `key` prop is ignored, and `props` may
 * be `null`.
 *
 * @param type - The component function; strings (lowercase tags) are rejected.
 * @param props - The props, or `null` when the element has none.
 * @param children - The children written between the tags.
 * @returns What the component returns.
 * @throws `TypeError` when `type` is not a function.
 * @example
 * ```ts
 * const row = createElement(ActionRow, null, createElement(Button, { customId: 'yes' }, 'Yes'));
 * ```
 */
export function createElement(type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]): unknown {
  assertComponent(type);
  const merged = ownProps(props);
  if (children.length > 0) merged.children = children.length === 1 ? children[0] : children;
  return type(merged);
}

/**
 * Groups children without a wrapper (`<>…</>`): returns them as one flat array, flattened at any
 * depth, with `null`, `undefined` and booleans dropped. The array can go straight into
 * `components`, for example a fragment of action rows.
 *
 * @param props - The fragment's props; only `children` is read.
 * @returns The children, flattened.
 */
export function Fragment(props: FragmentProps | null | undefined): unknown[] {
  return flattenChildren(props?.children);
}

/**
 * Evaluates one JSX element for the automatic runtime (`"jsx": "react-jsx"`): what the compiler
 * emits for an element with at most one child. The `key` argument is ignored.
 *
 * @param type - The component function.
 * @param props - The props, with the children in `props.children`.
 * @param _key - The element's `key`, which CommandKit ignores.
 * @returns What the component returns.
 * @throws `TypeError` when `type` is not a function.
 */
export function jsx(type: unknown, props: Record<string, unknown> | null | undefined, _key?: unknown): unknown {
  assertComponent(type);
  return type(ownProps(props));
}

/**
 * Same as {@link jsx}; the compiler calls it for elements with several static children.
 *
 * @param type - The component function.
 * @param props - The props, with the children array in `props.children`.
 * @param _key - The element's `key`, which CommandKit ignores.
 * @returns What the component returns.
 * @throws `TypeError` when `type` is not a function.
 */
export function jsxs(type: unknown, props: Record<string, unknown> | null | undefined, _key?: unknown): unknown {
  return jsx(type, props);
}

/**
 * Same as {@link jsx}, for the development transform (`"jsx": "react-jsxdev"`); the extra
 * arguments (key, static flag, source position, `this`) are ignored.
 *
 * @param type - The component function.
 * @param props - The props, with the children in `props.children`.
 * @returns What the component returns.
 * @throws `TypeError` when `type` is not a function.
 */
export function jsxDEV(type: unknown, props: Record<string, unknown> | null | undefined): unknown {
  return jsx(type, props);
}
