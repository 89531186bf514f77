import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ExportSite } from '../../../../src/plugins/llms-export/types';

export interface LlmsRequest {
  /** The site the pages and sources belong to (not needed for `markdown` alone). */
  site?: ExportSite;
  /** The folder doc source files are relative to, for `sources`. */
  siteDir?: string;
  /** Pages to convert: a doc's source and the id of the doc it is (links resolve from there). */
  pages?: Record<string, { source: string; from: string }>;
  /** Samples to escape for MDX as the API generator does, then turn back as the export does. */
  roundTrips?: string[];
  /** Every doc's source by its path under `siteDir`: the whole export is made from them. */
  sources?: Record<string, string>;
  /** A cache file for the export of `sources`, and what else its entries depend on. */
  cache?: { file: string; inputs: string[] };
  /** Markdown documents (the export's files, say) to read as plain Markdown for their raw HTML. */
  markdown?: Record<string, string>;
}

export interface LlmsResponse {
  /** Each page of the request as the export writes it. */
  pages: Record<string, string>;
  /** The raw HTML (tags, comments) a plain Markdown reader finds in each page and in each `markdown` document. */
  rawHtml: Record<string, string[]>;
  roundTrips: string[];
  /** The export's files by URL path, when `sources` were given. */
  files?: Record<string, string>;
}

/** Runs the request through the real export code in a child process (see llms-child.ts). */
export function runLlms(request: LlmsRequest): LlmsResponse {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'llms-child.ts')], {
    input: JSON.stringify(request),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as LlmsResponse;
}
