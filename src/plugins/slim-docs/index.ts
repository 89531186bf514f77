import docsPlugin, { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';

/**
 * Docusaurus's docs plugin, with less data sent to every doc page. The plugin gives each version's
 * root route its metadata as props, and that chunk loads on every doc page of the version. Its
 * `docs` map carries every page's title and description, but the theme reads the map only in
 * `<DocCard>` (`useDocById`), and only for the description, as a fallback for the card's own.
 * Titles and descriptions compress badly: with 370 pages Next's chunk was 22.4 KB gzip, 9.6 KB
 * without descriptions and 8.2 KB without titles either. Each entry keeps its id and sidebar, so
 * a card's lookup still finds its doc. Pages keep their titles and descriptions in their own
 * metadata, their HTML, the search index and llms.txt.
 */
const slimDocsPlugin: PluginModule = async (context: LoadContext, options: unknown): Promise<Plugin> => {
  // Docusaurus has validated the options with the docs plugin's own validateOptions (below).
  const plugin = await docsPlugin(context, options as PluginOptions);
  const slim: Plugin<LoadedContent> = {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withSlimVersionDocs(route));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
  // Docusaurus hands each plugin back the content it loaded, so the content type holds.
  return slim as Plugin;
};

// Docusaurus validates a function plugin's options with the function's own validateOptions.
slimDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default slimDocsPlugin;

interface VersionProp {
  docs?: Record<string, { id: string; title?: string; description?: string; sidebar?: string }>;
}

/** The route, with the `docs` entries of the version routes below it left with their ids and sidebars only. */
export function withSlimVersionDocs(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withSlimVersionDocs);
  const version = (route.props as { version?: VersionProp } | undefined)?.version;
  if (!version?.docs) return routes ? { ...route, routes } : route;
  const docs = Object.fromEntries(Object.entries(version.docs).map(([key, { id, sidebar }]) => [key, sidebar === undefined ? { id } : { id, sidebar }]));
  return { ...route, ...(routes ? { routes } : {}), props: { ...route.props, version: { ...version, docs } } };
}
