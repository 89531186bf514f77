import { useCallback, useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchInput } from '../search-requests';
import type { LazyLocalClient } from '../lazy-client';
import { searchSettings } from './settings';

/** The parts of a DocSearch hit the search page shows. */
export interface PageHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined> };
  _snippetResult?: { content?: { value: string } };
}

interface PageResponse {
  hits: PageHit[];
  nbHits: number;
  nbPages: number;
  page: number;
}

export interface SearchClientLike {
  search(input: SearchInput): Promise<{ results: unknown[] }>;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchResults {
  status: SearchStatus;
  hits: PageHit[];
  nbHits: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

interface Request {
  indexName: string;
  query: string;
  facetFilters: unknown[];
  snippetWords: number;
}

const algoliaClients = new Map<string, Promise<SearchClientLike>>();

/** Algolia's lite client, downloaded only when a search page built for Algolia first searches. */
function algoliaClient(appId: string, apiKey: string, docusaurusVersion: string): Promise<SearchClientLike> {
  const key = `${appId} ${apiKey}`;
  let client = algoliaClients.get(key);
  if (!client) {
    client = import('algoliasearch/lite').then(({ liteClient }) => {
      const lite = liteClient(appId, apiKey);
      lite.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return lite as unknown as SearchClientLike;
    });
    algoliaClients.set(key, client);
    client.catch(() => algoliaClients.delete(key));
  }
  return client;
}

/** The search page's client: the local index's, or Algolia's lite client, loaded when first asked for. */
export function usePageSearchClient(localClient: LazyLocalClient | undefined): () => Promise<SearchClientLike> {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { appId, apiKey } = siteConfig.themeConfig.algolia as { appId: string; apiKey: string };
  return useCallback(
    async () => localClient ?? (await algoliaClient(appId, apiKey, siteMetadata.docusaurusVersion)),
    [localClient, appId, apiKey, siteMetadata.docusaurusVersion],
  );
}

/**
 * Runs the search page's query against the configured back end, 20 hits at a time, dropping
 * answers to queries that are no longer current.
 */
export function useSearchResults(request: Request, localClient: LazyLocalClient | undefined): SearchResults {
  const searchClient = usePageSearchClient(localClient);
  const key = JSON.stringify(request);
  const [state, setState] = useState<State>(emptyState(''));

  const fetchPage = useCallback(
    async (page: number): Promise<PageResponse> => {
      const { indexName, query, facetFilters, snippetWords } = JSON.parse(key) as Request;
      const client = await searchClient();
      const { results } = await client.search({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage: searchSettings.hitsPerPage,
            facetFilters,
            attributesToSnippet: [`content:${snippetWords}`],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      return results[0] as PageResponse;
    },
    [searchClient, key],
  );

  useEffect(() => {
    if (!request.query) return undefined;
    let cancelled = false;
    // Wait for the reader to pause typing before searching.
    const timer = setTimeout(() => {
      fetchPage(0).then(
        (response) => {
          if (!cancelled)
            setState({
              key,
              status: 'done',
              hits: response.hits,
              nbHits: response.nbHits,
              page: response.page,
              nbPages: response.nbPages,
              loadingMore: false,
            });
        },
        () => {
          if (!cancelled) setState({ ...emptyState(key), status: 'error' });
        },
      );
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, request.query, fetchPage]);

  const fresh = state.key === key;
  const loadMore = useCallback(() => {
    if (!fresh || state.loadingMore || state.page + 1 >= state.nbPages) return;
    setState((previous) => ({ ...previous, loadingMore: true }));
    fetchPage(state.page + 1).then(
      (response) =>
        setState((previous) =>
          previous.key === key
            ? {
                ...previous,
                hits: [...previous.hits, ...response.hits],
                page: response.page,
                nbPages: response.nbPages,
                loadingMore: false,
              }
            : previous,
        ),
      () => setState((previous) => (previous.key === key ? { ...previous, status: 'error', loadingMore: false } : previous)),
    );
  }, [fetchPage, key, fresh, state.loadingMore, state.page, state.nbPages]);

  if (!request.query) return { status: 'idle', hits: [], nbHits: 0, hasMore: false, loadingMore: false, loadMore };
  if (!fresh) return { status: 'loading', hits: [], nbHits: 0, hasMore: false, loadingMore: false, loadMore };
  return {
    status: state.status,
    hits: state.hits,
    nbHits: state.nbHits,
    hasMore: state.status === 'done' && state.page + 1 < state.nbPages,
    loadingMore: state.loadingMore,
    loadMore,
  };
}

interface State {
  key: string;
  status: SearchStatus;
  hits: PageHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  loadingMore: boolean;
}

function emptyState(key: string): State {
  return { key, status: 'idle', hits: [], nbHits: 0, page: 0, nbPages: 0, loadingMore: false };
}
