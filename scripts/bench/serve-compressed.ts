import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build the way a static host does, gzip included (`docusaurus serve` does
 * not compress, which would make every transfer figure look worse than a reader gets). Same URL
 * rules as `docusaurus serve`: clean URLs, no directory listings. Port 0 picks a free port.
 */
export function serveCompressed(dir: string, port = 0): Promise<StaticServer> {
  const compress = compression();
  const server: Server = createServer((request, response) => {
    // compression is Express middleware; plain node:http objects are all it needs.
    compress(request as never, response as never, () => {
      void serveHandler(request, response, { public: dir, cleanUrls: true, directoryListing: false });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
