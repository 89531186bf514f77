// Starts a throw-away redis-server for the tests and the bench: on 127.0.0.1, on a free port,
// without persistence, so nothing outlives the process and no test touches a Redis the machine
// may already run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A running redis-server started by {@link startRedisServer}. */
export interface RedisServer {
  /** The port it listens on, on 127.0.0.1. */
  readonly port: number;
  /** `redis://127.0.0.1:<port>`, for `new RedisCache({ url })` or ioredis. */
  readonly url: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  /** Sends SIGTERM and resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>;
}

/** Options of {@link startRedisServer}. */
export interface StartRedisServerOptions {
  /** The binary to run; `redis-server` from the PATH unless set. */
  readonly binary?: string;
  /** How long to wait for "Ready to accept connections", in ms. Default 10 000. */
  readonly timeoutMs?: number;
}

/** Asks the OS for a port nobody listens on, then frees it for redis-server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `child` has exited (at once when it already has). */
function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `redis-server` on 127.0.0.1 on a free port, with no RDB snapshots and no append-only
 * file, and resolves once it logs "Ready to accept connections".
 *
 * @param options - The binary and the start timeout.
 * @returns The running server; call {@link RedisServer.stop} when done.
 * @throws `Error` when the binary is missing (saying to install the Debian package
 * `redis-server`), when the server exits before it is ready, or when it is not ready in time.
 *
 * @example
 * ```ts
 * const server = await startRedisServer();
 * const cache = new RedisCache({ url: server.url });
 * // …
 * await cache.close();
 * await server.stop();
 * ```
 */
export async function startRedisServer(options: StartRedisServerOptions = {}): Promise<RedisServer> {
  const binary = options.binary ?? 'redis-server';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = exitOf(child);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`redis-server on port ${port} was not ready after ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) done();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error: NodeJS.ErrnoException) => {
      done(
        error.code === 'ENOENT'
          ? new Error(
              `${binary} was not found: install the Debian package redis-server (apt-get install redis-server) to run the Redis tests.`,
            )
          : error,
      );
    });
    child.once('exit', (code, signal) =>
      done(new Error(`redis-server exited (${code ?? signal}) before it was ready. Output:\n${output}`)),
    );
  });
  // Keep collecting for failure messages, without holding Jest or the bench open.
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
