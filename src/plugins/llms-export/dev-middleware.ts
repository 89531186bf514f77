import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

/**
 * Serves the export's files under `docusaurus start`, where nothing is written to disk: each request
 * for one of them asks `files()` for the current set (built from the docs as last loaded) and
 * answers with it; every other request goes on to the dev server.
 */
export function createDevMiddleware(files: () => Promise<Map<string, string>>, log: (line: string) => void) {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const urlPath = safeDecode(new URL(request.url ?? '/', 'http://localhost').pathname);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !/\.(md|txt)$/.test(urlPath)) {
      next();
      return;
    }
    files().then(
      (all) => {
        const body = all.get(urlPath);
        if (body === undefined) {
          next();
          return;
        }
        response.statusCode = 200;
        response.setHeader('Content-Type', `${urlPath.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
        response.setHeader('Cache-Control', 'no-store');
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log(`[llms] ${urlPath} could not be made: ${(error as Error).message}`);
        next();
      },
    );
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
