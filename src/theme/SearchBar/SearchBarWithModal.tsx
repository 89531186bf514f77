import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { mergeFacetFilters, useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import SearchBar from '@theme-original/SearchBar';
import { repositoryUrl } from '../../config/site';
import { countHits, hitCountOf } from '../../search/ui/hit-counts';
import { useLocalSearchClient, useModalQueryLengthLimit, useSnippetWords } from '../../search/ui/hooks';
import { ModalScope } from '../../search/ui/modal-scope';
import { versionInFilters } from '../../search/ui/other-versions';
import { useSearchPageVersionQuery } from '../../search/ui/scope';
import { searchSettings, snippetAttributes } from '../../search/ui/settings';
import { useButtonNamedByItsText } from './button-name';
import { OtherVersionsInModal } from './OtherVersionsInModal';

interface DocSearchClient {
  search(input: never): Promise<{ results: readonly unknown[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
}

interface FooterState {
  query: string;
  context: { nbHits?: number };
}

/**
 * The stock DocSearch bar (loaded when the reader first reaches for it: ./index.tsx), with the
 * site's settings: snippet length, query length, recent search
 * limits, a "Let us know" link for missing results, a "See all results" link that keeps the docs
 * version and shows the current query's count, a line pointing to other docs versions when the
 * version searched has few results (./OtherVersionsInModal.tsx), and, unless the site is built for
 * Algolia, the local index as its search client.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig.algolia ?? {}) as {
    contextualSearch?: boolean;
    searchParameters?: { facetFilters?: unknown[] };
    searchPagePath?: string | false | null;
  };
  const localClient = useLocalSearchClient();
  const snippetWords = useSnippetWords();
  useModalQueryLengthLimit();
  useButtonNamedByItsText();

  const contextualFilters = useAlgoliaContextualFacetFilters();
  const configFilters = algolia.searchParameters?.facetFilters ?? [];
  const facetFilters = algolia.contextualSearch ? mergeFacetFilters(contextualFilters, configFilters as never) : configFilters;

  // The filters' identity changes on every render, their value only with the page.
  const filtersKey = JSON.stringify(facetFilters);
  const [scope] = useState(() => new ModalScope());
  const { chosen } = useSyncExternalStore(scope.subscribe, scope.snapshot, scope.snapshot);
  // DocSearch creates its client when the modal opens: a good moment to start loading the index.
  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchClient) => {
      if (!localClient) {
        algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
        return countHits(scope.wrap(algoliaClient));
      }
      localClient.preload(JSON.parse(filtersKey)).catch(() => {});
      return countHits(scope.wrap(localClient));
    },
    [localClient, filtersKey, siteMetadata.docusaurusVersion, scope],
  );

  const searchParameters = useMemo(
    () => ({ ...algolia.searchParameters, attributesToSnippet: snippetAttributes(snippetWords), snippetEllipsisText: '…' }),
    [algolia.searchParameters, snippetWords],
  );
  const versionQuery = useSearchPageVersionQuery(chosen);
  const createSearchLink = useSearchLinkCreator();
  const resultsFooterComponent = useCallback(
    ({ state }: { state: FooterState }) => (
      <Link to={createSearchLink(state.query) + versionQuery} onClick={closeModal}>
        <Translate id="theme.SearchBar.seeAll" values={{ count: hitCountOf(state.query) ?? state.context.nbHits }}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [createSearchLink, versionQuery],
  );

  return (
    <>
      <SearchBar
        {...props}
        searchParameters={searchParameters}
        recentSearchesLimit={searchSettings.recentSearches}
        recentSearchesWithFavoritesLimit={searchSettings.recentSearchesWithFavorites}
        getMissingResultsUrl={missingResultsUrl}
        {...(algolia.searchPagePath ? { resultsFooterComponent } : {})}
        transformSearchClient={transformSearchClient}
      />
      {algolia.contextualSearch && <OtherVersionsInModal scope={scope} pageVersion={versionInFilters(JSON.parse(filtersKey))} />}
    </>
  );
}

/**
 * The footer link is rendered by DocSearch, which does not hand it the bar's close function; the
 * modal closes on Escape, so the link sends one as it navigates.
 */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));
}

function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query}"`;
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}
