import { GeneratorError } from '../errors';
import { findPageCode } from './page-code';

/**
 * Checks a finished page the way the site's build will read it (see page-code.ts): anything the
 * build would run as code stops the run with one line naming the page. The MDX escaping
 * (mdx-escape.ts) is meant to make this never happen; this is the second lock, for whatever that
 * escaping or a later edit gets wrong.
 */
export function verifyMdxPage(page: string, pageName: string): void {
  const problem = findPageCode(page, pageName);
  if (problem) throw pageCodeError(pageName, problem);
}

/** The one-line error for a page with code in it, from what findPageCode says. */
export function pageCodeError(pageName: string, problem: string): GeneratorError {
  return new GeneratorError(
    `API page ${pageName} ${problem}, which the site's build would run as code: reword that part of the item's TSDoc comment (and report the page: the generator should have escaped it), then run again.`,
  );
}
