/**
 * DocSearch 4.7 adds every answer's hit count to the count it kept from the previous keystroke,
 * so "See all N results" grew as the reader typed. The search client is wrapped to remember each
 * query's own count, which the results footer shows instead.
 */
const counts = new Map<string, number>();

interface Countable {
  search(input: never): Promise<{ results: readonly unknown[] }>;
}

export function countHits<T extends Countable>(client: T): T {
  const search = client.search.bind(client) as (input: unknown) => Promise<{ results: readonly unknown[] }>;
  return Object.assign(Object.create(client) as T, {
    async search(input: unknown) {
      const response = await search(input);
      const query = firstQuery(input);
      if (query !== undefined) {
        counts.set(
          query,
          response.results.reduce<number>((total, result) => total + ((result as { nbHits?: number }).nbHits ?? 0), 0),
        );
      }
      return response;
    },
  });
}

export function hitCountOf(query: string): number | undefined {
  return counts.get(query);
}

function firstQuery(input: unknown): string | undefined {
  const requests = Array.isArray(input) ? input : (input as { requests?: unknown[] } | undefined)?.requests;
  const first = requests?.[0] as { query?: unknown; params?: { query?: unknown } } | undefined;
  const query = first?.query ?? first?.params?.query;
  return typeof query === 'string' ? query : undefined;
}
