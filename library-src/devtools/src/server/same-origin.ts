import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from '../protocol.ts';

/**
 * Whether a request was sent by a page of this server, as far as the browser tells.
 *
 * A page on any other site can make the browser post a form to this server (no script or CORS
 * needed), and the browser then sends it from the user's own address: a hostile page could spend
 * the user's failed-login allowance and lock them out. Browsers say where a request comes from,
 * in headers no page can set: `Sec-Fetch-Site` (current browsers) and `Origin` (every browser,
 * on every POST). A request with neither is not from a web page (curl, a script) and cannot be
 * used against someone else's browser.
 */
export function fromOwnPage(request: Request): boolean {
  const site = request.headers['sec-fetch-site'];
  // The browser compared the origins itself, so a proxy that rewrites Host does not matter here.
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // An opaque origin (`null`, from a sandboxed frame or a data: URL) never matches.
    return new URL(origin).host.toLowerCase() === (request.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Refuses (403) a request that is not from this server's own page, before anything else runs: in
 * front of the login, a refused request never reaches the failed-login limit. With `json`, it
 * also refuses (415) a body that is not JSON: an HTML form cannot send JSON, and a page on
 * another site can only send it after a CORS check this server never answers, so old browsers
 * that send neither header are covered too.
 */
export function ownPageOnly(options: { json?: boolean } = {}) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!fromOwnPage(request)) {
      response.status(403).json({
        error: 'Devtools only accepts this from its own page. Open devtools at the address the bot logged, and sign in there.',
      } satisfies ApiError);
      return;
    }
    if (options.json && !request.is('application/json')) {
      response.status(415).json({ error: 'Send the login as JSON (Content-Type: application/json).' } satisfies ApiError);
      return;
    }
    next();
  };
}
