import { requestForVersion, versionInFilters, type ScopedRequest } from './other-versions';

interface SearchClient {
  search(input: never): Promise<{ results: readonly unknown[] }>;
}

/** The modal's last answered search: its query, how many results it had, and in which docs version. */
export interface ModalAnswer {
  query: string;
  nbHits: number;
  request: ScopedRequest;
  version: string | undefined;
}

export interface ModalScopeState {
  /** The docs version the reader chose in the modal, when it is not the page's. */
  chosen: string | undefined;
  answer: ModalAnswer | undefined;
}

/**
 * The docs version the search modal searches, and what its last search answered. DocSearch makes
 * its search once per opening, with the page's version in its facet filters; the client it is
 * given (`wrap`) scopes each request to the version the reader chose instead, and reports each
 * answer to the modal's "other versions" line. `base` is the client as it was, for counting.
 */
export class ModalScope {
  private state: ModalScopeState = { chosen: undefined, answer: undefined };
  private calls = 0;
  private readonly listeners = new Set<() => void>();
  base: SearchClient | undefined;

  wrap<T extends SearchClient>(client: T): T {
    this.base = client;
    const search = client.search.bind(client) as (input: unknown) => Promise<{ results: readonly unknown[] }>;
    return Object.assign(Object.create(client) as T, {
      search: async (input: unknown) => {
        const call = ++this.calls;
        const { chosen } = this.state;
        const requests = requestsOf(input).map((request) => (chosen ? requestForVersion(request, chosen) : request));
        const response = await search(Array.isArray(input) ? requests : { ...(input as object), requests });
        const first = requests[0];
        const query = first?.query ?? first?.params?.query;
        if (call === this.calls && typeof query === 'string') {
          const nbHits = (response.results[0] as { nbHits?: number } | undefined)?.nbHits ?? 0;
          const version = versionInFilters(first.params?.facetFilters ?? first.facetFilters);
          this.update({ answer: { query, nbHits, request: first, version } });
        }
        return response;
      },
    });
  }

  /** Scopes the next searches to `version` (undefined: the page's version again). */
  choose(version: string | undefined): void {
    this.update({ chosen: version });
  }

  /** The modal closed: the next one searches the page's version. */
  reset(): void {
    this.update({ chosen: undefined, answer: undefined });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): ModalScopeState => this.state;

  private update(change: Partial<ModalScopeState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

function requestsOf(input: unknown): ScopedRequest[] {
  const requests = Array.isArray(input) ? input : (input as { requests?: unknown[] } | undefined)?.requests;
  return (requests ?? []) as ScopedRequest[];
}
