/**
 * Webpack loader for react-router 5's module. Its `matchPath` runs a regular expression for every
 * route it tries: `<Switch>`, `renderRoutes` and Docusaurus' preloading try the routes in order,
 * and this site has hundreds, so most calls are misses that still compile, cache and run a
 * pattern. The loader puts a test in front that can only say no when the regular expression
 * would say no too: a path made of plain ASCII with no parameter syntax only matches a pathname
 * that begins with it (case-insensitively, and without its trailing slash). Everything else goes
 * through react-router's own code unchanged.
 */
const anchor = /(\n\s*)(var _compilePath = compilePath\$1\(path, \{)/;

const prefilter = `
var staticPathPrefixes = new Map();
var lastPathname = null;
var lastPathnameLowered = '';

function mayMatchStaticPath(pathname, path) {
  if (typeof pathname !== 'string' || typeof path !== 'string') return true;
  var prefix = staticPathPrefixes.get(path);
  if (prefix === undefined) {
    prefix = /^[\\x20-\\x7e]*$/.test(path) && !/[:*?+()\\\\]/.test(path) ? path.replace(/\\/$/, '').toLowerCase() : null;
    staticPathPrefixes.set(path, prefix);
  }
  if (prefix === null || pathname.startsWith(prefix)) return true;
  if (pathname !== lastPathname) {
    lastPathname = pathname;
    lastPathnameLowered = pathname.toLowerCase();
  }
  return lastPathnameLowered.startsWith(prefix);
}
`;

module.exports = function addStaticPathPrefilter(source) {
  if (!anchor.test(source)) {
    throw new Error(
      `fast-render: react-router's matchPath no longer has the line this loader patches (${this.resourcePath}); update src/plugins/fast-render/match-path-loader.cjs for the installed react-router.`,
    );
  }
  return source.replace(anchor, '$1if (!mayMatchStaticPath(pathname, path)) return null;$1$2') + prefilter;
};
/** The line this loader patches, which the plugin checks for in react-router when the config loads. */
module.exports.patchedLine = anchor;
