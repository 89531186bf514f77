// @ts-check
/**
 * Which routes the browser bundle loads lazily, decided from the files Docusaurus generates
 * (`.docusaurus/routes.js`, `registry.js`, `routesChunkNames.json`, `globalData.json`), and the
 * code each of the plugin's loaders puts in their place.
 *
 * A "shard" is the leaf routes under one parent route whose paths share their next segments:
 * `/docs/next/api-reference/types/*` under the docs root `/docs/next`. Its routes, the registry
 * entries only they use, their chunk names and their docs' global data leave the main bundle for
 * a chunk of their own, which the browser loads before it renders a page of the shard (runtime.ts).
 * The server bundle keeps every route, so pre-rendered pages are unchanged.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { bucketBelow, shardChunkName, shardKeyBelow } = require('./shard-key.cjs');

/** Shards smaller than this stay in the main bundle: a chunk per handful of routes costs more than it saves. */
const minShardSize = 3;
/**
 * A larger group is split into buckets of about this many routes, by a hash of each path
 * (shard-key.cjs): a page of a very large API section loads its bucket, not the whole section.
 */
const maxShardSize = 40;

/**
 * @typedef {{ path: string, hash?: string }} ComponentRef
 * @typedef {{ path: string, component: ComponentRef, exact?: boolean, routes?: Route[], [attribute: string]: unknown }} Route
 * @typedef {{ id: string, path: string, [key: string]: unknown }} GlobalDoc
 * @typedef {{ name: string, mainDocId?: string, docs: GlobalDoc[] }} GlobalVersion
 * @typedef {{
 *   id: string,
 *   chunkName: string,
 *   list: number,
 *   parentPath: string,
 *   key: string,
 *   bucket?: { index: number, of: number },
 *   routes: { order: number, route: Route }[],
 *   chunkNames: string[],
 *   docs: { plugin: string, instance: string, version: string, doc: GlobalDoc }[],
 * }} Shard
 * @typedef {{
 *   shards: Shard[],
 *   lists: { orders: number[] }[],
 *   routes: Route[],
 *   listIndexOf: Map<Route[], number>,
 *   routesInShards: Set<Route>,
 *   routeKeysInShards: Set<string>,
 *   chunkNamesInShards: Set<string>,
 *   docsInShards: Set<GlobalDoc>,
 *   registryLines: Map<string, string>,
 *   globalData: Record<string, Record<string, unknown>>,
 *   routesChunkNames: Record<string, unknown>,
 * }} Plan
 */

const generatedFiles = ['routes.js', 'registry.js', 'routesChunkNames.json', 'globalData.json'];

/** @type {{ key: string, plan: Plan } | undefined} */
let cached;

/**
 * The plan for the generated files in `generatedFilesDir`, computed once per version of them (the
 * plugin's four loaders all ask for it).
 * @param {string} generatedFilesDir
 * @param {readonly string[]} keptDocIds doc ids whose global data stays in the main bundle (the navbar links to them by id)
 * @returns {{ plan: Plan, files: string[] }}
 */
function planFor(generatedFilesDir, keptDocIds) {
  const files = generatedFiles.map((file) => path.join(generatedFilesDir, file));
  const contents = files.map((file) => readFileSync(file, 'utf8'));
  const key = createHash('sha256')
    .update(JSON.stringify([contents, keptDocIds]))
    .digest('hex');
  if (cached?.key !== key)
    cached = { key, plan: computePlan(contents[0], contents[1], JSON.parse(contents[2]), JSON.parse(contents[3]), new Set(keptDocIds)) };
  return { plan: cached.plan, files };
}

/** A marker ComponentCreator call, as routes.js makes it. */
class ComponentCall {
  /** @param {string} routePath @param {string} [hash] */
  constructor(routePath, hash) {
    this.path = routePath;
    this.hash = hash;
  }
}

/**
 * The route tree routes.js exports, with each `ComponentCreator(path, hash)` call kept as data.
 * @param {string} source
 * @returns {Route[]}
 */
function readRoutes(source) {
  const imports = /^import React from 'react';\nimport ComponentCreator from '@docusaurus\/ComponentCreator';\n\nexport default \[/;
  if (!imports.test(source))
    throw new Error(
      'lazy-routes: .docusaurus/routes.js is not in the form Docusaurus 3.10 writes it; update src/plugins/lazy-routes/plan.cjs for this Docusaurus version, or remove the plugin from docusaurus.config.ts.',
    );
  // The file is generated code: literals and ComponentCreator calls only.
  const body = source.replace(imports, 'return [');
  return new Function('ComponentCreator', body)(
    (/** @type {string} */ routePath, /** @type {string|undefined} */ hash) => new ComponentCall(routePath, hash),
  );
}

/** Paths a plain, case-insensitive prefix test judges as react-router does: ASCII, no route syntax. */
const plainPath = /^[\x20-\x7e]*$/;
const routeSyntax = /[:*?+()\\]/;

/**
 * The shard key of a leaf route's path under its parent's (shard-key.cjs), for paths a plain
 * prefix test judges as react-router does; `undefined` (stays in the main bundle) otherwise.
 * @param {string} parentPath @param {string} routePath
 */
function shardKeyOf(parentPath, routePath) {
  if (!plainPath.test(routePath) || routeSyntax.test(routePath) || routePath.includes('//')) return undefined;
  return shardKeyBelow(parentPath, routePath);
}

/** @param {unknown} value @returns {string[]} */
function flatChunkNames(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatChunkNames);
  return [];
}

