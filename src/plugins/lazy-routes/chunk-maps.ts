import type { Chunk, ChunkGroup, Compilation, Compiler } from '@rspack/core';
import { chunkFilesPlaceholder, chunkIdsPlaceholder, type Plan } from './plan.cjs';

/**
 * The webpack runtime (runtime~main.js, loaded by every page) holds three entries for every chunk
 * the site can load: its name and content hash, to make its URL, and Docusaurus's name-to-id map
 * (`__webpack_require__.gca`, used to prefetch). The chunks that only a route shard's imports load
 * are taken out of those maps and written into the shard instead, which hands them to the runtime
 * before its imports run (`addChunkFiles` in runtime.ts). The runtime then no longer grows with the
 * number of pages.
 *
 * This rewrites the runtime's code as Rspack 1.7 writes it, before minification; if it changes,
 * the build stops with one line naming this file.
 */
export function moveShardChunksOutOfRuntime(compiler: Compiler, compilation: Compilation, plan: Plan): void {
  const runtimeChunk = [...compilation.chunks].find((chunk) => chunk.hasRuntime() && [...chunk.files].some((file) => file.endsWith('.js')));
  if (!runtimeChunk) return;
  const runtimeFile = [...runtimeChunk.files].find((file) => file.endsWith('.js'))!;
  const runtime = compilation.getAsset(runtimeFile)!.source.source().toString();

  // The names part is `(names[chunkId] || chunkId)`, or `names[chunkId]` when every chunk has a name.
  const filename =
    /return "([^"]*)" \+ (?:\((\{[^{}]*\})\[chunkId\] \|\| chunkId\)|(\{[^{}]*\})\[chunkId\]) \+ "\." \+ (\{[^{}]*\})\[chunkId\] \+ "\.js";?/.exec(
      runtime,
    );
  const chunkAsset = /chunkId = (\{[^{}]*\})\[chunkId\]\|\|chunkId;/.exec(runtime);
  const start = '__webpack_require__.u = (chunkId) => {';
  if (!filename || !chunkAsset || runtime.split(start).length !== 2) {
    throw new Error(
      `lazy-routes: the webpack runtime (${runtimeFile}) is not in the form Rspack 1.7 writes it; update src/plugins/lazy-routes/chunk-maps.ts for this Rspack version.`,
    );
  }
  const [, prefix, namesCode, allNamesCode, hashesCode] = filename;
  const names = objectLiteral(namesCode ?? allNamesCode);
  const hashes = objectLiteral(hashesCode);
  const idsByName = objectLiteral(chunkAsset[1]);

  const owners = shardsOwningChunks(compilation, new Set(plan.shards.map((shard) => shard.chunkName)));
  const shardFiles = new Map<string, { files: Record<string, string>; ids: Record<string, string> }>();
  for (const [chunk, shardChunkName] of owners) {
    const id = String(chunk.id);
    if (!(id in hashes)) continue;
    const moved = shardFiles.get(shardChunkName) ?? { files: {}, ids: {} };
    moved.files[id] = `${names[id] ?? id}.${hashes[id]}`;
    if (names[id] !== undefined && idsByName[names[id]] === id) {
      moved.ids[names[id]] = id;
      delete idsByName[names[id]];
    }
    delete names[id];
    delete hashes[id];
    shardFiles.set(shardChunkName, moved);
  }

  const rewritten = runtime
    .replace(start, `__webpack_require__.lazyChunkFiles = {};\n__webpack_require__.lazyChunkIds = {};\n${start}`)
    .replace(
      filename[0],
      `return __webpack_require__.lazyChunkFiles[chunkId] ? ${JSON.stringify(prefix)} + __webpack_require__.lazyChunkFiles[chunkId] + ".js" : ${JSON.stringify(prefix)} + (${JSON.stringify(names)}[chunkId] || chunkId) + "." + ${JSON.stringify(hashes)}[chunkId] + ".js";`,
    )
    .replace(chunkAsset[0], `chunkId = ${JSON.stringify(idsByName)}[chunkId]||__webpack_require__.lazyChunkIds[chunkId]||chunkId;`);
  const { RawSource } = compiler.webpack.sources;
  compilation.updateAsset(runtimeFile, new RawSource(rewritten));

  for (const shard of plan.shards) {
    const chunk = compilation.namedChunks.get(shard.chunkName);
    const file = chunk && [...chunk.files].find((name) => name.endsWith('.js'));
    if (!file) continue;
    const moved = shardFiles.get(shard.chunkName) ?? { files: {}, ids: {} };
    const source = compilation.getAsset(file)!.source.source().toString();
    // In key order: the chunks come in a different order after a cold build than after a warm
    // one, and the same shard must come out byte for byte the same.
    const withFiles = source
      .replace(JSON.stringify(chunkFilesPlaceholder(shard.id)), JSON.stringify(sortedByKey(moved.files)))
      .replace(JSON.stringify(chunkIdsPlaceholder(shard.id)), JSON.stringify(sortedByKey(moved.ids)));
    if (withFiles === source)
      throw new Error(
        `lazy-routes: the route shard ${file} has no place for its chunks' files; update src/plugins/lazy-routes/chunk-maps.ts for this Rspack version.`,
      );
    compilation.updateAsset(file, new RawSource(withFiles));
  }
}

function sortedByKey(map: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A map of strings as the runtime writes it (not JSON: a comma may end it). */
function objectLiteral(code: string): Record<string, string> {
  if (!/^\{(\s*"[^"]*":\s*"[^"]*",?)*\s*\}$/.test(code))
    throw new Error(
      `lazy-routes: unexpected map in the webpack runtime: ${code.slice(0, 80)}; update src/plugins/lazy-routes/chunk-maps.ts for this Rspack version.`,
    );
  return JSON.parse(code.replace(/,\s*\}$/, '}')) as Record<string, string>;
}

/**
 * The chunks only one shard's imports load, each with that shard's chunk name: a chunk belongs to
 * a shard when every chunk group it is in is loaded, through its parents, from that shard alone.
 */
function shardsOwningChunks(compilation: Compilation, shardChunkNames: Set<string>): Map<Chunk, string> {
  // The bindings may hand out a new object for the same group: groups are told apart by their chunks.
  const keyOf = (group: ChunkGroup) => `${group.name ?? ''}|${group.chunks.map((chunk) => chunk.id).join(',')}`;
  const ownerOfGroup = (group: ChunkGroup, seen: Set<string>): string | null => {
    const shardChunk = group.chunks.find((chunk) => chunk.name !== undefined && shardChunkNames.has(chunk.name));
    if (shardChunk) return shardChunk.name!;
    const parents = group.getParents();
    if (group.isInitial() || parents.length === 0) return null;
    let owner: string | null | undefined;
    for (const parent of parents) {
      if (seen.has(keyOf(parent))) continue;
      const parentOwner = ownerOfGroup(parent, new Set([...seen, keyOf(parent)]));
      if (owner !== undefined && parentOwner !== owner) return null;
      owner = parentOwner;
    }
    return owner ?? null;
  };
  const owners = new Map<Chunk, string>();
  for (const chunk of compilation.chunks) {
    if (chunk.hasRuntime() || (chunk.name !== undefined && shardChunkNames.has(chunk.name))) continue;
    let owner: string | null | undefined;
    for (const group of chunk.groupsIterable) {
      const groupOwner = ownerOfGroup(group, new Set([keyOf(group)]));
      if (groupOwner === null || (owner !== undefined && groupOwner !== owner)) {
        owner = null;
        break;
      }
      owner = groupOwner;
    }
    if (owner) owners.set(chunk, owner);
  }
  return owners;
}
