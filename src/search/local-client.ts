import { indexFormatVersion, type SearchManifest, type Shard, type ShardEntry } from './index-format';
import { passes } from './engine/facet-filters';
import { facetFilterOf, runQuery, type LocalSearchResponse } from './engine/query';
import { SearchIndex } from './engine/search-index';
import { asRetryError } from './retry-error';
import { normalizeRequests, type SearchInput } from './search-requests';

export interface LocalClientOptions {
  /** The site's base URL path, e.g. "/": the manifest and shard files are fetched below it. */
  baseUrl: string;
  /** The site's address with its base URL, used to make hit URLs absolute. */
  siteRoot: string;
  manifestPath: string;
  /**
   * Re-read the manifest when the last read is older than this (ms), bypassing the HTTP cache:
   * under `docusaurus start` the index is rewritten as the docs change. Off by default.
   */
  revalidateManifestMs?: number;
  fetch?: typeof fetch;
}

export interface LocalSearchClient {
  search(input: SearchInput): Promise<{ results: LocalSearchResponse[] }>;
  /** Downloads the manifest and the shards the given facet filters select, ahead of the first query. */
  preload(facetFilters?: unknown): Promise<void>;
}

/**
 * A search client with the `search` method of Algolia's, answering from the index the build
 * wrote. Files are fetched on first use and kept for the session; a failed download is retried
 * on the next query and reported as a RetryError (DocSearch's network-error screen).
 */
/**
 * Timings in the browser's performance timeline ("commandkit-search:download", ":index",
 * ":query"), read by the search benchmark and visible in the browser's profiler.
 */
function measure(name: string, start: number, end: number): void {
  performance.measure?.(`commandkit-search:${name}`, { start, end });
}

export function createLocalSearchClient(options: LocalClientOptions): LocalSearchClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const fileUrl = (file: string) => `${options.baseUrl.replace(/\/?$/, '/')}${file}`;
  let manifest: Promise<SearchManifest> | undefined;
  let manifestReadAt = 0;
  const shards = new Map<string, Promise<Shard>>();
  const indexes = new Map<string, Promise<SearchIndex>>();

  function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  async function fetchJson<T>(file: string, init?: RequestInit): Promise<T> {
    const response = await (init ? doFetch(fileUrl(file), init) : doFetch(fileUrl(file)));
    if (!response.ok) throw new Error(`${fileUrl(file)} answered ${response.status}`);
    return (await response.json()) as T;
  }

  function loadManifest(): Promise<SearchManifest> {
    const live = options.revalidateManifestMs !== undefined;
    if (manifest && live && Date.now() - manifestReadAt > options.revalidateManifestMs!) manifest = undefined;
    if (!manifest) {
      manifestReadAt = Date.now();
      manifest = fetchJson<SearchManifest>(options.manifestPath, live ? { cache: 'no-store' } : undefined).then((loaded) => {
        if (loaded.format !== indexFormatVersion)
          throw new Error(`the index has format ${loaded.format}, this client reads format ${indexFormatVersion}`);
        return loaded;
      });
      manifest.catch(() => {
        manifest = undefined;
      });
    }
    return manifest;
  }

  function selectShards(loaded: SearchManifest, facetFilters: unknown): ShardEntry[] {
    const filter = facetFilterOf({ facetFilters: facetFilters as never });
    return loaded.shards.filter((shard) => passes(filter, { language: shard.language, docusaurus_tag: shard.docusaurus_tag }, true));
  }

  function indexOf(entries: ShardEntry[]): Promise<SearchIndex> {
    const key = entries.map((entry) => entry.file).join('\n');
    return once(indexes, key, async () => {
      const started = performance.now();
      const loaded = await Promise.all(entries.map((entry) => once(shards, entry.file, () => fetchJson<Shard>(entry.file))));
      const fetched = performance.now();
      const index = new SearchIndex(loaded);
      measure('download', started, fetched);
      measure('index', fetched, performance.now());
      return index;
    });
  }

  return {
    async search(input) {
      const requests = normalizeRequests(input);
      let loaded: SearchManifest;
      try {
        loaded = await loadManifest();
      } catch (error) {
        throw asRetryError(error, 'the search index');
      }
      const results = await Promise.all(
        requests.map(async ({ indexName, params }) => {
          if (indexName !== loaded.indexName)
            throw new Error(`Index "${indexName}" does not exist: the local search index is "${loaded.indexName}".`);
          let index: SearchIndex;
          try {
            index = await indexOf(selectShards(loaded, params.facetFilters));
          } catch (error) {
            throw asRetryError(error, 'the search index');
          }
          const started = performance.now();
          const response = runQuery(index, params, { indexName, siteRoot: options.siteRoot });
          measure('query', started, performance.now());
          return response;
        }),
      );
      return { results };
    },

    async preload(facetFilters) {
      await indexOf(selectShards(await loadManifest(), facetFilters));
    },
  };
}
