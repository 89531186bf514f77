import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { BuildCache } from '../build-cache';
import { filesIn } from '../bundler-cache-version';
import { collectSite, type DocsContent } from './collect-site';
import { createDevMiddleware } from './dev-middleware';
import { exportFiles } from './export-files';
import type { PageMarkdown } from './page-markdown';
import type { ExportSite } from './types';
import { writeFiles } from './write-files';

const pluginName = 'llms-export';

type WebpackConfigChanges = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/**
 * The docs for assistants and other tools that read Markdown: every doc page (guides and API pages
 * of every version) also at its URL plus `.md`, and per version an llms.txt (the pages by sidebar
 * section, https://llmstxt.org) and an llms-full.txt (all of them in one file), with the latest
 * release's llms.txt at the site root too. The docs come from the docs plugin's loaded content
 * (permalinks, titles, descriptions, sources, processed sidebars), so nothing here re-derives a
 * path. `docusaurus build` makes the files as soon as the docs are loaded, before bundling (the
 * parsing's garbage is then long collected when the build's memory peaks, at its end), reusing
 * each unchanged doc's Markdown from the last build, and writes them after the HTML;
 * `docusaurus start` serves the same files from memory, made again after each reload of the docs.
 */
export default function llmsExportPlugin(context: LoadContext): Plugin {
  const { siteConfig } = context;
  let site: ExportSite | undefined;
  let files: Promise<Map<string, string>> | undefined;
  const current = (): Promise<Map<string, string>> => {
    if (!site) return Promise.resolve(new Map());
    files ??= exportFiles(site);
    return files;
  };
  const dev = process.env.NODE_ENV === 'development';

  return {
    name: pluginName,

    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      site = docs
        ? collectSite(docs, {
            siteDir: context.siteDir,
            title: siteConfig.title,
            tagline: siteConfig.tagline,
            url: siteConfig.url,
            baseUrl: context.baseUrl,
            sidebarLabels: docSidebarLabels(siteConfig.themeConfig),
          })
        : undefined;
      files = undefined;
      if (site && !dev) {
        files = exportWithCache(site, path.join(context.siteDir, 'node_modules', '.cache', 'commandkit-llms', 'pages.json'));
        await files;
      }
    },

    configureWebpack() {
      if (!dev) return undefined;
      const middleware = createDevMiddleware(current, (line) => console.log(line));
      const withMiddleware = {
        devServer: {
          // Docusaurus merges this with its own setupMiddlewares by calling both with the same
          // array and concatenating what they return; adding to that array and returning nothing
          // more keeps each middleware in the list once.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({ name: pluginName, middleware });
            return [];
          },
        },
      };
      // webpack's Configuration type lists `devServer` only where webpack-dev-server's own types are
      // loaded (the site does not depend on that package directly); Docusaurus reads it all the same.
      return withMiddleware as WebpackConfigChanges;
    },

    async postBuild({ outDir }) {
      const started = performance.now();
      const written = await current();
      await writeFiles(outDir, context.baseUrl, written);
      const pages = [...written.keys()].filter((urlPath) => urlPath.endsWith('.md')).length;
      console.log(
        `[llms] wrote ${pages} Markdown pages and ${written.size - pages} llms files in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

/** What besides a doc's own source and metadata shapes its Markdown: this code and the whole site. */
const cacheCode = [...filesIn(__dirname), path.join(__dirname, '..', '..', '..', 'scripts', 'api', 'typedoc', 'markdown-syntax.ts')];

async function exportWithCache(site: ExportSite, cacheFile: string): Promise<Map<string, string>> {
  const inputs = [...cacheCode.map((file) => readFileSync(file, 'utf8')), JSON.stringify(site)];
  const started = performance.now();
  const cache = await BuildCache.open<PageMarkdown>(cacheFile, inputs);
  const files = await exportFiles(site, undefined, cache);
  await cache.save();
  console.log(
    `[llms] made the Markdown of ${cache.size} docs in ${Math.round(performance.now() - started)} ms, ${cache.reused} of them kept from the last build`,
  );
  return files;
}

/** The navbar label of each doc sidebar ("guide" → "Guide"), as readers know the sidebars. */
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
