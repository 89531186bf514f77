import { createServer, type RequestListener, type Server } from 'node:http';

/** How many ports after the configured one are tried when it is taken. */
export const PORT_ATTEMPTS = 10;

/** A listening HTTP server and the port it really got. */
export interface Listening {
  readonly server: Server;
  readonly port: number;
}

/**
 * Listens on `port`, or on the next free port when it is taken (up to {@link PORT_ATTEMPTS}
 * more), so a second bot on the same machine still gets its devtools.
 *
 * @param handler - The request handler (the Express app).
 * @param host - The address to listen on.
 * @param port - The port to try first.
 * @returns The server and its port.
 * @throws `Error` naming the ports tried when none was free, or the listen error otherwise.
 */
export async function listenWithFallback(handler: RequestListener, host: string, port: number): Promise<Listening> {
  const last = Math.min(port + PORT_ATTEMPTS, 65_535);
  for (let candidate = port; candidate <= last; candidate++) {
    const server = createServer(handler);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(candidate, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return { server, port: candidate };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`Ports ${port} to ${last} on ${host} are all in use. Free one, or set another port: devtools({ port }).`);
}
