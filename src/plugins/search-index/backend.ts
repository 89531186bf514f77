import type { UserThemeConfig } from '@docusaurus/theme-search-algolia';

/**
 * Which search back end a build uses. With the three ALGOLIA_* variables set, the hosted Algolia
 * (DocSearch) index; with none of them, the local index built with the site. Half a configuration
 * is an error rather than a silent fallback.
 */
export type SearchBackend = { kind: 'local'; indexName: string } | { kind: 'algolia'; appId: string; apiKey: string; indexName: string };

/** The local index's name: DocSearch keys its stored recent and favourite searches by it. */
export const localIndexName = 'commandkit-docs';

const variables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function searchBackendFrom(env: Record<string, string | undefined>): SearchBackend {
  const [appId, apiKey, indexName] = variables.map((name) => env[name]?.trim() || undefined);
  const missing = variables.filter((_, i) => ![appId, apiKey, indexName][i]);
  if (missing.length === variables.length) return { kind: 'local', indexName: localIndexName };
  if (missing.length > 0) {
    throw new Error(
      `Algolia search needs ${variables.join(', ')} together; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. Set all three for Algolia, or none for the local index.`,
    );
  }
  return { kind: 'algolia', appId: appId!, apiKey: apiKey!, indexName: indexName! };
}

type AlgoliaThemeConfig = NonNullable<UserThemeConfig['algolia']>;

/**
 * The theme's `algolia` settings. The theme renders its search bar only when they are present,
 * so the local back end fills them too: with the local index's name and values that name no
 * Algolia application. The SearchBar wrapper swaps in the local client, so no request uses them.
 */
export function algoliaThemeConfig(backend: SearchBackend): AlgoliaThemeConfig {
  const shared = {
    contextualSearch: true,
    searchPagePath: 'search',
    insights: false,
  } satisfies Partial<AlgoliaThemeConfig>;
  if (backend.kind === 'algolia') {
    return { appId: backend.appId, apiKey: backend.apiKey, indexName: backend.indexName, ...shared };
  }
  return { appId: 'local', apiKey: 'local', indexName: backend.indexName, ...shared };
}
