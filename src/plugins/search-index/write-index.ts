import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { indexFormatVersion, manifestPath, type SearchManifest, type Shard } from '../../search/index-format';

/**
 * Writes each shard as `search/{language}.{tag}.{hash}.json` (the hash of its content, so hosts
 * can cache it forever) and the manifest at the fixed `search/manifest.json`, replacing whatever
 * a previous build left in `search/`.
 */
export async function writeIndex(outDir: string, indexName: string, shards: readonly Shard[]): Promise<SearchManifest> {
  const directory = path.join(outDir, path.dirname(manifestPath));
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  const manifest: SearchManifest = { format: indexFormatVersion, indexName, shards: [] };
  for (const shard of shards) {
    const json = JSON.stringify(shard);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${path.posix.dirname(manifestPath)}/${shard.language}.${safeName(shard.docusaurus_tag)}.${hash}.json`;
    await writeFile(path.join(outDir, file), json);
    manifest.shards.push({
      language: shard.language,
      docusaurus_tag: shard.docusaurus_tag,
      file,
      records: shard.sections.length + shard.contents.length,
      bytes: Buffer.byteLength(json),
    });
  }
  await writeFile(path.join(outDir, manifestPath), JSON.stringify(manifest, null, 2));
  return manifest;
}

function safeName(tag: string): string {
  return tag.replace(/[^a-zA-Z0-9._-]/g, '_');
}
