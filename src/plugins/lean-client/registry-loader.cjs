/**
 * Webpack loader for the browser's copy of `.docusaurus/registry.js`. Each entry is
 * `[load, modulePath, moduleId]`; the module path only serves react-loadable's server-side
 * report of the modules a page used, so in the browser it is an empty string, and every route's
 * `@site/…` or `@generated/…` path stays out of the main bundle.
 */
module.exports = function stripRegistryModulePaths(source) {
  return source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
