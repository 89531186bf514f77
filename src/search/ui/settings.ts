/**
 * How the search UI behaves, whichever back end answers. DocSearch 4's own defaults differ on
 * two points (512-character input, 15-word snippets); these are the site's.
 */
export const searchSettings = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  snippetWords: 10,
  narrowSnippetWords: 5,
  /** Screens this narrow or narrower get the shorter snippets. */
  narrowScreen: '(max-width: 768px)',
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  /** The URL query parameter naming the docs version the search page searches, when not the default one. */
  versionParam: 'version',
} as const;

/** DocSearch's snippeted attributes, each cut to `words` words. */
export function snippetAttributes(words: number): string[] {
  return ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'].map(
    (attribute) => `${attribute}:${words}`,
  );
}