/**
 * @param {string} routesSource
 * @param {string} registrySource
 * @param {Record<string, unknown>} routesChunkNames
 * @param {Record<string, Record<string, unknown>>} globalData
 * @param {Set<string>} keptDocIds
 * @returns {Plan}
 */
function computePlan(routesSource, registrySource, routesChunkNames, globalData, keptDocIds) {
  const routes = readRoutes(routesSource);
  /** @type {Map<string, Shard>} */
  const shardsById = new Map();
  /** @type {Plan['lists']} */
  const lists = [];
  /** @type {Map<Route, Shard>} */
  const shardOfRoute = new Map();

  /** @param {Route[]} list @param {string} parentPath */
  function visit(list, parentPath) {
    /** @type {Map<string, { order: number, route: Route }[]>} */
    const groups = new Map();
    list.forEach((route, order) => {
      if (route.routes) visit(route.routes, route.path);
      else if (route.exact) {
        const key = shardKeyOf(parentPath, route.path);
        if (key === undefined) return;
        const members = groups.get(key) ?? [];
        members.push({ order, route });
        groups.set(key, members);
      }
    });
    const shardGroups = [...groups].filter(([, members]) => members.length >= minShardSize);
    if (shardGroups.length === 0) return;
    const listIndex = lists.length;
    lists.push({ orders: [] });
    for (const [key, members] of shardGroups) {
      const buckets = Math.ceil(members.length / maxShardSize);
      /** @type {Map<number, { order: number, route: Route }[]>} */
      const byBucket = new Map();
      for (const member of members) {
        const index = buckets === 1 ? 0 : bucketBelow(parentPath, member.route.path, buckets);
        byBucket.set(index, [...(byBucket.get(index) ?? []), member]);
      }
      for (const [index, bucketMembers] of [...byBucket].sort(([a], [b]) => a - b)) {
        const bucket = buckets === 1 ? undefined : { index, of: buckets };
        const chunkName = shardChunkName({ parentPath, key, bucket });
        const id = chunkName.slice('routes-'.length);
        if (shardsById.has(id))
          throw new Error(
            `lazy-routes: two route shards have the id ${id} (${parentPath} ${key}); change shardChunkName in src/plugins/lazy-routes/shard-key.cjs.`,
          );
        const shard = {
          id,
          chunkName,
          list: listIndex,
          parentPath,
          key,
          ...(bucket ? { bucket } : {}),
          routes: bucketMembers,
          chunkNames: [],
          docs: [],
        };
        shardsById.set(id, shard);
        for (const { route } of bucketMembers) shardOfRoute.set(route, shard);
      }
    }
    lists[listIndex].orders = list.flatMap((route, order) => (shardOfRoute.has(route) ? [] : [order]));
    listIndexOf.set(list, listIndex);
  }
  /** @type {Map<Route[], number>} */
  const listIndexOf = new Map();
  // The top-level list is rendered once, when the main bundle starts: it always stays whole.
  for (const route of routes) if (route.routes) visit(route.routes, route.path);

  // A registry entry moves to a shard when every route that uses it is in that shard.
  /** @type {Map<string, Set<Shard | null>>} */
  const usersOfChunk = new Map();
  const routeKeysInShards = new Set();
  /** @param {Route[]} list */
  function collectUsers(list) {
    for (const route of list) {
      const routeKey = `${route.component.path}-${route.component.hash}`;
      const shard = shardOfRoute.get(route) ?? null;
      if (shard) routeKeysInShards.add(routeKey);
      for (const chunkName of flatChunkNames(routesChunkNames[routeKey])) {
        usersOfChunk.set(chunkName, (usersOfChunk.get(chunkName) ?? new Set()).add(shard));
      }
      if (route.routes) collectUsers(route.routes);
    }
  }
  collectUsers(routes);
  const chunkNamesInShards = new Set();
  for (const [chunkName, users] of usersOfChunk) {
    const [only] = users;
    if (users.size === 1 && only) {
      only.chunkNames.push(chunkName);
      chunkNamesInShards.add(chunkName);
    }
  }

  const registryLines = readRegistry(registrySource);
  for (const chunkName of chunkNamesInShards) {
    if (!registryLines.has(chunkName))
      throw new Error(
        `lazy-routes: chunk "${chunkName}" of routesChunkNames.json is not in .docusaurus/registry.js; the generated files are out of step (run \`npm run clear\`).`,
      );
  }

  const docsInShards = moveDocs(globalData, shardOfRoute, keptDocIds);
  return {
    shards: [...shardsById.values()],
    lists,
    routes,
    listIndexOf,
    routesInShards: new Set(shardOfRoute.keys()),
    routeKeysInShards,
    chunkNamesInShards,
    docsInShards,
    registryLines,
    globalData,
    routesChunkNames,
  };

  /**
   * The docs plugins' global data of the docs whose route is in a shard goes with it, except a
   * version's main doc and the docs in `keptDocIds`, which pages outside any doc look up. A shard
   * also carries the docs with the same id in the other versions, for the version menu's links.
   * @param {Record<string, Record<string, unknown>>} data
   * @param {Map<Route, Shard>} shards
   * @param {Set<string>} kept
   */
  function moveDocs(data, shards, kept) {
    // A doc's path can keep a trailing slash its route has lost ("types/" for a category's index).
    /** @param {string} docPath */
    const pathKey = (docPath) => docPath.replace(/\/+$/, '');
    /** @type {Map<string, Shard>} */
    const shardOfPath = new Map([...shards].map(([route, shard]) => [pathKey(route.path), shard]));
    /** @type {Set<GlobalDoc>} */
    const moved = new Set();
    for (const [plugin, instances] of Object.entries(data)) {
      for (const [instance, pluginData] of Object.entries(instances)) {
        const versions = /** @type {{ versions?: unknown }} */ (pluginData).versions;
        if (!Array.isArray(versions)) continue;
        /** @type {Map<string, { version: string, doc: GlobalDoc, movable: boolean }[]>} */
        const docsById = new Map();
        /** @type {Map<string, Set<Shard>>} */
        const shardsOfId = new Map();
        for (const version of /** @type {GlobalVersion[]} */ (versions)) {
          if (!Array.isArray(version.docs)) continue;
          for (const doc of version.docs) {
            const shard = shardOfPath.get(pathKey(doc.path));
            const movable = Boolean(shard) && doc.id !== version.mainDocId && !kept.has(doc.id);
            const entries = docsById.get(doc.id) ?? [];
            entries.push({ version: version.name, doc, movable });
            docsById.set(doc.id, entries);
            if (shard) shardsOfId.set(doc.id, (shardsOfId.get(doc.id) ?? new Set()).add(shard));
          }
        }
        for (const [id, entries] of docsById) {
          for (const entry of entries) if (entry.movable) moved.add(entry.doc);
          for (const shard of shardsOfId.get(id) ?? []) {
            for (const entry of entries) if (entry.movable) shard.docs.push({ plugin, instance, version: entry.version, doc: entry.doc });
          }
        }
      }
    }
    return moved;
  }
}

