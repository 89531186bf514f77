import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { mergeFacetFilters, useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import SearchBar from '@theme-original/SearchBar';
import { repositoryUrl } from '../../config/site';
import { countHits, hitCountOf } from '../../search/ui/hit-counts';
import { useLocalSearchClient, useModalQueryLengthLimit, useSnippetWords } from '../../search/ui/hooks';
import { useSearchPageVersionQuery } from '../../search/ui/scope';
import { searchSettings, snippetAttributes } from '../../search/ui/settings';
// DocSearch's variables and button styles load with the page; its modal styles load with the modal
// (see src/plugins/search-index).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

interface DocSearchClient {
  search(input: never): Promise<{ results: readonly unknown[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
}

interface FooterState {
  query: string;
  context: { nbHits?: number };
}

/**
 * The stock DocSearch bar, with the site's settings: snippet length, query length, recent search
 * limits, a "Let us know" link for missing results, a "See all results" link that keeps the docs
 * version and shows the current query's count, and, unless the site is built for Algolia, the
 * local index as its search client.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig.algolia ?? {}) as { contextualSearch?: boolean; searchParameters?: { facetFilters?: unknown[] }; searchPagePath?: string | false | null };
  const localClient = useLocalSearchClient();
  const snippetWords = useSnippetWords();
  useModalQueryLengthLimit();
  useButtonNamedByItsText();

  const contextualFilters = useAlgoliaContextualFacetFilters();
  const configFilters = algolia.searchParameters?.facetFilters ?? [];
  const facetFilters = algolia.contextualSearch ? mergeFacetFilters(contextualFilters, configFilters as never) : configFilters;

  // The filters' identity changes on every render, their value only with the page.
  const filtersKey = JSON.stringify(facetFilters);
  // DocSearch creates its client when the modal opens: a good moment to start loading the index.
  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchClient) => {
      if (!localClient) {
        algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
        return countHits(algoliaClient);
      }
      localClient.preload(JSON.parse(filtersKey)).catch(() => {});
      return countHits(localClient);
    },
    [localClient, filtersKey, siteMetadata.docusaurusVersion],
  );

  const searchParameters = useMemo(
    () => ({ ...algolia.searchParameters, attributesToSnippet: snippetAttributes(snippetWords), snippetEllipsisText: '…' }),
    [algolia.searchParameters, snippetWords],
  );
  const versionQuery = useSearchPageVersionQuery();
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
      {localClient && (
        <Head>
          <html data-search-backend="local" />
        </Head>
      )}
      <SearchBar
        {...props}
        searchParameters={searchParameters}
        recentSearchesLimit={searchSettings.recentSearches}
        recentSearchesWithFavoritesLimit={searchSettings.recentSearchesWithFavorites}
        getMissingResultsUrl={missingResultsUrl}
        {...(algolia.searchPagePath ? { resultsFooterComponent } : {})}
        transformSearchClient={transformSearchClient}
      />
    </>
  );
}

/**
 * DocSearch labels its button "Search (Control+k)" while it shows "Search" and the keys "Ctrl K":
 * a name that does not contain the visible text fails WCAG 2.5.3 (label in name) for speech-input
 * users. The button is named by its text instead, the key caps are hidden from assistive
 * technology, and `aria-keyshortcuts` still announces the shortcut.
 */
function useButtonNamedByItsText(): void {
  useEffect(() => {
    const buttons = Array.from(document.querySelectorAll('.DocSearch-Button'));
    const nameByText = () => {
      for (const button of buttons) {
        if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
        button.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true');
      }
    };
    nameByText();
    // DocSearch writes the label again once it knows the platform's key (Ctrl or ⌘).
    const observer = new MutationObserver(nameByText);
    for (const button of buttons) observer.observe(button, { attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
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
