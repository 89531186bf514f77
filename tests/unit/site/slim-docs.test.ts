import type { RouteConfig } from '@docusaurus/types';
import { withSlimVersionDocs } from '../../../src/plugins/slim-docs';

// The routes the docs plugin adds for a version: its root carries the version's metadata.
const leaf: RouteConfig = { path: '/docs/next/guide/intro', component: '@theme/DocItem', exact: true, sidebar: 'guide', modules: { content: '@site/docs/guide/intro.md' } };
const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  docsSidebars: { guide: [{ type: 'link', label: 'Introduction', href: '/docs/next/guide/intro', docId: 'guide/intro' }] },
  docs: {
    'guide/intro': { id: 'guide/intro', title: 'Introduction', description: 'Where to start.', sidebar: 'guide' },
    orphan: { id: 'orphan', title: 'Not in a sidebar', description: 'A page of its own.' },
  },
};
const docsRoot: RouteConfig = {
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [{ path: '/docs/next', component: '@theme/DocVersionRoot', props: { version }, routes: [{ path: '/docs/next', component: '@theme/DocRoot', routes: [leaf] }] }],
};

describe('the slim version metadata', () => {
  it('keeps only the id and sidebar of each doc, which is all the theme reads', () => {
    const slim = withSlimVersionDocs(docsRoot);
    const versionRoute = slim.routes![0];
    expect((versionRoute.props as { version: typeof version }).version.docs).toEqual({
      'guide/intro': { id: 'guide/intro', sidebar: 'guide' },
      orphan: { id: 'orphan' },
    });
  });

  it('leaves the rest of the metadata, the routes and the original objects as they were', () => {
    const before = JSON.stringify(docsRoot);
    const slim = withSlimVersionDocs(docsRoot);
    const { docs: _docs, ...rest } = (slim.routes![0].props as { version: typeof version }).version;
    const { docs: _originalDocs, ...originalRest } = version;
    expect(rest).toEqual(originalRest);
    expect(slim.routes![0].routes).toEqual(docsRoot.routes![0].routes);
    expect(JSON.stringify(docsRoot)).toBe(before);
  });
});
