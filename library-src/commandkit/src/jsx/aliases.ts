import type { FragmentProps } from './element.ts';

// Names of the 1.0 line for shapes the JSX components accept; the components take these and more.

/**
 * One value or an array of them, as props that take one child or several accept.
 *
 * @typeParam T - The value's type.
 */
export type MaybeArray<T> = T | T[];

/**
 * A value JSX can put in a text: strings and numbers are joined into it as written, and booleans
 * are dropped, so `{condition && 'text'}` adds nothing when the condition is false. `<TextDisplay>`
 * takes these (and arrays of them) as its children.
 */
export type StringEncodable = string | number | boolean;

/**
 * A value `<Button>` takes between its tags to make its label: strings and numbers are joined as
 * written, booleans are dropped.
 */
export type ButtonChildrenLike = string | number | boolean;

/** The props of {@link Fragment} under their 1.0 name; the same type as {@link FragmentProps}. */
export type FragmentElementProps = FragmentProps;
