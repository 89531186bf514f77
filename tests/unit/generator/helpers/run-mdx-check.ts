import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface MdxCheckRequest {
  /** Page bodies to escape as the generator does. */
  escape: string[];
  /** Whole pages to check as the generator does. */
  verify: string[];
}

export interface MdxCheckResponse {
  /** For each body: its escaped form, and the page check's error for it before and after (null: none). */
  escaped: { escaped: string; rawError: string | null; escapedError: string | null }[];
  /** For each page, the page check's error (null: none). */
  verified: (string | null)[];
}

/** Runs the request in a child process (see mdx-check.ts). */
export function runMdxCheck(request: MdxCheckRequest): MdxCheckResponse {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'mdx-check.ts')], {
    input: JSON.stringify(request),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as MdxCheckResponse;
}
