import type { ExtractedRecord } from '../../search/index-format';
import { BuildCache } from '../build-cache';

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
  private constructor(private readonly pages: BuildCache<ExtractedRecord[]>) {}

  /**
   * @param file - Where the cache lives (under node_modules/.cache, which clean builds remove).
   * @param inputs - What besides a page's HTML decides its records; any change empties the cache.
   */
  static async open(file: string, inputs: readonly string[]): Promise<RecordsCache> {
    return new RecordsCache(await BuildCache.open<ExtractedRecord[]>(file, inputs));
  }

  /** The page's records: the cached ones when its HTML is unchanged, else `extract`'s. */
  records(route: string, html: string, extract: () => ExtractedRecord[]): ExtractedRecord[] {
    return this.pages.get(route, withoutAssetElements(html), extract);
  }

  /** Keeps this build's pages only (removed pages drop out), written atomically. */
  save(): Promise<void> {
    return this.pages.save();
  }
}

/** The HTML without its script elements (content included) and link elements. */
export function withoutAssetElements(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, '');
}
