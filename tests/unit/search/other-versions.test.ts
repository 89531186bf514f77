import { ModalScope } from '../../../src/search/ui/modal-scope';
import {
  asksOtherVersions,
  farMoreFactor,
  fewResultsThreshold,
  versionsToName,
  weakResultsLimit,
  countInVersions,
  filtersForVersion,
  requestForVersion,
  versionInFilters,
  type ScopedRequest,
} from '../../../src/search/ui/other-versions';

const contextual = (version: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];

/** A search client that answers each request with the number of hits its version has, and records the calls. */
function fakeClient(hitsPerVersion: Record<string, number>, held?: { query: string; until: Promise<void> }) {
  const calls: ScopedRequest[][] = [];
  return {
    calls,
    async search(input: { requests: ScopedRequest[] }) {
      calls.push(input.requests);
      if (held && input.requests[0]?.query === held.query) await held.until;
      return {
        results: input.requests.map((request) => {
          const version = versionInFilters(request.params?.facetFilters ?? request.facetFilters) ?? '';
          return { nbHits: hitsPerVersion[version] ?? 0, hits: [] };
        }),
      };
    },
  };
}

describe('search across versions', () => {
  test('the facet filters name the docs version; scoping to another changes that filter only', () => {
    expect(versionInFilters(contextual('0.1.10'))).toBe('0.1.10');
    expect(versionInFilters(['language:en'])).toBeUndefined();
    expect(filtersForVersion(contextual('0.1.10'), 'current')).toEqual(contextual('current'));
    expect(requestForVersion({ indexName: 'docs', query: 'cache', facetFilters: contextual('0.1.10') }, 'current')).toEqual({
      indexName: 'docs',
      query: 'cache',
      facetFilters: contextual('current'),
    });
    expect(requestForVersion({ indexName: 'docs', params: { query: 'cache', facetFilters: contextual('current') } }, '0.1.10')).toEqual({
      indexName: 'docs',
      params: { query: 'cache', facetFilters: contextual('0.1.10') },
    });
  });

  test('a version is named when the chosen one has fewer than three results, or a few against its far more', () => {
    const counts = [
      { name: 'current', label: 'Next', count: 257 },
      { name: '0.2.0', label: '0.2.0', count: 4 },
      { name: '0.0.1', label: '0.0.1', count: 0 },
    ];
    expect(asksOtherVersions(fewResultsThreshold - 1)).toBe(true);
    expect(asksOtherVersions(weakResultsLimit)).toBe(true);
    expect(asksOtherVersions(weakResultsLimit + 1)).toBe(false);
    // Fewer than three: every version with results.
    expect(versionsToName(2, counts).map((version) => version.label)).toEqual(['Next', '0.2.0']);
    // "cache" in 0.1.10: three passing mentions, and Next with a whole section.
    expect(versionsToName(3, counts).map((version) => version.label)).toEqual(['Next']);
    expect(versionsToName(3, [{ name: 'current', label: 'Next', count: 3 * farMoreFactor - 1 }])).toEqual([]);
  });

  test('the other versions are counted in one call, one request each, for counts only', async () => {
    const client = fakeClient({ current: 12, '0.1.9': 4 });
    const counts = await countInVersions(
      client,
      { indexName: 'docs', query: 'cache', facetFilters: contextual('0.1.10'), hitsPerPage: 20 },
      [
        { name: 'current', label: 'Next' },
        { name: '0.1.9', label: '0.1.9' },
      ],
    );
    expect(counts).toEqual([
      { name: 'current', label: 'Next', count: 12 },
      { name: '0.1.9', label: '0.1.9', count: 4 },
    ]);
    expect(client.calls).toEqual([
      [
        expect.objectContaining({ query: 'cache', hitsPerPage: 0, page: 0, facetFilters: contextual('current') }),
        expect.objectContaining({ query: 'cache', hitsPerPage: 0, page: 0, facetFilters: contextual('0.1.9') }),
      ],
    ]);
    expect(await countInVersions(client, { indexName: 'docs' }, [])).toEqual([]);
    expect(client.calls).toHaveLength(1);
  });

  test('the modal’s client searches the version the reader chose, and reports each last answer', async () => {
    let release = () => {};
    const client = fakeClient({ '0.1.10': 1, current: 12 }, { query: 'cach', until: new Promise<void>((resolve) => (release = resolve)) });
    const scope = new ModalScope();
    const modalClient = scope.wrap(client);
    const changes: unknown[] = [];
    scope.subscribe(() => changes.push(scope.snapshot()));

    await modalClient.search({ requests: [{ indexName: 'docs', query: 'cache', facetFilters: contextual('0.1.10') }] } as never);
    expect(scope.snapshot().answer).toMatchObject({ query: 'cache', nbHits: 1, version: '0.1.10' });
    expect(scope.base).toBe(client);

    scope.choose('current');
    await modalClient.search({ requests: [{ indexName: 'docs', query: 'cache', facetFilters: contextual('0.1.10') }] } as never);
    expect(client.calls.at(-1)).toEqual([{ indexName: 'docs', query: 'cache', facetFilters: contextual('current') }]);
    expect(scope.snapshot()).toMatchObject({ chosen: 'current', answer: { nbHits: 12, version: 'current' } });

    // An answer that comes after a later search's is not reported.
    const slow = modalClient.search({ requests: [{ indexName: 'docs', query: 'cach', facetFilters: contextual('0.1.10') }] } as never);
    await modalClient.search({ requests: [{ indexName: 'docs', query: 'cache', facetFilters: contextual('0.1.10') }] } as never);
    release();
    await slow;
    expect(scope.snapshot().answer?.query).toBe('cache');

    scope.reset();
    expect(scope.snapshot()).toEqual({ chosen: undefined, answer: undefined });
    expect(changes.length).toBeGreaterThan(3);
  });
});
