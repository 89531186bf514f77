/**
 * Loads the route shards a pathname needs (see plan.cjs), in the browser: each shard's routes go
 * back into their list at their original places, and its docs into the docs plugin's global data.
 * Docusaurus preloads a page's routes before it hydrates or shows the page (preload.ts), so every
 * render sees the same routes the server rendered with.
 */
import type { RouteConfig } from 'react-router-config';
import globalData from '@generated/globalData';
import { lazyRouteLists, lazyRouteOrders, lazyRouteShards } from '@generated/routes';
import { bucketBelow, shardChunkName, shardKeyBelow } from './shard-key.cjs';

/** What a shard module exports (generated-files-loader.cjs). */
export interface RouteShardModule {
  list: number;
  routes: [order: number, route: RouteConfig][];
  docs: [plugin: string, instance: string, version: string, doc: { id: string; path: string }][];
}

export interface RouteShard {
  list: number;
  parentPath: string;
  key: string;
  /** Set when the group is split: which of its buckets this is (shard-key.cjs). */
  bucket?: { index: number; of: number };
  load(): Promise<{ default: RouteShardModule }>;
}

/**
 * The shard key of a pathname under a parent path, as plan.cjs computes it for a route's path
 * (shard-key.cjs), but case-insensitive, as react-router matches.
 */
export function shardKeyOf(parentPath: string, pathname: string): string | undefined {
  return shardKeyBelow(parentPath.toLowerCase(), pathname.toLowerCase());
}

declare const __webpack_require__: { lazyChunkFiles?: Record<string, string>; lazyChunkIds?: Record<string, string> };

/**
 * Called by a shard module first: the files and ids of the chunks only it loads, which the
 * production build moved out of the webpack runtime's maps (chunk-maps.ts). Elsewhere (a
 * development build) the arguments are still the placeholders and the runtime knows every chunk.
 */
export function addChunkFiles(files: Record<string, string> | string, ids: Record<string, string> | string): void {
  if (typeof files !== 'object' || typeof ids !== 'object' || !__webpack_require__.lazyChunkFiles || !__webpack_require__.lazyChunkIds)
    return;
  Object.assign(__webpack_require__.lazyChunkFiles, files);
  Object.assign(__webpack_require__.lazyChunkIds, ids);
}

const loading = new Map<RouteShard, Promise<void>>();
let added = 0;

/** How many shards have been added: indexes of the routes or their chunk names are stale when it changes. */
export function addedShardCount(): number {
  return added;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The shards whose routes could match the pathname, as written or decoded. */
export function shardsFor(pathname: string, shards: readonly RouteShard[] = lazyRouteShards ?? []): RouteShard[] {
  const candidates = [...new Set([pathname, safeDecode(pathname)])];
  return shards.filter((shard) =>
    candidates.some(
      (candidate) =>
        shardKeyOf(shard.parentPath, candidate) === shard.key.toLowerCase() &&
        (!shard.bucket || bucketBelow(shard.parentPath.toLowerCase(), candidate.toLowerCase(), shard.bucket.of) === shard.bucket.index),
    ),
  );
}

/** The webpack chunk names of the shards the pathname may need that are neither loaded nor loading. */
export function unloadedShardChunksFor(pathname: string): string[] {
  return shardsFor(pathname)
    .filter((shard) => !loading.has(shard))
    .map((shard) => shardChunkName(shard));
}

/** Resolves once every shard the pathname may need is in the route lists (at once when none is). */
export function loadRoutesFor(pathname: string): Promise<void> {
  const pending = shardsFor(pathname).map((shard) => {
    let loaded = loading.get(shard);
    if (!loaded) {
      loaded = shard.load().then(({ default: module }) => addShard(module));
      // A failed download (a new deploy, a lost connection) is tried again next time.
      loaded.catch(() => loading.delete(shard));
      loading.set(shard, loaded);
    }
    return loaded;
  });
  return pending.length === 0 ? Promise.resolve() : Promise.all(pending).then(() => undefined);
}

/** Puts a loaded shard's routes and docs in place. */
export function addShard(
  module: RouteShardModule,
  lists: RouteConfig[][] = lazyRouteLists,
  orders: number[][] = lazyRouteOrders,
  data: Record<string, Record<string, unknown>> = globalData,
): void {
  const list = lists[module.list];
  const order = orders[module.list];
  const merged = list
    .map((route, position) => [order[position], route] as const)
    .concat(module.routes)
    .sort(([a], [b]) => a - b);
  // The list object itself is what the parent route renders and matches: change it in place.
  list.splice(0, list.length, ...merged.map(([, route]) => route));
  order.splice(0, order.length, ...merged.map(([position]) => position));
  added += 1;

  const idsOf = new Map<unknown[], Set<string>>();
  for (const [plugin, instance, versionName, doc] of module.docs) {
    const versions = (data[plugin]?.[instance] as { versions?: { name: string; docs: { id: string }[] }[] } | undefined)?.versions;
    const docs = versions?.find((candidate) => candidate.name === versionName)?.docs;
    if (!docs) continue;
    const ids = idsOf.get(docs) ?? new Set(docs.map((existing) => existing.id));
    idsOf.set(docs, ids);
    // Shards of different versions carry the same doc, for the version menu's links.
    if (ids.has(doc.id)) continue;
    docs.push(doc);
    ids.add(doc.id);
  }
}
