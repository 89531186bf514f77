import type { SearchParams } from './engine/query';

/**
 * The two call shapes of Algolia's `search` that DocSearch and search pages use:
 * `search({ requests: [{ indexName, query, ...params }] })` (algoliasearch v5, DocSearch 4) and
 * `search([{ indexName, params: { query, ... } }])` (algoliasearch-helper). `params` may also be
 * a URL-encoded string, as in older clients.
 */
export interface SearchRequest {
  indexName: string;
  params?: SearchParams | string;
  type?: string;
  [parameter: string]: unknown;
}

export type SearchInput = { requests: readonly SearchRequest[] } | readonly SearchRequest[];

export interface NormalizedRequest {
  indexName: string;
  params: SearchParams;
}

export function normalizeRequests(input: SearchInput): NormalizedRequest[] {
  const requests = Array.isArray(input) ? input : (input as { requests?: readonly SearchRequest[] } | undefined)?.requests;
  if (!Array.isArray(requests)) throw new TypeError('search() expects { requests: [...] } or an array of requests.');
  return requests.map((request: SearchRequest) => {
    const { indexName, params, type, ...inline } = request;
    if (type !== undefined && type !== 'default')
      throw new Error(`The local search index answers plain searches only, not "${type}" requests.`);
    return { indexName, params: { ...inline, ...decodeParams(params) } };
  });
}

function decodeParams(params: SearchParams | string | undefined): SearchParams {
  if (params === undefined) return {};
  if (typeof params !== 'string') return params;
  const decoded: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) decoded[key] = key === 'query' ? value : decodeValue(value);
  return decoded;
}

function decodeValue(value: string): unknown {
  if (/^[[{]|^-?\d+(\.\d+)?$|^(true|false)$/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}
