// @ts-check
/**
 * Webpack loader for the browser's copies of `.docusaurus/routes.js`, `registry.js`,
 * `routesChunkNames.json` and `globalData.json`: each loses what plan.cjs moves into route shards,
 * and `routes.js?lazy-routes-shard=<id>` is the code of one shard.
 */
const path = require('node:path');
const { planFor, registryEntry, routeCode, chunkFilesPlaceholder, chunkIdsPlaceholder } = require('./plan.cjs');
const stripRegistryModulePaths = require('../lean-client/registry-loader.cjs');

/**
 * @this {{ resourcePath: string, resourceQuery: string, getOptions(): { generatedFilesDir: string, keptDocIds: string[] }, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function lazyRoutesLoader(source) {
  const { generatedFilesDir, keptDocIds } = this.getOptions();
  const { plan, files } = planFor(generatedFilesDir, keptDocIds);
  for (const file of files) this.addDependency(file);
  const shardId = new URLSearchParams(this.resourceQuery).get('lazy-routes-shard');
  switch (path.basename(this.resourcePath)) {
    case 'routes.js':
      return shardId === null ? mainRoutesCode(plan, this.resourcePath) : shardCode(plan, shardId);
    case 'registry.js':
      return source
        .split('\n')
        .map((line) => {
          const entry = registryEntry.exec(line);
          return entry && plan.chunkNamesInShards.has(entry[2]) ? line.slice(entry[0].length) : line;
        })
        .join('\n');
    case 'routesChunkNames.json':
      return JSON.stringify(
        Object.fromEntries(Object.entries(plan.routesChunkNames).filter(([routeKey]) => !plan.routeKeysInShards.has(routeKey))),
      );
    case 'globalData.json':
      return JSON.stringify(plan.globalData, (key, value) =>
        key === 'docs' && Array.isArray(value) ? value.filter((doc) => !plan.docsInShards.has(doc)) : value,
      );
    default:
      return source;
  }
};

/**
 * routes.js without the routes of shards, and with what runtime.ts needs to load them: the lists
 * shards add routes to, the original positions of the routes each list keeps, and the shards.
 * @param {import('./plan.cjs').Plan} plan
 * @param {string} routesFile
 */
function mainRoutesCode(plan, routesFile) {
  /** @param {import('./plan.cjs').Route[]} list @returns {string} */
  const listCode = (list) => {
    const kept = `[${list
      .filter((route) => !plan.routesInShards.has(route))
      .map((route) => routeCode(route, listCode))
      .join(',\n')}]`;
    const index = plan.listIndexOf.get(list);
    return index === undefined ? kept : `lazyRouteLists[${index}] = ${kept}`;
  };
  const shards = plan.shards.map(
    (shard) =>
      `{list: ${shard.list}, parentPath: ${JSON.stringify(shard.parentPath)}, key: ${JSON.stringify(shard.key)}, ${shard.bucket ? `bucket: ${JSON.stringify(shard.bucket)}, ` : ''}load: () => import(/* webpackChunkName: ${JSON.stringify(shard.chunkName)} */ ${JSON.stringify(`${routesFile}?lazy-routes-shard=${shard.id}`)})}`,
  );
  return `import ComponentCreator from '@docusaurus/ComponentCreator';

export const lazyRouteLists = [];
export const lazyRouteOrders = ${JSON.stringify(plan.lists.map((list) => list.orders))};
export const lazyRouteShards = [
${shards.join(',\n')}
];

export default ${listCode(plan.routes)};
`;
}

/**
 * One shard's module: it tells the webpack runtime where its chunks are (chunk-maps.ts) and adds
 * its registry entries and chunk names first, since ComponentCreator reads them when the shard's
 * routes are made; it exports its routes and docs for runtime.ts.
 * @param {import('./plan.cjs').Plan} plan
 * @param {string} shardId
 */
function shardCode(plan, shardId) {
  const shard = plan.shards.find((candidate) => candidate.id === shardId);
  if (!shard)
    throw new Error(
      `lazy-routes: no route shard "${shardId}" in this build; the generated files changed under the bundler (run \`npm run clear\`).`,
    );
  const registryEntries = shard.chunkNames.map((chunkName) =>
    stripRegistryModulePaths(/** @type {string} */ (plan.registryLines.get(chunkName))),
  );
  const chunkNames = shard.routes.map(({ route }) => {
    const routeKey = `${route.component.path}-${route.component.hash}`;
    return `${JSON.stringify(routeKey)}: ${JSON.stringify(plan.routesChunkNames[routeKey])}`;
  });
  const routes = shard.routes.map(({ order, route }) => `[${order}, ${routeCode(route, () => '[]')}]`);
  const docs = shard.docs.map(({ plugin, instance, version, doc }) => JSON.stringify([plugin, instance, version, doc]));
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import { addChunkFiles } from ${JSON.stringify(path.join(__dirname, 'runtime.ts'))};

addChunkFiles(${JSON.stringify(chunkFilesPlaceholder(shardId))}, ${JSON.stringify(chunkIdsPlaceholder(shardId))});
Object.assign(registry, {
${registryEntries.join('\n')}
});
Object.assign(routesChunkNames, {
${chunkNames.join(',\n')}
});

export default {
  list: ${shard.list},
  routes: [
${routes.join(',\n')}
  ],
  docs: [
${docs.join(',\n')}
  ],
};
`;
}