/** One entry of registry.js (the file's closing brace follows the last one on its line). */
const registryEntry = /^(\s*)"([^"]+)": \[\(\) => import\(.*\)\],/;

/**
 * Each registry entry's code, by chunk name.
 * @param {string} source
 * @returns {Map<string, string>}
 */
function readRegistry(source) {
  const lines = new Map();
  for (const line of source.split('\n')) {
    const entry = registryEntry.exec(line);
    if (entry) lines.set(entry[2], entry[0]);
  }
  return lines;
}

/**
 * One route as routes.js writes it.
 * @param {Route} route
 * @param {(routes: Route[]) => string} listCode the code of a route's child list
 */
function routeCode(route, listCode) {
  const parts = Object.entries(route).map(([name, value]) => {
    if (name === 'component') {
      const call = /** @type {ComponentCall} */ (value);
      return `component: ComponentCreator(${[call.path, call.hash]
        .filter((arg) => arg !== undefined)
        .map((arg) => JSON.stringify(arg))
        .join(', ')})`;
    }
    if (name === 'routes') return `routes: ${listCode(/** @type {Route[]} */ (value))}`;
    return `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
  });
  return `{${parts.join(', ')}}`;
}

/**
 * What a shard module hands runtime.ts's `addChunkFiles` until the production build writes its
 * chunks' files and ids there (chunk-maps.ts).
 * @param {string} shardId
 */
const chunkFilesPlaceholder = (shardId) => `lazy-routes-chunk-files:${shardId}`;
/** @param {string} shardId */
const chunkIdsPlaceholder = (shardId) => `lazy-routes-chunk-ids:${shardId}`;

module.exports = { planFor, chunkFilesPlaceholder, chunkIdsPlaceholder, shardKeyOf, readRoutes, routeCode, registryEntry, generatedFiles };
