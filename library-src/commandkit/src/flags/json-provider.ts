import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlagConfiguration, FlagProvider } from './types.ts';

interface Snapshot {
  /** The file's modification time and size when it was read: a change of either re-reads it. */
  readonly version: string;
  readonly flags: ReadonlyMap<string, FlagConfiguration>;
}

/**
 * A {@link FlagProvider} reading a JSON file that maps flag keys to their
 * {@link FlagConfiguration}. The file is read on first use and read again whenever it changes
 * (its modification time or size), so you can switch flags while the bot runs. A flag the file
 * does not list gets `provider: null`.
 *
 * A file that is missing, is not valid JSON or does not have that shape makes every `getFlag`
 * reject with an error naming the file and the problem: the flag then logs a warning and decides
 * with `provider: null`, until the file is fixed.
 *
 * @example
 * ```ts
 * // src/app.ts
 * import { JsonFlagProvider, setFlagProvider } from 'commandkit/flag';
 *
 * // flags.json: { "red-embeds": { "enabled": true, "percentage": 10 } }
 * setFlagProvider(new JsonFlagProvider('flags.json'));
 * ```
 */
export class JsonFlagProvider implements FlagProvider {
  /** The absolute path of the file. */
  readonly path: string;
  #snapshot: Snapshot | undefined;
  #reading: Promise<Snapshot> | undefined;

  /**
   * @param path - The JSON file: a path (relative ones are resolved against the current working
   * directory, the project root under `commandkit dev` and `commandkit start`) or a `file:` URL.
   */
  constructor(path: string | URL) {
    this.path = path instanceof URL ? fileURLToPath(path) : resolve(path);
  }

  /**
   * The configuration the file gives the flag.
   *
   * @param key - The flag's key.
   * @returns The flag's configuration, or `null` when the file does not list it.
   * @throws `Error` (the promise rejects) when the file is missing, is not valid JSON or does not
   * map keys to configurations with `"enabled": true` or `false`.
   */
  async getFlag(key: string): Promise<FlagConfiguration | null> {
    const { flags } = await this.#current();
    return flags.get(key) ?? null;
  }

  async #current(): Promise<Snapshot> {
    let version: string;
    try {
      const stats = await stat(this.path);
      version = `${stats.mtimeMs}:${stats.size}`;
    } catch (error) {
      throw new Error(
        `The flag file ${this.path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}); create it or fix the path given to JsonFlagProvider.`,
        { cause: error },
      );
    }
    if (this.#snapshot?.version === version) return this.#snapshot;
    // Concurrent calls share one read.
    this.#reading ??= this.#read(version).finally(() => (this.#reading = undefined));
    return (this.#snapshot = await this.#reading);
  }

  async #read(version: string): Promise<Snapshot> {
    const text = await readFile(this.path, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`The flag file ${this.path} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    return { version, flags: parseFlags(this.path, data) };
  }
}

/** Checks the file's shape: `{ "<key>": { "enabled": boolean, ... } }`. */
function parseFlags(path: string, data: unknown): Map<string, FlagConfiguration> {
  if (!isObject(data)) {
    throw new Error(
      `The flag file ${path} must hold an object mapping flag keys to configurations, such as { "my-flag": { "enabled": true } }.`,
    );
  }
  const flags = new Map<string, FlagConfiguration>();
  for (const [key, value] of Object.entries(data)) {
    const problem = problemOf(value);
    if (problem) throw new Error(`The flag file ${path} has an invalid "${key}": ${problem}.`);
    flags.set(key, value as FlagConfiguration);
  }
  return flags;
}

function problemOf(value: unknown): string | undefined {
  if (!isObject(value)) return 'it must be an object such as { "enabled": true }';
  if (typeof value.enabled !== 'boolean') return '"enabled" must be true or false';
  const { percentage, config } = value;
  if (percentage !== undefined && (typeof percentage !== 'number' || !(percentage >= 0 && percentage <= 100))) {
    return '"percentage" must be a number from 0 to 100';
  }
  if (config !== undefined && !isObject(config)) return '"config" must be an object';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
