// @ts-check
/**
 * Two bugs of @docsearch/react 4.7.0 (the version @docusaurus/preset-classic 3.10 is pinned to)
 * hide screens the site must show. Each fix rewrites one expression of the published
 * DocSearchModal.js, and the build stops if an expression is not there exactly once: after a
 * DocSearch upgrade, check both screens and delete the fixes (or this loader) that are no longer
 * needed.
 */
const fixes = [
  {
    // "Try searching for": the suggestions (result groups seen so far) are kept with an object
    // spread, which turns the list into an object with no length, so they are never offered.
    // Keep the list as DocSearch 3 did: the current answer's groups when it has more of them.
    name: 'no-results suggestions',
    pattern: /searchSuggestions:(\w+)\(\1\(\{\},null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\((\w+)\)\)/g,
    /** @param {string[]} groups */
    replace: (...groups) => `searchSuggestions:Object.keys(${groups[4]})`,
  },
  {
    // "Unable to fetch results": DocSearch sets the "error" status when the search client fails,
    // then the bundled autocomplete core resets every finished search to "idle", so the
    // network-error screen never shows. Keep "error" until the next input.
    name: 'network-error screen',
    pattern: /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests\.add\(/g,
    /** @param {string[]} groups */
    replace: (...groups) => {
      const [, setStatus, timer, props, store] = groups;
      return `.finally(function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${timer}&&${props}.environment.clearTimeout(${timer})});return ${store}.pendingRequests.add(`;
    },
  },
];

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function fixDocSearch(source) {
  let fixed = source;
  for (const fix of fixes) {
    const found = fixed.match(fix.pattern)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `docsearch-fixes-loader: the ${fix.name} fix expects its expression once in ${this.resourcePath}, found it ${found} times. ` +
          'DocSearch has changed: check that screen and update or remove the fix in src/plugins/search-index.',
      );
    }
    fixed = fixed.replace(fix.pattern, /** @param {string[]} groups */ (...groups) => fix.replace(...groups));
  }
  return fixed;
};
