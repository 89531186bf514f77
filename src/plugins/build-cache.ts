import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a build worked out from each of many inputs (a page's HTML, a doc's source), kept in one
 * JSON file for the next build: an entry is reused when its input hashes the same, and everything
 * is dropped when anything else that shapes the results changes (the code that computes them, its
 * options). Entries the build did not ask for are not carried over, so removed pages drop out.
 */
export class BuildCache<T> {
  private readonly next = new Map<string, CachedEntry<T>>();
  /** How many results of this build came from the cache. */
  reused = 0;

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly previous: ReadonlyMap<string, CachedEntry<T>>,
  ) {}

  /**
   * @param file - Where the cache lives (under node_modules/.cache, which clean builds remove).
   * @param inputs - What besides each entry's own input decides the results; any change empties the cache.
   */
  static async open<T>(file: string, inputs: readonly string[]): Promise<BuildCache<T>> {
    const salt = hash([storeFormat, ...inputs].join('\0'));
    // A missing or damaged cache is an empty one.
    const stored = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as StoredCache<T>)
      .catch(() => undefined);
    const entries = stored?.salt === salt ? new Map(Object.entries(stored.pages)) : new Map<string, CachedEntry<T>>();
    return new BuildCache(file, salt, entries);
  }

  /** The result for `key`: the cached one when `input` is what it was computed from, else `compute`'s. */
  get(key: string, input: string, compute: () => T): T {
    const inputHash = hash(input);
    const cached = this.previous.get(key);
    const hit = cached?.hash === inputHash;
    if (hit) this.reused++;
    const value = hit ? cached.value : compute();
    this.next.set(key, { hash: inputHash, value });
    return value;
  }

  /** How many results this build asked for. */
  get size(): number {
    return this.next.size;
  }

  /** Keeps this build's entries only, written atomically. */
  async save(): Promise<void> {
    const stored: StoredCache<T> = { salt: this.salt, pages: Object.fromEntries(this.next) };
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(stored));
    await rename(temporary, this.file);
  }
}

/** Part of every salt: a file written in an older layout is then read as empty, not misread. */
const storeFormat = 'build-cache 1';

interface CachedEntry<T> {
  hash: string;
  value: T;
}

interface StoredCache<T> {
  salt: string;
  pages: Record<string, CachedEntry<T>>;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
