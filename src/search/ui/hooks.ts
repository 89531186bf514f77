import { useEffect, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { searchPluginName, type SearchGlobalData } from '../global-data';
import { localSearchClient, type LazyLocalClient } from '../lazy-client';
import { searchSettings } from './settings';

/** The local index's client, or undefined when the site is built for Algolia. */
export function useLocalSearchClient(): LazyLocalClient | undefined {
  const data = usePluginData(searchPluginName) as SearchGlobalData | undefined;
  const { siteConfig } = useDocusaurusContext();
  if (data?.backend !== 'local') return undefined;
  return localSearchClient({
    baseUrl: siteConfig.baseUrl,
    siteRoot: `${siteConfig.url}${siteConfig.baseUrl}`,
    manifestPath: data.manifestPath,
    ...(data.live ? { revalidateManifestMs: 1000 } : {}),
  });
}

/** Snippet length in words: shorter on narrow screens, following the screen as it changes. */
export function useSnippetWords(): number {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(searchSettings.narrowScreen);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow ? searchSettings.narrowSnippetWords : searchSettings.snippetWords;
}

/**
 * DocSearch 4 renders its input with a 512-character limit and no prop to change it. The modal
 * focuses its input as it opens, so the site's limit is applied there.
 */
export function useModalQueryLengthLimit(): void {
  useEffect(() => {
    const limit = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input'))
        target.maxLength = searchSettings.maxQueryLength;
    };
    document.addEventListener('focusin', limit, true);
    return () => document.removeEventListener('focusin', limit, true);
  }, []);
}
