/* eslint-disable @typescript-eslint/no-namespace, @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type */
// TypeScript looks up a namespace named JSX in the runtime module (commandkit/jsx-runtime) to
// type-check elements; a namespace is the only way to declare it.

/**
 * How TypeScript checks JSX written for CommandKit (`"jsxImportSource": "commandkit"`): a tag must
 * be a function component, its props are checked against the function's parameter type (a wrong
 * or missing prop is a compile error), and lowercase tags are rejected.
 */
export namespace JSX {
  /**
   * What a JSX expression evaluates to. It is `any` because a component may return any value
   * (discord.js builders, arrays of them), which then goes straight into discord.js options such
   * as `reply({ components })`.
   */
  export type Element = any;

  /** What can be used as a tag: any function taking one props argument. */
  export type ElementType = (props: any) => unknown;

  /** No intrinsic (lowercase) elements exist, so `<div>` is a compile error. */
  export interface IntrinsicElements {}

  /** The children written between the tags are checked against the `children` prop. */
  export interface ElementChildrenAttribute {
    /** The prop that receives the children. */
    children: {};
  }

  /** Attributes every element accepts: `key`, which CommandKit ignores. */
  export interface IntrinsicAttributes {
    /** Accepted for familiarity (for example in `.map()`), and ignored. */
    key?: string | number | bigint | null | undefined;
  }
}
