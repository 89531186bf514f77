/**
 * "Search across versions": when the version a search is scoped to has fewer results than this,
 * the search page and the modal say how many each other docs version has for the same query.
 */
export const fewResultsThreshold = 3;

/**
 * A few more results than that can still all be passing mentions ("cache" in 0.1.10: three
 * property tables, while Next has a caching section): up to this many, the other versions are
 * counted too, and one is named when it has {@link farMoreFactor} times as many results or more.
 */
export const weakResultsLimit = 5;
export const farMoreFactor = 5;

/** Whether a search with this many results asks the other versions for their counts. */
export function asksOtherVersions(results: number): boolean {
  return results <= weakResultsLimit;
}

/** The other versions the line names, for a search with `results` results in the chosen one. */
export function versionsToName(results: number, counts: readonly VersionCount[]): VersionCount[] {
  return counts.filter((version) => version.count > 0 && (results < fewResultsThreshold || version.count >= results * farMoreFactor));
}

/** A docs version a search can be scoped to. */
export interface SearchVersion {
  name: string;
  label: string;
}

export interface VersionCount extends SearchVersion {
  count: number;
}

/** A search request as DocSearch and the search page send it: parameters inline, or in `params`. */
export interface ScopedRequest {
  indexName: string;
  query?: string;
  facetFilters?: unknown;
  params?: Record<string, unknown>;
  [parameter: string]: unknown;
}

interface SearchClientLike {
  search(input: { requests: ScopedRequest[] }): Promise<{ results: readonly unknown[] }>;
}

const tagPrefix = 'docusaurus_tag:docs-default-';

/** The facet filter value of a version of the default docs plugin ("docs-default-current" for Next). */
export function versionTag(name: string): string {
  return `docs-default-${name}`;
}

/** The docs version the facet filters scope a search to, if they name one. */
export function versionInFilters(filters: unknown): string | undefined {
  if (typeof filters === 'string') return filters.startsWith(tagPrefix) ? filters.slice(tagPrefix.length) : undefined;
  if (!Array.isArray(filters)) return undefined;
  for (const filter of filters) {
    const found = versionInFilters(filter);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The facet filters with the docs version they name replaced by `name`; the other filters as they were. */
export function filtersForVersion(filters: unknown, name: string): unknown {
  if (typeof filters === 'string') return filters.startsWith(tagPrefix) ? `${tagPrefix}${name}` : filters;
  return Array.isArray(filters) ? filters.map((filter) => filtersForVersion(filter, name)) : filters;
}

/** The request scoped to another docs version, its parameters inline or in `params` as they came. */
export function requestForVersion(request: ScopedRequest, name: string): ScopedRequest {
  const params = request.params;
  if (params && typeof params === 'object' && 'facetFilters' in params)
    return { ...request, params: { ...params, facetFilters: filtersForVersion(params.facetFilters, name) } };
  return { ...request, facetFilters: filtersForVersion(request.facetFilters, name) };
}

/**
 * How many results the same query has in each of the given versions, asked of the same back end
 * in one call (one request per version, counts only): Algolia answers it as one multi-query; the
 * local index downloads only the versions asked about, the first time.
 */
export async function countInVersions(
  client: SearchClientLike,
  request: ScopedRequest,
  versions: readonly SearchVersion[],
): Promise<VersionCount[]> {
  if (versions.length === 0) return [];
  const countOnly = { hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false };
  const requests = versions.map((version) => {
    const scoped = requestForVersion(request, version.name);
    return scoped.params ? { ...scoped, params: { ...scoped.params, ...countOnly } } : { ...scoped, ...countOnly };
  });
  const { results } = await client.search({ requests });
  return versions.map((version, i) => ({ ...version, count: (results[i] as { nbHits?: number } | undefined)?.nbHits ?? 0 }));
}
