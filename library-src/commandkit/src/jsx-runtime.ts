/**
 * The automatic JSX runtime of CommandKit, `commandkit/jsx-runtime`: what TypeScript and esbuild
 * import when a project compiles with `"jsx": "react-jsx"` and `"jsxImportSource": "commandkit"`.
 *
 * @module
 */
export { jsx, jsxs, Fragment, type FragmentProps, type FunctionComponent } from './jsx/element.ts';
export type { JSX } from './jsx/namespace.ts';
