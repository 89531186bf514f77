import { useMemo, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useQueryString, useSearchQueryString } from '@docusaurus/theme-common';
import { mergeFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useLocalSearchClient, useSnippetWords } from '../../search/ui/hooks';
import { asksOtherVersions, countInVersions, versionsToName, type SearchVersion } from '../../search/ui/other-versions';
import { OtherVersionsLine } from '../../search/ui/OtherVersionsLine';
import { useDefaultSearchVersions } from '../../search/ui/scope';
import { searchSettings } from '../../search/ui/settings';
import { useOtherVersionCounts } from '../../search/ui/useOtherVersionCounts';
import { usePageSearchClient, useSearchResults, type PageHit } from '../../search/ui/useSearchResults';
import styles from './styles.module.css';

interface AlgoliaSettings {
  indexName: string;
  contextualSearch: boolean;
  searchParameters?: { facetFilters?: unknown[] };
}

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * The search page at {baseUrl}search?q=…: the same back end and contextual scope as the modal
 * (language and docs version, the version chosen in a select), 20 results at a time.
 */
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: { themeConfig },
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const algolia = themeConfig.algolia as AlgoliaSettings;
  const [query, setQuery] = useSearchQueryString();
  const versions = useVersionScope();
  const localClient = useLocalSearchClient();
  const snippetWords = useSnippetWords();
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFoundPlural();

  const facetFilters = useMemo(() => {
    const configFilters = algolia.searchParameters?.facetFilters ?? [];
    if (!algolia.contextualSearch) return configFilters;
    const tags = ['default', ...Object.entries(versions.selected).map(([pluginId, name]) => `docs-${pluginId}-${name}`)];
    return mergeFacetFilters(
      [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
      configFilters as never,
    ) as unknown[];
  }, [algolia.contextualSearch, algolia.searchParameters, currentLocale, versions.selected]);

  const results = useSearchResults({ indexName: algolia.indexName, query, facetFilters, snippetWords }, localClient);
  const searchClient = usePageSearchClient(localClient);
  const queryInput = useRef<HTMLInputElement>(null);
  // Few results in the chosen version: count the same query in the others, with the same back end.
  const otherVersions = (versions.plugins.find(({ pluginId }) => pluginId === 'default')?.versions ?? []).filter(
    (version) => version.name !== versions.selected.default,
  );
  const otherCounts = useOtherVersionCounts(
    algolia.contextualSearch && results.status === 'done' && asksOtherVersions(results.nbHits) && otherVersions.length > 0
      ? {
          key: JSON.stringify([query, facetFilters]),
          count: async () => countInVersions(await searchClient(), { indexName: algolia.indexName, query, facetFilters }, otherVersions),
        }
      : undefined,
  );
  const searchVersion = (version: SearchVersion) => {
    versions.select('default', version.name);
    queryInput.current?.focus();
  };
  const title = query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            ref={queryInput}
            type="search"
            name="q"
            className={styles.queryInput}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
            maxLength={searchSettings.maxQueryLength}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {algolia.contextualSearch &&
            versions.plugins.map(({ pluginId, versions: options }) => (
              <select
                key={pluginId}
                className={styles.versionSelect}
                aria-label={translate({ id: 'search.page.versionLabel', message: 'Docs version' })}
                value={versions.selected[pluginId]}
                onChange={(event) => versions.select(pluginId, event.target.value)}
              >
                {options.map((version) => (
                  <option key={version.name} value={version.name}>
                    {version.label}
                  </option>
                ))}
              </select>
            ))}
        </form>

        <p className={styles.summary} aria-live="polite">
          {results.status === 'done' && results.nbHits > 0 && documentsFound(results.nbHits)}
        </p>
        {algolia.contextualSearch && (
          <OtherVersionsLine
            query={query}
            counts={results.status === 'done' ? versionsToName(results.nbHits, otherCounts ?? []) : []}
            onChoose={searchVersion}
          />
        )}

        {results.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>
              <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
            </p>
          </div>
        )}
        {results.status === 'done' && results.hits.length === 0 && (
          <p className={styles.message}>
            <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
          </p>
        )}
        {results.status === 'loading' && (
          <div className={styles.spinner} aria-label={translate({ id: 'search.page.loading', message: 'Searching…' })} />
        )}

        {results.hits.length > 0 && (
          <ol className={styles.results}>
            {results.hits.map((hit) => (
              <ResultItem key={hit.objectID} hit={hit} url={processUrl(hit.url)} />
            ))}
          </ol>
        )}

        {results.hasMore && (
          <button
            type="button"
            className={clsx('button button--secondary', styles.more)}
            onClick={results.loadMore}
            disabled={results.loadingMore}
          >
            {results.loadingMore ? (
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            ) : (
              <Translate id="search.page.loadMore">Show more results</Translate>
            )}
          </button>
        )}

        {!localClient && (
          <p className={styles.poweredBy}>
            <Link to="https://www.algolia.com/">
              <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
            </Link>
          </p>
        )}
      </main>
    </>
  );
}

function ResultItem({ hit, url }: { hit: PageHit; url: string }): ReactNode {
  const highlighted = hit._highlightResult?.hierarchy ?? {};
  const trail = levels.flatMap((level) => {
    const value = highlighted[level]?.value ?? hit.hierarchy[level];
    return value ? [value] : [];
  });
  const title = trail.pop() ?? '';
  const summary = hit._snippetResult?.content?.value;
  return (
    <li className={styles.result}>
      {/* Highlighted values come HTML-escaped from the search back end, with only <mark> tags added. */}
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={url} dangerouslySetInnerHTML={{ __html: title }} />
      </Heading>
      {trail.length > 0 && (
        <nav aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
          <ul className={clsx('breadcrumbs', styles.trail)}>
            {trail.map((html, index) => (
              <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </ul>
        </nav>
      )}
      {summary && <p className={styles.resultSummary} dangerouslySetInnerHTML={{ __html: summary }} />}
    </li>
  );
}

function useDocumentsFoundPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({ id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' }, { count }),
    );
}

interface VersionScope {
  plugins: { pluginId: string; versions: { name: string; label: string }[] }[];
  selected: Record<string, string>;
  select(pluginId: string, name: string): void;
}

/**
 * Which docs version each versioned docs plugin is searched in. The default plugin's choice is in
 * the URL (`version`, left out when it is the default: the reader's chosen version, else the
 * latest release); other plugins use their default.
 */
function useVersionScope(): VersionScope {
  const allDocsData = useAllDocsData();
  const defaults = useDefaultSearchVersions();
  const [fromUrl, setFromUrl] = useQueryString(searchSettings.versionParam);
  const plugins = Object.entries(allDocsData)
    .filter(([, data]) => data.versions.length > 1)
    .map(([pluginId, data]) => ({ pluginId, versions: data.versions.map(({ name, label }) => ({ name, label })) }));
  const known = allDocsData.default?.versions.some((version) => version.name === fromUrl);
  const selected = useMemo(() => ({ ...defaults, ...(known ? { default: fromUrl } : {}) }), [defaults, known, fromUrl]);
  return {
    plugins: plugins.filter(({ pluginId }) => pluginId === 'default'),
    selected,
    select: (pluginId, name) => {
      if (pluginId === 'default') setFromUrl(name === defaults.default ? null : name);
    },
  };
}
