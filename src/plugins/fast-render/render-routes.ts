import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { __RouterContext, matchPath, Route, type match as RouteMatch, type RouteProps, type SwitchProps } from 'react-router';
import type { RouteConfig, RouteConfigComponentProps } from 'react-router-config';

/**
 * react-router-config's `renderRoutes`, as `@docusaurus/renderRoutes`, without building a
 * `<Route>` element for every route on each render. The original hands one element per route to
 * a `<Switch>`, which walks them in order and renders the first that matches; a version's docs
 * are hundreds of routes, so each page render made and walked hundreds of elements to keep one.
 * This walks the route objects in the same order with the same test, and renders the same
 * `<Route>` the `<Switch>` would have: same key, props, location and computed match.
 */
export default function renderRoutes(routes: RouteConfig[] | undefined, extraProps: object = {}, switchProps: SwitchProps = {}): ReactNode {
  return routes ? createElement(FirstMatchingRoute, { routes, extraProps, location: switchProps.location }) : null;
}

/** Props a `<Switch>` gives the element it renders, besides the route's own. */
type SwitchedRouteProps = { location: NonNullable<SwitchProps['location']>; computedMatch: RouteMatch };
const SwitchedRoute = Route as ComponentType<RouteProps & SwitchedRouteProps>;

function FirstMatchingRoute({
  routes,
  extraProps,
  location: givenLocation,
}: {
  routes: RouteConfig[];
  extraProps: object;
  location: SwitchProps['location'];
}): ReactNode {
  const context = useContext(__RouterContext);
  if (!context) throw new Error('renderRoutes: rendered outside a <Router>.');
  const location = givenLocation || context.location;
  for (let index = 0; index < routes.length; index++) {
    const route = routes[index];
    // What <Switch> asks of each child: matchPath with the route's path, exact and strict.
    const computedMatch = route.path
      ? matchPath(location.pathname, { path: route.path, exact: route.exact, strict: route.strict })
      : context.match;
    if (!computedMatch) continue;
    return createElement(SwitchedRoute, {
      key: route.key || index,
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      location,
      computedMatch,
      render: (props) => {
        const routeProps = { ...props, ...extraProps, route } as RouteConfigComponentProps;
        return route.render
          ? route.render(routeProps)
          : createElement(route.component as ComponentType<RouteConfigComponentProps>, routeProps);
      },
    });
  }
  return null;
}
