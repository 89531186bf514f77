import { assertLoggerOptions, forwardingLogger } from './forwarding-logger.ts';
import type { CommandKitLoggerOptions, LoggerImpl } from './types.ts';

/**
 * Creates a logger of your own that hands every line to a provider you can replace later with
 * its `configure` method: for a part of your bot (a module, a plugin) whose lines should go
 * somewhere else than CommandKit's. It is independent of {@link Logger} and {@link setLogger}.
 *
 * @param options - `provider`: the logger that receives the lines, an {@link ILogger} or a
 * {@link CommandKitLogger}.
 * @returns The logger.
 * @throws `TypeError` when `options` has no `provider`, or the provider lacks one of the `debug`,
 * `info`, `warn` and `error` methods.
 *
 * @example
 * ```ts
 * import { createLogger, DefaultLogger } from 'commandkit/logger';
 * import { createWriteStream } from 'node:fs';
 *
 * const audit = createLogger({ provider: new DefaultLogger() });
 * audit.info('Audit log started');
 *
 * // Later, send the audit lines to a file instead.
 * const file = createWriteStream('audit.log', { flags: 'a' });
 * audit.configure({ provider: new DefaultLogger(file, file) });
 * ```
 */
export function createLogger(options: CommandKitLoggerOptions): LoggerImpl {
  assertLoggerOptions(options, 'createLogger()');
  let provider = options.provider;
  return forwardingLogger(
    () => provider,
    (next) => {
      provider = next;
    },
  );
}
