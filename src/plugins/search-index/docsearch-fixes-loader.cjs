// @ts-check
/**
 * Three bugs of @docsearch/react 4.7.0 (the version @docusaurus/preset-classic 3.10 is pinned to)
 * hide screens the site must show, or show one it must not. Each fix rewrites one expression of
 * the published DocSearchModal.js, and the build stops if an expression is not there exactly once:
 * after a DocSearch upgrade, check those screens and delete the fixes (or this loader) that are no
 * longer needed.
 */
const fixes = [
  {
    // "Try searching for": the suggestions (result groups seen so far) are kept with an object
    // spread, which turns the list into an object with no length, so they are never offered.
    // Keep the list as DocSearch 3 did: the current answer's groups when it has more of them.
    name: 'no-results suggestions',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\((\w+)\)\)/g,
    /** @param {string[]} groups */
    replace: (...groups) => `searchSuggestions:Object.keys(${groups[4]})`,
  },
  {
    // "Unable to fetch results": DocSearch sets the "error" status when the search client fails,
    // then the bundled autocomplete core resets every finished search to "idle", so the
    // network-error screen never shows. Keep "error" until the next input.
    name: 'network-error screen',
    pattern:
      /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests\.add\(/g,
    /** @param {string[]} groups */
    replace: (...groups) => {
      const [, setStatus, timer, props, store] = groups;
      return `.finally(function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${timer}&&${props}.environment.clearTimeout(${timer})});return ${store}.pendingRequests.add(`;
    },
  },
  {
    // "No results for …" before the answer: the modal leaves its results area out while there is
    // nothing to show (no query, no recent searches), so the first keystroke mounts it with the
    // status "loading". Its screen keeps the previous screen while loading by skipping updates
    // (React.memo), but a memo does not skip the first render: with no answer yet, it renders the
    // no-results screen for the query being searched, for as long as the index takes to arrive
    // (the whole download on a slow network). Render nothing until that first answer instead;
    // the stalled spinner still shows a slow search.
    name: 'no results before the answer',
    pattern: /(\w+)\.state\.query\?\1\.hasCollections\|\|\1\.canHandleAskAi\?/g,
    /** @param {string[]} groups */
    replace: (...groups) => {
      const props = groups[1];
      const waiting = `("loading"===${props}.state.status||"stalled"===${props}.state.status)`;
      return `${props}.state.query?${waiting}&&!${props}.hasCollections&&!${props}.canHandleAskAi?null:${props}.hasCollections||${props}.canHandleAskAi?`;
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
