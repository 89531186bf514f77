/**
 * Where a doc page's content is served on its own, as the HTML the server rendered for it: the
 * page's URL plus this suffix. An in-app navigation to a page sent as HTML fetches that file, not
 * the whole page (content-fragments.ts writes it after the build).
 */
export const contentFragmentSuffix = '.content.html';
