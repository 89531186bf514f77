import { createLocalSearchClient } from '../../../src/search/local-client';
import { manifestPath, type SearchManifest, type Shard } from '../../../src/search/index-format';
import { relevanceGoal, versionNames, type RelevanceCase } from './relevance-set';

export interface CaseResult {
  case: RelevanceCase;
  status: 'pass' | 'fail' | 'skipped';
  /** The first three hits' URL paths, anchors included. */
  top: string[];
}

export interface RelevanceReport {
  results: CaseResult[];
  passed: number;
  failed: number;
  skipped: number;
  /** passed / (passed + failed) */
  share: number;
  summary: string;
}

/** Fetches a built file by its path below the base URL ("search/manifest.json"). */
export type FileFetcher = (file: string) => Promise<Response>;

/**
 * Runs the relevance set through the local search client, with the facet filters the modal
 * sends on a page of each version, against a built index.
 */
export async function evaluateRelevance(
  cases: readonly RelevanceCase[],
  fetchFile: FileFetcher,
  goal: number = relevanceGoal,
): Promise<RelevanceReport> {
  const fetcher = ((input: string | URL | Request) => fetchFile(String(input).replace(/^\//, ''))) as typeof fetch;
  const client = createLocalSearchClient({ baseUrl: '/', siteRoot: 'https://docs.invalid/', manifestPath, fetch: fetcher });
  const manifest = (await (await fetchFile(manifestPath)).json()) as SearchManifest;
  const pages = new Set<string>();
  for (const entry of manifest.shards) {
    const shard = (await (await fetchFile(entry.file)).json()) as Shard;
    for (const [path] of shard.pages) pages.add(path);
  }

  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const tag = `docs-default-${versionNames[testCase.version]}`;
    const {
      results: [response],
    } = await client.search({
      requests: [
        {
          indexName: manifest.indexName,
          query: testCase.query,
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]],
        },
      ],
    });
    const top = response.hits.slice(0, 3).map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
    const status = !pages.has(testCase.expected) ? 'skipped' : top.some((url) => url.split('#')[0] === testCase.expected) ? 'pass' : 'fail';
    results.push({ case: testCase, status, top });
  }
  const passed = results.filter((result) => result.status === 'pass').length;
  const failed = results.filter((result) => result.status === 'fail').length;
  const skipped = results.length - passed - failed;
  const share = passed + failed === 0 ? 0 : passed / (passed + failed);
  const lines = [
    `Search relevance: ${passed} of ${passed + failed} queries (${(share * 100).toFixed(1)} %) find the expected page in the first 3 results; goal ${goal * 100} %.`,
    ...results
      .filter((result) => result.status === 'fail')
      .map(
        (result) =>
          `  FAIL [${result.case.version}] "${result.case.query}": expected ${result.case.expected}, got ${result.top.join(', ') || 'nothing'}`,
      ),
    ...(skipped > 0
      ? [
          `  skipped ${skipped} (page not built in that version yet): ${results
            .filter((r) => r.status === 'skipped')
            .map((r) => `"${r.case.query}" -> ${r.case.expected}`)
            .join('; ')}`,
        ]
      : []),
  ];
  return { results, passed, failed, skipped, share, summary: lines.join('\n') };
}
