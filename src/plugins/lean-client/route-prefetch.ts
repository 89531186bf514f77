/**
 * Stands in for Docusaurus's `window.docusaurus` (core's client/docusaurus.js) in the browser:
 * the same `prefetch` and `preload`, made cheap for a site with hundreds of routes.
 *
 * Docusaurus prefetches a route when a link to it scrolls into view. Its version scans the whole
 * route-to-chunks table for every such link and adds a `<link rel="prefetch">` per chunk, again for
 * chunks an earlier link already asked for; on an API page with a hundred visible links that is
 * about a quarter of the page's scripting time, right after hydration. Here the table is indexed
 * once, a chunk is prefetched once, and the work is done in idle time, a few routes at a time.
 */
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch.js';
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import flat from '@docusaurus/core/lib/client/flat.js';
import { addedShardCount, unloadedShardChunksFor } from '../lazy-routes/runtime';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const prefetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const prefetchedAssets = new Set<string>();

let chunkNamesByPath: Map<string, string[]> | undefined;
let indexedShards = 0;

/** The chunks of the routes registered at exactly this path (keys are `${path}-${hash}`). */
function chunkNamesAt(path: string): string[] {
  // A route shard loaded since adds chunk names (the lazy-routes plugin).
  if (!chunkNamesByPath || indexedShards !== addedShardCount()) {
    chunkNamesByPath = new Map();
    indexedShards = addedShardCount();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const routePath = key.replace(/-[^-]+$/, '');
      const names = chunkNamesByPath.get(routePath) ?? [];
      names.push(...Object.values(flat(chunks)));
      chunkNamesByPath.set(routePath, names);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
}

/**
 * Whether an asset URL is one to prefetch now (marking it prefetched). "__webpack_require__.gca"
 * (Docusaurus's ChunkAssetPlugin) gives a chunk's URL; a chunk merged into another gives an
 * "undefined" URL and needs nothing.
 */
function isNewAsset(asset: string | undefined): asset is string {
  if (!asset || asset.includes('undefined') || prefetchedAssets.has(asset)) return false;
  prefetchedAssets.add(asset);
  return true;
}

/** The assets of a route that this page view has not prefetched yet, marked as prefetched. */
function newAssetsOf(routePath: string): Set<string> {
  // Several routes can share a path (a version's root and its docs root), and routes share
  // chunks (the doc page component): each asset is asked for once per page view.
  const assets = new Set<string>();
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesAt(match.route.path ?? '')) {
      const asset = __webpack_require__.gca(chunkName);
      if (isNewAsset(asset)) assets.add(asset);
    }
  }
  return assets;
}

interface Deadline {
  timeRemaining(): number;
}

const waiting: { routePath: string; done: (prefetched: void[]) => void }[] = [];
const whenIdle: (callback: (deadline: Deadline) => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 2000 })
    : (callback) => setTimeout(() => callback({ timeRemaining: () => 10 }), 50);
let draining = false;

function drain(deadline: Deadline): void {
  try {
    // At least one route per idle period, so a busy page still makes progress.
    do {
      const next = waiting.shift();
      if (!next) return;
      // A route in a shard the page has not loaded (the lazy-routes plugin): only the shard's file
      // is prefetched. Running it to learn the route's chunks would cost this page main-thread time
      // and bytes for a link the reader may never follow; hovering or following it loads the shard
      // (from the cache now) and the route's chunks.
      const unloaded = unloadedShardChunksFor(next.routePath);
      if (unloaded.length > 0) {
        const assets = unloaded
          .map((chunkName) => __webpack_require__.gca(chunkName))
          .filter((asset): asset is string => isNewAsset(asset));
        void Promise.all(assets.map((asset) => prefetchAsset(asset))).then(next.done);
        continue;
      }
      void Promise.all([...newAssetsOf(next.routePath)].map((asset) => prefetchAsset(asset))).then(next.done);
    } while (deadline.timeRemaining() > 2);
  } finally {
    draining = false;
    if (waiting.length > 0) drainWhenIdle();
  }
}

function drainWhenIdle(): void {
  if (draining) return;
  draining = true;
  whenIdle(drain);
}

function prefetch(routePath: string): Promise<void[]> | false {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  return new Promise((done) => {
    waiting.push({ routePath, done });
    drainWhenIdle();
  });
}

function preload(routePath: string): Promise<void[]> | false {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted on window by Docusaurus's client entry, as the original is.
export default Object.freeze({ prefetch, preload });
