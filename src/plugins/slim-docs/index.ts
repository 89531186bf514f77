import docsPlugin, { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { cacheVersionNaming, filesIn } from '../bundler-cache-version';
import { withVersionPerSidebar } from './version-per-sidebar';
import { staticMarkdownRules, staticMarkdownThemePath, staticMarkdownUpstream } from '../static-markdown';
import { checkUpstreamFiles, upstreamPathPattern, type UpstreamFile } from '../upstream-files';
import { writeContentFragments } from '../static-markdown/content-fragments';
import { speedLayerPieces } from '../../config/speed-layer';

/**
 * Docusaurus's docs plugin, with less data sent to every doc page. The plugin gives each version's
 * root route its metadata as props, and that chunk loads on every doc page of the version.
 *
 * - Its `docs` map carries every page's id, title, description and sidebar, but the theme reads
 *   the map in one place: `<DocCard>` looks up a sidebar item's doc there (`useDocById`) for a
 *   description to show when the item has none of its own. The map is left empty, and DocCard's
 *   lookup (doc-card-client.ts) finds no doc rather than throwing, so a card shows the item's own
 *   description. With 320 docs in Next, the map was 22.4 KB gzip, 3.2 KB with ids only.
 * - For the same reason nothing in the browser looks a doc up by a sidebar link's `docId`; the
 *   theme only tests that a link has one (breadcrumbs: a link to a doc). Every doc link carries
 *   the same short `docId`: the API sidebar's unique ids were 1.1 KB gzip of every API page.
 * - Each version's route is split by sidebar (version-per-sidebar.ts), so a page loads its own
 *   sidebar only: a guide page no longer loads the API sidebar, which grows with the API.
 * - In production, a page whose Markdown renders to plain HTML does not send its content to the
 *   browser a second time, as compiled JavaScript: the browser shows the HTML it has
 *   (../static-markdown).
 *
 * Pages keep their titles and descriptions in their own metadata, their HTML, the search index
 * and llms.txt.
 */
const slimDocsPlugin: PluginModule = async (context: LoadContext, options: unknown): Promise<Plugin> => {
  checkUpstreamFiles(staticMarkdown ? [docCardFile, staticMarkdownUpstream] : [docCardFile]);
  // Docusaurus has validated the options with the docs plugin's own validateOptions (below).
  const plugin = await docsPlugin(context, options as PluginOptions);
  const slim: Plugin<LoadedContent> = {
    ...plugin,
    ...(staticMarkdown && {
      getThemePath: () => staticMarkdownThemePath,
      async postBuild(props) {
        await plugin.postBuild?.(props);
        // Each page's content on its own, for in-app navigations to pages sent as HTML (../static-markdown).
        const permalinks = props.content.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink));
        await writeContentFragments(props.outDir, props.baseUrl, permalinks);
      },
    }),
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withVersionPerSidebar(withSlimVersionDocs(route)));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
    configureWebpack(config, isServer, utils, content) {
      const docs = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      const rules = [...(docs.module?.rules ?? []), docCardClientRule];
      // In production, the browser gets static pages' HTML instead of their compiled Markdown.
      if (staticMarkdown && !isServer && config.mode === 'production') rules.push(...staticMarkdownRules(markdownIncludes(rules)));
      return {
        ...docs,
        ...cacheVersionNaming(config, 'slim-docs', [...filesIn(__dirname), ...filesIn(staticMarkdownDir)]),
        module: { ...docs.module, rules },
      };
    },
  };
  // Docusaurus hands each plugin back the content it loaded, so the content type holds.
  return slim as Plugin;
};

const staticMarkdownDir = path.join(__dirname, '../static-markdown');
/** static-markdown works through this plugin, and has its own switch (src/config/speed-layer.ts). */
const staticMarkdown = speedLayerPieces['static-markdown'].enabled;

/** The content folders of the docs plugin's MDX rule. */
function markdownIncludes(rules: unknown[]): RuleSetRule['include'] {
  const mdxRule = rules.find(
    (rule): rule is RuleSetRule =>
      typeof rule === 'object' && rule !== null && 'test' in rule && rule.test instanceof RegExp && rule.test.test('page.mdx'),
  );
  if (!mdxRule?.include)
    throw new Error(
      'slim-docs: the docs plugin added no MDX rule with content folders; update src/plugins/slim-docs for this Docusaurus version.',
    );
  return mdxRule.include;
}

/** DocCard's import of the docs plugin's client API resolves to doc-card-client.ts, in both bundles (a rule's `resolve` applies to the imports of the modules it matches). */
const docCardFile: UpstreamFile = {
  piece: 'slim-docs',
  package: '@docusaurus/theme-classic',
  file: 'lib/theme/DocCard/index.js',
  contains: ["from '@docusaurus/plugin-content-docs/client'"],
};
const docCardClientRule = {
  test: upstreamPathPattern(docCardFile),
  resolve: { alias: { '@docusaurus/plugin-content-docs/client$': path.join(__dirname, 'doc-card-client.ts') } },
};

// Docusaurus validates a function plugin's options with the function's own validateOptions.
slimDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default slimDocsPlugin;

interface SidebarItem {
  type?: string;
  docId?: string;
  items?: SidebarItem[];
}

interface VersionProp {
  docs?: Record<string, unknown>;
  docsSidebars?: Record<string, SidebarItem[]>;
}

/** The `docId` every doc link of a sidebar carries in the version metadata (see the plugin's comment). */
export const sidebarDocId = 'doc';

/**
 * The route, with the `docs` map of the version routes below it left empty and their sidebars'
 * doc links all carrying `sidebarDocId` (see the plugin's comment).
 */
export function withSlimVersionDocs(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withSlimVersionDocs);
  const version = (route.props as { version?: VersionProp } | undefined)?.version;
  if (!version?.docs) return routes ? { ...route, routes } : route;
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars ?? {}).map(([name, items]) => [name, withSidebarDocIds(items)]),
  );
  return { ...route, ...(routes ? { routes } : {}), props: { ...route.props, version: { ...version, docs: {}, docsSidebars } } };
}

function withSidebarDocIds(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.docId ? { docId: sidebarDocId } : {}),
    ...(item.items ? { items: withSidebarDocIds(item.items) } : {}),
  }));
}
