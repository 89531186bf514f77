/**
 * Webpack loader for the theme's `reactUtils.js`. `useShallowMemoObject` sorts an object's keys
 * with `localeCompare`, and the first `localeCompare` of a page loads the browser's collation
 * data: on a doc page that happens while it hydrates (the navbar's secondary menu uses the hook),
 * tens of milliseconds on a slow phone. The sort only has to be the same on every render, so
 * plain code-unit order does: same keys, same order, no locale data.
 */
const localeSort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';

module.exports = function sortKeysWithoutLocale(source) {
  if (!source.includes(localeSort)) {
    throw new Error(
      `fast-render: the theme's useShallowMemoObject no longer has the line this loader patches (${this.resourcePath}); update src/plugins/fast-render/shallow-memo-loader.cjs for the installed @docusaurus/theme-common.`,
    );
  }
  return source.replace(localeSort, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};
/** The line this loader patches, which the plugin checks for in the theme when the config loads. */
module.exports.patchedLine = localeSort;
