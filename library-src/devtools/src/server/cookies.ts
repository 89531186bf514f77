/**
 * The name of the session cookie of the devtools server a request reached.
 *
 * Browsers keep cookies per host, not per port, so two devtools servers on one machine (two
 * bots, 4356 and 4357) would see, and overwrite, each other's cookie if it had one name: signing
 * in to one would sign you out of the other. The port in the name keeps them apart. It is the
 * port the browser used (from `Host`), which is what its cookie jar shares across; without one
 * (a proxy on the default port) the port the server listens on.
 *
 * @param host - The request's `Host` header.
 * @param localPort - The port the server accepted the connection on.
 */
export function sessionCookieName(host: string | undefined, localPort: number | undefined): string {
  const port = /:(\d{1,5})$/.exec(host ?? '')?.[1] ?? String(localPort ?? 0);
  return `commandkit_devtools_session_${port}`;
}

/**
 * The value of one cookie of a `Cookie` header; `undefined` when it is missing or its value is not
 * valid percent-encoding (a cookie the server never set, which then counts as no session).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
