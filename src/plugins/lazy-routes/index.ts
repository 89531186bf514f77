import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheVersionNaming, filesIn } from '../bundler-cache-version';
import type { Compiler } from '@rspack/core';
import { generatedFiles, planFor } from './plan.cjs';
import { moveShardChunksOutOfRuntime } from './chunk-maps';
import { checkUpstreamFiles, upstreamPathPattern, type UpstreamFile } from '../upstream-files';

/** Docusaurus's route preloading, swapped out in the browser bundle for preload.ts. */
const upstreamPreload: UpstreamFile = {
  piece: 'lazy-routes',
  package: '@docusaurus/core',
  file: 'lib/client/preload.js',
  exports: ['default'],
};

/**
 * The route data of most pages leaves the browser's main bundle, so that it stays the same size
 * as the site grows: the leaf routes under each docs root, grouped by their first path segments
 * (one group is Next's `api-reference/types/*`), become chunks the browser loads when it needs
 * them, with their registry entries, chunk names and docs' global data (plan.cjs,
 * generated-files-loader.cjs). Before Docusaurus hydrates a page or shows one navigated to, its
 * preload loads the page's group first (preload.ts, runtime.ts). Each page's HTML names its group's
 * chunk next to its own, so the browser fetches it with them. The webpack runtime's entries for
 * the chunks only a group loads move into that group's chunk too (chunk-maps.ts). The server
 * bundle renders every page from the complete routes, as before.
 */
export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  const { generatedFilesDir } = context;
  const keptDocIds = navbarDocIds(context.siteConfig.themeConfig.navbar);
  checkUpstreamFiles([upstreamPreload]);
  return {
    name: 'lazy-routes',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        ...cacheVersionNaming(config, 'lazy-routes', filesIn(__dirname)),
        module: {
          rules: [
            {
              test: (file: string) => path.dirname(file) === generatedFilesDir && generatedFiles.includes(path.basename(file)),
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'generated-files-loader.cjs'), options: { generatedFilesDir, keptDocIds } }],
            },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(upstreamPathPattern(upstreamPreload), path.join(__dirname, 'preload.ts')),
          {
            apply(compiler: Compiler) {
              // Production builds only: the development server pre-renders nothing and keeps every chunk in the runtime.
              if (compiler.options.mode !== 'production') return;
              compiler.hooks.afterEmit.tap('lazy-routes', () => addShardsToManifest(generatedFilesDir, keptDocIds));
              const { Compilation } = compiler.webpack;
              compiler.hooks.thisCompilation.tap('lazy-routes', (compilation) =>
                // Before minification, which then covers the rewritten scripts.
                compilation.hooks.processAssets.tap({ name: 'lazy-routes', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () =>
                  moveShardChunksOutOfRuntime(compiler, compilation, planFor(generatedFilesDir, keptDocIds).plan),
                ),
              );
            },
          },
        ],
      };
    },
  };
}

/**
 * Docusaurus lists the scripts of a pre-rendered page from the chunk names the page used and the
 * client manifest's chunks for each name (see the page-scripts plugin). A page of a shard uses its
 * own chunks but not the shard's, which only the browser needs: each chunk name a shard took over
 * also brings the shard's chunks, so the page's HTML names them and the browser fetches the shard
 * alongside main.js, not after it.
 */
function addShardsToManifest(generatedFilesDir: string, keptDocIds: string[]): void {
  const manifestFile = path.join(generatedFilesDir, 'client-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { origins: Record<string, (string | number)[]> };
  const { plan } = planFor(generatedFilesDir, keptDocIds);
  for (const shard of plan.shards) {
    const shardChunks = manifest.origins[shard.chunkName];
    if (!shardChunks)
      throw new Error(
        `lazy-routes: the client manifest has no chunk "${shard.chunkName}" (route shard ${shard.parentPath} ${shard.key}); run \`npm run clear\` and build again.`,
      );
    for (const chunkName of shard.chunkNames) {
      const chunks = manifest.origins[chunkName];
      if (chunks) manifest.origins[chunkName] = [...new Set([...chunks, ...shardChunks])];
    }
  }
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

interface NavbarItem {
  docId?: unknown;
  items?: NavbarItem[];
}

/** The doc ids navbar items link to, whose global data every page needs. */
function navbarDocIds(navbar: unknown): string[] {
  const ids: string[] = [];
  const visit = (items: NavbarItem[] | undefined) => {
    for (const item of items ?? []) {
      if (typeof item.docId === 'string') ids.push(item.docId);
      visit(item.items);
    }
  };
  visit((navbar as { items?: NavbarItem[] } | undefined)?.items);
  return ids;
}
