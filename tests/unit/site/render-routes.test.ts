import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { renderRoutes as upstreamRenderRoutes, type RouteConfig, type RouteConfigComponentProps } from 'react-router-config';
import renderRoutes from '../../../src/plugins/fast-render/render-routes';

/** A route component that shows what it was given: the match, the location and the extra props. */
function Shown({ match, location, route, label, children }: RouteConfigComponentProps & { label?: string; children?: ReactNode }) {
  return createElement(
    'section',
    { 'data-route': String(route?.path ?? '(none)') },
    `${label ?? ''} url=${match.url} path=${match.path} exact=${match.isExact} params=${JSON.stringify(match.params)} at=${location.pathname}`,
    children,
  );
}

/** A docs-like tree: a layout route whose child routes are each one page, then a catch-all. */
const routes: RouteConfig[] = [
  { path: '/', exact: true, component: Shown },
  {
    path: '/docs',
    component: (props: RouteConfigComponentProps) =>
      createElement(Shown, props, props.route?.routes && renderRoutes(props.route.routes, { label: 'nested' })),
    routes: [
      { path: '/docs/intro', exact: true, component: Shown },
      { path: '/docs/:section/:page', exact: true, strict: true, component: Shown },
      { path: '/docs/api', render: (props) => createElement('em', null, `rendered at ${props.match.url}`) },
      { component: Shown, key: 'fallback' },
    ],
  },
  { path: '/search', exact: true, component: Shown },
  { component: Shown },
];

/** The same tree rendered by react-router-config's own function, nested routes included. */
const upstreamRoutes: RouteConfig[] = routes.map((route) =>
  route.path === '/docs'
    ? {
        ...route,
        component: (props: RouteConfigComponentProps) =>
          createElement(Shown, props, props.route?.routes && upstreamRenderRoutes(props.route.routes, { label: 'nested' })),
      }
    : route,
);

const render = (location: string, tree: ReactNode) => renderToString(createElement(StaticRouter, { location }, tree));

describe("fast-render's renderRoutes", () => {
  it.each([
    '/',
    '/docs/intro',
    '/docs/guide/setup',
    '/docs/guide/setup/',
    '/docs/api/classes/CommandKit',
    '/docs/other',
    '/search',
    '/missing',
    '/DOCS/INTRO',
  ])('renders %s exactly as react-router-config does', (location) => {
    const ours = render(location, renderRoutes(routes, { label: 'top' }));
    expect(ours).toBe(render(location, upstreamRenderRoutes(upstreamRoutes, { label: 'top' })));
    expect(ours).not.toBe('');
  });

  it('honours the location given to the switch, as <Switch location> does', () => {
    const given = { pathname: '/search', search: '', hash: '', state: undefined };
    expect(render('/docs/intro', renderRoutes(routes, {}, { location: given }))).toBe(
      render('/docs/intro', upstreamRenderRoutes(upstreamRoutes, {}, { location: given })),
    );
    expect(render('/docs/intro', renderRoutes(routes, {}, { location: given }))).toContain('data-route="/search"');
  });

  it('renders nothing for no routes, or when none matches', () => {
    expect(renderRoutes(undefined)).toBeNull();
    expect(render('/elsewhere', renderRoutes([{ path: '/docs', component: Shown }]))).toBe('');
  });

  it('keys the rendered route as the switch does, by the route’s key or its position', () => {
    const element = (location: string) => {
      const switched = renderRoutes(routes) as { type: (props: object) => { key: string | null } | null; props: object };
      let found: { key: string | null } | null = null;
      render(
        location,
        createElement(() => ((found = switched.type(switched.props)), null)),
      );
      return found as { key: string | null } | null;
    };
    expect(element('/search')?.key).toBe('2');
  });
});
