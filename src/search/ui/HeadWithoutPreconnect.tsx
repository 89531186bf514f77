import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { usePluginData } from '@docusaurus/useGlobalData';
import { searchPluginName, type SearchGlobalData } from '../global-data';

/**
 * Stands in for `@docusaurus/Head` inside the stock search bar (see the search-index plugin):
 * that bar asks the browser to preconnect to the Algolia application it is configured with,
 * which the local back end never calls. With Algolia, the hint stays.
 */
export default function HeadWithoutPreconnect({ children, ...props }: ComponentProps<typeof Head>): ReactNode {
  const local = (usePluginData(searchPluginName) as SearchGlobalData | undefined)?.backend === 'local';
  const kept = local
    ? Children.toArray(children).filter(
        (child) => !(isValidElement<{ rel?: string }>(child) && child.type === 'link' && child.props.rel === 'preconnect'),
      )
    : children;
  return Children.count(kept) > 0 ? <Head {...props}>{kept}</Head> : null;
}
