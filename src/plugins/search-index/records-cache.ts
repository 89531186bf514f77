import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractedRecord } from '../../search/index-format';

/**
 * The records each built page gave last time, by route, with a hash of what they came from: the
 * page's HTML and everything else that shapes them (the extractor's own source, the options). A
 * rebuild that leaves a page's HTML as it was reuses its records instead of parsing the page again,
 * which is most of the indexing time (parse5 on every page).
 *
 * The hash leaves out the page's `<script>` and `<link>` elements: the extractor never reads them,
 * and they name build assets by content hash, so a change to one script anywhere (or the bundler
 * minifying a chunk differently after a cold build, as Rspack does) would otherwise make every page
 * look changed.
 */
export class RecordsCache {
  private readonly next = new Map<string, CachedPage>();

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly previous: ReadonlyMap<string, CachedPage>,
  ) {}

  /**
   * @param file - Where the cache lives (under node_modules/.cache, which clean builds remove).
   * @param inputs - What besides a page's HTML decides its records; any change empties the cache.
   */
  static async open(file: string, inputs: readonly string[]): Promise<RecordsCache> {
    const salt = hash(inputs.join('\0'));
    // A missing or damaged cache is an empty one.
    const stored = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as StoredCache)
      .catch(() => undefined);
    const pages = stored?.salt === salt ? new Map(Object.entries(stored.pages)) : new Map<string, CachedPage>();
    return new RecordsCache(file, salt, pages);
  }

  /** The page's records: the cached ones when its HTML is unchanged, else `extract`'s. */
  records(route: string, html: string, extract: () => ExtractedRecord[]): ExtractedRecord[] {
    const htmlHash = hash(withoutAssetElements(html));
    const cached = this.previous.get(route);
    const records = cached?.hash === htmlHash ? cached.records : extract();
    this.next.set(route, { hash: htmlHash, records });
    return records;
  }

  /** Keeps this build's pages only (removed pages drop out), written atomically. */
  async save(): Promise<void> {
    const stored: StoredCache = { salt: this.salt, pages: Object.fromEntries(this.next) };
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(stored));
    await rename(temporary, this.file);
  }
}

interface CachedPage {
  hash: string;
  records: ExtractedRecord[];
}

interface StoredCache {
  salt: string;
  pages: Record<string, CachedPage>;
}

/** The HTML without its script elements (content included) and link elements. */
export function withoutAssetElements(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, '');
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
