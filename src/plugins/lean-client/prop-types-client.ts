/**
 * prop-types in the browser bundle. React 19 checks no propTypes, and in production React Router 5
 * names prop-types only in its createContext stand-in, which never runs beside React's own. Every
 * validator here is a no-op, as in prop-types' own production build, in a few bytes.
 */
type Shim = { (): Shim; isRequired: Shim };
const shim = (() => shim) as Shim;
shim.isRequired = shim;

const names = [
  'any',
  'array',
  'arrayOf',
  'bigint',
  'bool',
  'checkPropTypes',
  'element',
  'elementType',
  'exact',
  'func',
  'instanceOf',
  'node',
  'number',
  'object',
  'objectOf',
  'oneOf',
  'oneOfType',
  'resetWarningCache',
  'shape',
  'string',
  'symbol',
];
const PropTypes: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, shim]));
PropTypes.PropTypes = PropTypes;

export default PropTypes;
