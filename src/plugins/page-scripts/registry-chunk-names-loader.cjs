/**
 * Webpack loader for the server's copy of `.docusaurus/registry.js`. Each entry is
 * `[load, modulePath, moduleId]`, and pre-rendering reports the module paths a page used, for
 * Docusaurus to add that page's scripts to its HTML. But the client manifest it looks them up in
 * (webpack 5 / Rspack) lists chunks by chunk name, so no path ever matched, and every page waited
 * for main.js before it even asked for its own chunks. Here the entry reports its chunk name (the
 * registry key, which is also the webpackChunkName of its import), which the manifest knows.
 */
const entry = /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ "([^"]+)"\), "\3", /gm;

module.exports = function reportChunkNames(source) {
  return source.replace(
    entry,
    (_, indent, chunkName, modulePath) =>
      `${indent}"${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${chunkName}", `,
  );
};
