import type { LocalClientOptions, LocalSearchClient } from './local-client';
import { asRetryError } from './retry-error';
import type { SearchInput } from './search-requests';

/**
 * The only part of the local search that ships with every page: a client object whose methods
 * download the engine (a separate chunk) and then the index, the first time they are called.
 * It also carries the two members DocSearch expects of a transformed client.
 */
export interface LazyLocalClient extends LocalSearchClient {
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(agent: { segment: string; version?: string }): void } };
}

const clients = new Map<string, LazyLocalClient>();

/** One client per index location, shared by the modal and the search page for the whole visit. */
export function localSearchClient(options: LocalClientOptions): LazyLocalClient {
  const key = `${options.siteRoot} ${options.baseUrl} ${options.manifestPath}`;
  let client = clients.get(key);
  if (!client) {
    client = createLazyClient(options);
    clients.set(key, client);
  }
  return client;
}

function createLazyClient(options: LocalClientOptions): LazyLocalClient {
  let engine: Promise<LocalSearchClient> | undefined;
  const load = (): Promise<LocalSearchClient> => {
    if (!engine) {
      engine = import(/* webpackChunkName: "local-search" */ './local-client').then(
        (module) => module.createLocalSearchClient(options),
        (error: unknown) => {
          engine = undefined;
          throw asRetryError(error, 'the search code');
        },
      );
    }
    return engine;
  };
  const agent = { value: 'CommandKit local search', add() {} };
  return {
    search: (input: SearchInput) => load().then((client) => client.search(input)),
    preload: (facetFilters?: unknown) => load().then((client) => client.preload(facetFilters)),
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
  };
}
