import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { searchPluginName, type SearchGlobalData } from '../../search/global-data';
import { manifestPath } from '../../search/index-format';
import type { SearchBackend } from './backend';
import { indexSite } from './index-site';

export interface SearchIndexPluginOptions {
  backend: SearchBackend;
  /** Regular expressions (sources) for content blocks to leave out of the index. */
  ignoreText?: string[];
}

/** Generated API pages open every member with a "Defined in: file:line" line: noise in results. */
export const defaultIgnoreText = ['^Defined in: '];

/**
 * Search for the site. Tells the browser which back end to use (global data); with the local
 * back end, indexes every built doc page after the build (postBuild reads the HTML, so the
 * index holds exactly what readers see, generated API pages included), and keeps the stock
 * search bar from preconnecting to Algolia, which it would never call. With either back end,
 * fixes two DocSearch 4.7 bugs that hide its no-results suggestions and its network-error
 * screen (see docsearch-fixes-loader.cjs).
 */
export default function searchIndexPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateOptions(rawOptions);
  const local = options.backend.kind === 'local';
  return {
    name: searchPluginName,

    async contentLoaded({ actions }) {
      const data: SearchGlobalData = { backend: options.backend.kind, manifestPath };
      actions.setGlobalData(data);
    },

    // The same rules for both back ends (the bundler's cache does not see the environment):
    // the choice is made at run time from the global data above.
    configureWebpack() {
      const rules: RuleSetRule[] = [
        { test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/, use: [path.join(__dirname, 'docsearch-fixes-loader.cjs')] },
        {
          test: /[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
          resolve: { alias: { '@docusaurus/Head': path.join(__dirname, '..', '..', 'search', 'ui', 'HeadWithoutPreconnect.tsx') } },
        },
      ];
      return { module: { rules } };
    },

    async postBuild({ outDir, siteConfig }) {
      if (!local) return;
      const { manifest, pages, ms } = await indexSite({
        siteDir: outDir,
        outDir,
        indexName: options.backend.indexName,
        ignoreText: (options.ignoreText ?? defaultIgnoreText).map((source) => new RegExp(source)),
        trailingSlash: siteConfig.trailingSlash,
      });
      const shards = await Promise.all(
        manifest.shards.map(async (shard) => {
          const gzip = gzipSync(await readFile(path.join(outDir, shard.file))).length;
          return `${shard.docusaurus_tag} ${shard.records} records, ${kb(shard.bytes)} (${kb(gzip)} gzip)`;
        }),
      );
      console.log(`[search] indexed ${pages} pages in ${Math.round(ms)} ms: ${shards.join('; ')}`);
    },
  };
}

function validateOptions(options: unknown): SearchIndexPluginOptions {
  const backend = (options as Partial<SearchIndexPluginOptions> | undefined)?.backend;
  if (!backend || (backend.kind !== 'local' && backend.kind !== 'algolia') || !backend.indexName) {
    throw new Error(`${searchPluginName}: pass { backend: searchBackendFrom(process.env) } as the plugin's options.`);
  }
  return options as SearchIndexPluginOptions;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
