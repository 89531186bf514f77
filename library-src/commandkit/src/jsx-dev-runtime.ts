/**
 * The development JSX runtime of CommandKit, `commandkit/jsx-dev-runtime`: what TypeScript and
 * esbuild import when a project compiles with `"jsx": "react-jsxdev"` and
 * `"jsxImportSource": "commandkit"`.
 *
 * @module
 */
export { jsxDEV, Fragment, type FragmentProps, type FunctionComponent } from './jsx/element.ts';
export type { JSX } from './jsx/namespace.ts';
