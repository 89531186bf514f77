import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { manifestPath } from '../../search/index-format';
import { buildShards } from './build-shards';
import { createDevIndexer, type DevIndexOptions, type DocsContent } from './dev-index';
import { writeIndex } from './write-index';

export interface DevServerIndexOptions extends DevIndexOptions {
  /** The folder the dev server serves at the base URL; the index goes in its `search/`. */
  servedDir: string;
  indexName: string;
  log?: (line: string) => void;
}

/**
 * Keeps the dev server's search index current: `update` is called with the docs content each
 * time Docusaurus (re)loads it, and the index is rewritten in the background, the latest content
 * winning. Shards land first and the manifest last, each by rename, so a request always finds a
 * whole index.
 */
export function createDevServerIndex(options: DevServerIndexOptions) {
  const recordsOf = createDevIndexer(options);
  const log = options.log ?? ((line: string) => console.log(line));
  let latest: DocsContent | undefined;
  let running: Promise<void> | undefined;

  async function write(content: DocsContent): Promise<void> {
    const started = performance.now();
    const records = await recordsOf(content);
    const staging = `${options.servedDir}.staging`;
    const manifest = await writeIndex(staging, options.indexName, buildShards(records));
    const searchDir = path.join(options.servedDir, path.dirname(manifestPath));
    await mkdir(searchDir, { recursive: true });
    for (const shard of manifest.shards) await rename(path.join(staging, shard.file), path.join(options.servedDir, shard.file));
    await rename(path.join(staging, manifestPath), path.join(options.servedDir, manifestPath));
    const current = new Set([path.basename(manifestPath), ...manifest.shards.map((shard) => path.basename(shard.file))]);
    for (const file of await readdir(searchDir)) if (!current.has(file)) await rm(path.join(searchDir, file), { force: true });
    await rm(staging, { recursive: true, force: true });
    const pages = new Set(records.map((record) => `${record.docusaurus_tag} ${record.path}`)).size;
    log(`[search] dev index: ${pages} pages, ${records.length} records (${Math.round(performance.now() - started)} ms)`);
  }

  function drain(): Promise<void> {
    const content = latest;
    latest = undefined;
    if (!content) {
      running = undefined;
      return Promise.resolve();
    }
    return write(content)
      .catch((error: unknown) => log(`[search] the dev index could not be written: ${(error as Error).message}`))
      .then(drain);
  }

  return {
    update(content: DocsContent): void {
      latest = content;
      running ??= drain();
    },
    /** Resolves when the latest content given is in the index. */
    settled(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}
