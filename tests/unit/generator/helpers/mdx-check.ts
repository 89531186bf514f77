/**
 * Runs the generator's MDX escaping and page check for Jest, which cannot load them (they parse
 * with micromark, an ES module only package, and Jest compiles tests to CommonJS).
 * Usage: node --import tsx mdx-check.ts, with a JSON `MdxCheckRequest` on stdin; prints the `MdxCheckResponse`.
 */
import { readFileSync } from 'node:fs';
import { escapeMdx } from '../../../../scripts/api/typedoc/mdx-escape';
import { verifyMdxPage } from '../../../../scripts/api/typedoc/mdx-verify';
import type { MdxCheckRequest, MdxCheckResponse } from './run-mdx-check';

function check(page: string): string | null {
  try {
    verifyMdxPage(page, 'functions/sample (sample)');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const request = JSON.parse(readFileSync(0, 'utf8')) as MdxCheckRequest;
const response: MdxCheckResponse = {
  escaped: request.escape.map((markdown) => {
    const escaped = escapeMdx(markdown);
    return { escaped, rawError: check(markdown), escapedError: check(escaped) };
  }),
  verified: request.verify.map(check),
};
process.stdout.write(JSON.stringify(response));
