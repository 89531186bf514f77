import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { searchPluginName, type SearchGlobalData } from '../../search/global-data';
import { manifestPath } from '../../search/index-format';
import type { SearchBackend } from './backend';
import type { DocsContent } from './dev-index';
import { indexSite } from './index-site';
import { cacheVersionNaming } from '../bundler-cache-version';

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
 * fixes three DocSearch 4.7 bugs that hide its no-results suggestions and its network-error
 * screen, and show "No results" before the first answer (see docsearch-fixes-loader.cjs).
 *
 * Under `docusaurus start` there is no built HTML: the local index is made from the docs'
 * Markdown as Docusaurus loads it (and reloads it on every change), written to a folder the dev
 * server serves at the same address as the build's, and the browser re-reads its manifest.
 */
export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateOptions(rawOptions);
  const local = options.backend.kind === 'local';
  const ignoreText = (options.ignoreText ?? defaultIgnoreText).map((source) => new RegExp(source));
  const dev = local && process.env.NODE_ENV === 'development';
  const servedDir = dev ? path.join(context.generatedFilesDir, `${searchPluginName}-dev`) : '';
  if (dev) mkdirSync(servedDir, { recursive: true });
  const devIndex = dev
    ? // Loaded here: the Markdown pipeline behind it (unified, remark, rehype) took a production
      // build 0.2 s to load for nothing.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./dev-server-index') as typeof import('./dev-server-index')).createDevServerIndex({
        servedDir,
        indexName: options.backend.indexName,
        siteDir: context.siteDir,
        baseUrl: context.baseUrl,
        language: context.i18n.currentLocale,
        pluginId: 'default',
        sidebarLabels: docSidebarLabels(context.siteConfig.themeConfig),
        ignoreText,
      })
    : undefined;
  return {
    name: searchPluginName,

    async contentLoaded({ actions }) {
      const data: SearchGlobalData = { backend: options.backend.kind, manifestPath, ...(dev ? { live: true } : {}) };
      actions.setGlobalData(data);
    },

    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (devIndex && docs) devIndex.update(docs);
    },

    // The same rules for both back ends (the bundler's cache does not see the environment):
    // the choice is made at run time from the global data above.
    configureWebpack(config) {
      const fixesLoader = path.join(__dirname, 'docsearch-fixes-loader.cjs');
      const rules: RuleSetRule[] = [
        { test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/, use: [fixesLoader] },
        {
          test: /[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
          resolve: {
            alias: {
              '@docusaurus/Head': path.join(__dirname, '..', '..', 'search', 'ui', 'HeadWithoutPreconnect.tsx'),
              // The search bar loads DocSearch's whole style sheet with the modal; the button's part
              // is loaded with every page by src/theme/SearchBar, so only the modal's is left here.
              '@docsearch/react/style$': '@docsearch/css/dist/modal.css',
            },
          },
        },
      ];
      // Docusaurus puts all CSS into one file that every page loads. The modal's style sheet
      // (6 KB gzip) and the search UI's own (src/search/ui) stay in the chunks that use them
      // instead: the modal's and the search page's.
      const optimization = {
        splitChunks: {
          cacheGroups: {
            styles: { test: /^(?!.*(?:[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css|[\\/]src[\\/]search[\\/]ui[\\/][^\\/]+\.css)$)/ },
          },
        },
      };
      // Only `docusaurus start` reads devServer: it serves the dev index beside the static files,
      // without reloading the page when the index changes.
      const devServer = dev ? { static: [{ directory: servedDir, publicPath: context.baseUrl, watch: false }] } : undefined;
      // Rspack's cache would keep the modal as the previous fixes made it (see bundler-cache-version.ts).
      return {
        ...cacheVersionNaming(config, 'docsearch-fixes', [fixesLoader]),
        module: { rules },
        optimization,
        ...(devServer ? { devServer } : {}),
      };
    },

    async postBuild({ outDir, siteConfig }) {
      if (!local) return;
      const { manifest, pages, ms } = await indexSite({
        siteDir: outDir,
        outDir,
        indexName: options.backend.indexName,
        ignoreText,
        trailingSlash: siteConfig.trailingSlash,
        // Beside the bundler's cache, so `docusaurus clear` and clean builds drop it too.
        cacheFile: path.join(context.siteDir, 'node_modules', '.cache', 'commandkit-search', 'records.json'),
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

/** The navbar label of each doc sidebar ("guide" → "Guide"): a built page's lvl0 outside any category. */
function docSidebarLabels(themeConfig: Record<string, unknown>): Record<string, string> {
  const items = ((themeConfig.navbar as { items?: unknown[] } | undefined)?.items ?? []) as {
    type?: string;
    sidebarId?: string;
    label?: string;
  }[];
  return Object.fromEntries(
    items.filter((item) => item.type === 'docSidebar' && item.sidebarId && item.label).map((item) => [item.sidebarId!, item.label!]),
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
