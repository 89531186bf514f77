import { formatWithOptions } from 'node:util';
import type { WriteStream } from 'node:tty';
import { currentEnvironment } from '../helpers/dispatch-scope.ts';
import type { ILogger } from './types.ts';

type Level = 'log' | 'debug' | 'info' | 'warn' | 'error';

// ANSI colours of the level labels; used only on streams that say they show colours.
const COLOR: Record<Level, string> = { log: '37', debug: '34', info: '32', warn: '33', error: '31' };

/**
 * An {@link ILogger} that writes timestamped lines to two streams, by default the process's
 * standard output and error: `log`, `debug` and `info` lines to the first, `warn` and `error`
 * lines to the second. Each line shows the time, the level and, inside a run, what CommandKit is
 * running (`command ping`, `event messageCreate`, `component`), then the values formatted as
 * `console.log` formats them. Level labels are coloured on terminals that support colours.
 *
 * It shows every line, `debug` included; use {@link ConsoleLogger} to drop lines below a level.
 *
 * @example
 * ```ts
 * import { DefaultLogger, useLogger } from 'commandkit/logger';
 *
 * useLogger(new DefaultLogger());
 * // 14:03:27.412 INFO  command ping │ Pong! in 35 ms
 * ```
 */
export class DefaultLogger implements ILogger {
  /** Where `log`, `debug` and `info` lines go. */
  readonly stdout: NodeJS.WritableStream;
  /** Where `warn` and `error` lines go. */
  readonly stderr: NodeJS.WritableStream;

  /**
   * Creates a logger writing to the given streams.
   *
   * @param stdout - Where `log`, `debug` and `info` lines go. Defaults to `process.stdout`.
   * @param stderr - Where `warn` and `error` lines go. Defaults to `process.stderr`.
   */
  constructor(stdout: NodeJS.WritableStream = process.stdout, stderr: NodeJS.WritableStream = process.stderr) {
    this.stdout = stdout;
    this.stderr = stderr;
  }

  /**
   * Writes a plain line to `stdout`.
   *
   * @param args - The values to log.
   */
  log(...args: unknown[]): void {
    this.#write('log', args);
  }

  /**
   * Writes a `DEBUG` line to `stdout`.
   *
   * @param args - The values to log.
   */
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  /**
   * Writes an `INFO` line to `stdout`.
   *
   * @param args - The values to log.
   */
  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  /**
   * Writes a `WARN` line to `stderr`.
   *
   * @param args - The values to log.
   */
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  /**
   * Writes an `ERROR` line to `stderr`; an `Error` among the values is shown with its stack.
   *
   * @param args - The values to log.
   */
  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  #write(level: Level, args: unknown[]): void {
    const stream = level === 'warn' || level === 'error' ? this.stderr : this.stdout;
    const colors = showsColors(stream);
    const label = level.toUpperCase().padEnd(5);
    const where = runLabel();
    const prefix = `${timestamp(new Date())} ${colors ? `\x1b[${COLOR[level]}m${label}\x1b[39m` : label}${where ? ` ${where} │` : ''}`;
    stream.write(`${prefix} ${formatWithOptions({ colors }, ...args)}\n`);
  }
}

/** `HH:MM:SS.mmm`, local time. */
function timestamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** What CommandKit is running for the caller, if anything: `command ping`, `event ready`... */
function runLabel(): string | undefined {
  const environment = currentEnvironment();
  if (!environment) return undefined;
  if (environment.kind === 'event') return `event ${environment.event}`;
  if (environment.kind === 'component') return environment.command ? `component of ${environment.command.name}` : 'component';
  return environment.command ? `command ${environment.command.name}` : 'command';
}

// A terminal stream knows whether it shows colours (NO_COLOR and FORCE_COLOR included); files and
// pipes have no such method and get plain text.
function showsColors(stream: NodeJS.WritableStream): boolean {
  const terminal = stream as Partial<WriteStream>;
  return typeof terminal.hasColors === 'function' && terminal.hasColors();
}
