import type { RouteConfig } from '@docusaurus/types';
import { sidebarDocId, withSlimVersionDocs } from '../../../src/plugins/slim-docs';
import { withVersionPerSidebar } from '../../../src/plugins/slim-docs/version-per-sidebar';

const page = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  ...(sidebar ? { sidebar } : {}),
  modules: { content: `@site/docs${path}.md` },
});
const link = (href: string) => ({ type: 'link', label: href, href, docId: href.replace('/docs/next/', '') });

/** The routes the docs plugin adds for one version: its root carries the version's metadata. */
function docsRoutes(pages: RouteConfig[], docsSidebars: Record<string, unknown[]>): RouteConfig {
  const version = {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    docsSidebars,
    docs: Object.fromEntries(
      pages.map(({ path, sidebar }) => [
        path,
        { id: path, title: `Title of ${path}`, description: 'Some words.', ...(sidebar ? { sidebar } : {}) },
      ]),
    ),
  };
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs/next',
        component: '@theme/DocVersionRoot',
        priority: -1,
        props: { version },
        routes: [
          { path: '/docs/next', component: '@theme/DocRoot', routes: pages },
          { path: '/docs/next/tags', component: '@theme/DocTagsListPage', exact: true },
        ],
      },
    ],
  };
}

const guide = [page('/docs/next/guide/intro', 'guide'), page('/docs/next/guide/start/setup', 'guide')];
const api = [page('/docs/next/api/', 'api'), page('/docs/next/api/classes/A', 'api'), page('/docs/next/api/types/B', 'api')];
const sidebars = { guide: guide.map(({ path }) => link(path)), api: api.map(({ path }) => link(path)) };

type VersionRoute = RouteConfig & { props: { version: { docsSidebars: Record<string, unknown>; docs: Record<string, unknown> } } };
const versionRoutes = (route: RouteConfig) => route.routes as VersionRoute[];
const summary = (route: RouteConfig) =>
  versionRoutes(route).map((version) => ({
    path: version.path,
    sidebars: Object.keys(version.props.version.docsSidebars),
    routes: version.routes!.map((child) => [child.path, ...(child.routes ?? []).map((leaf) => leaf.path)]),
  }));

describe('the slim version metadata', () => {
  it('leaves the version’s docs map empty: only DocCard reads it, through a lookup that tolerates that', () => {
    const slim = withSlimVersionDocs(docsRoutes(guide, { guide: sidebars.guide }));
    expect(versionRoutes(slim)[0].props.version.docs).toEqual({});
  });

  it('gives every doc link of the sidebars the same docId, which the theme only tests for', () => {
    const category = {
      type: 'category',
      label: 'More',
      items: [link('/docs/next/guide/c'), { type: 'link', label: 'Elsewhere', href: 'https://example.com' }],
    };
    const slim = withSlimVersionDocs(docsRoutes(guide, { guide: [...sidebars.guide, category] }));
    expect(versionRoutes(slim)[0].props.version.docsSidebars.guide).toEqual([
      ...sidebars.guide.map((item) => ({ ...item, docId: sidebarDocId })),
      { ...category, items: [{ ...link('/docs/next/guide/c'), docId: sidebarDocId }, category.items[1]] },
    ]);
  });

  it('leaves the rest of the metadata, the routes and the original objects as they were', () => {
    const original = docsRoutes(guide, { guide: sidebars.guide });
    const before = JSON.stringify(original);
    const slim = withSlimVersionDocs(original);
    const { docs: _docs, docsSidebars: _sidebars, ...rest } = versionRoutes(slim)[0].props.version;
    const { docs: _originalDocs, docsSidebars: _originalSidebars, ...originalRest } = versionRoutes(original)[0].props.version;
    expect(rest).toEqual(originalRest);
    expect(versionRoutes(slim)[0].routes).toEqual(versionRoutes(original)[0].routes);
    expect(JSON.stringify(original)).toBe(before);
  });
});

describe('a version route per sidebar', () => {
  it('gives each sidebar whose pages share a path prefix a version route there, with its pages and its sidebar only', () => {
    const split = withVersionPerSidebar(docsRoutes([...guide, ...api], sidebars));
    expect(summary(split)).toEqual([
      { path: '/docs/next/guide', sidebars: ['guide'], routes: [['/docs/next/guide', ...guide.map(({ path }) => path)]] },
      { path: '/docs/next/api', sidebars: ['api'], routes: [['/docs/next/api', ...api.map(({ path }) => path)]] },
      // The version's own route stays last: tag pages, and every other path (its not-found page).
      { path: '/docs/next', sidebars: [], routes: [['/docs/next'], ['/docs/next/tags']] },
    ]);
    const [guideRoute, apiRoute] = versionRoutes(split);
    expect(guideRoute.props.version.docsSidebars).toEqual({ guide: sidebars.guide });
    expect(apiRoute.props.version.docsSidebars).toEqual({ api: sidebars.api });
    // The rest of the route and of the metadata is the version's.
    expect({ ...apiRoute, path: '/docs/next', routes: undefined, props: undefined }).toEqual({
      ...versionRoutes(docsRoutes([], {}))[0],
      routes: undefined,
      props: undefined,
    });
    expect({ ...apiRoute.props.version, docsSidebars: undefined }).toEqual({
      ...versionRoutes(docsRoutes([...guide, ...api], sidebars))[0].props.version,
      docsSidebars: undefined,
    });
  });

  it('keeps in the version’s route a sidebar whose prefix other pages share, or that is the version’s own path', () => {
    const stray = page('/docs/next/api/notes', undefined);
    const topLevel = [page('/docs/next/intro', 'top'), page('/docs/next/guide/more', 'top')];
    const split = withVersionPerSidebar(docsRoutes([...guide, ...api, stray, ...topLevel], { ...sidebars, top: [] }));
    expect(summary(split)).toEqual([
      {
        path: '/docs/next',
        sidebars: ['guide', 'api', 'top'],
        routes: [['/docs/next', ...[...guide, ...api, stray, ...topLevel].map(({ path }) => path)], ['/docs/next/tags']],
      },
    ]);
  });

  it('leaves a version with one sidebar, and routes that are not versions, as they were', () => {
    const single = docsRoutes(guide, { guide: sidebars.guide });
    expect(withVersionPerSidebar(single)).toEqual(single);
    const other: RouteConfig = { path: '/', component: '@site/src/pages/index.tsx', exact: true };
    expect(withVersionPerSidebar(other)).toBe(other);
  });

  it('does not change the routes it is given', () => {
    const original = docsRoutes([...guide, ...api], sidebars);
    const before = JSON.stringify(original);
    withVersionPerSidebar(original);
    expect(JSON.stringify(original)).toBe(before);
  });
});
