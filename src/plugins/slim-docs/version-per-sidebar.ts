import type { RouteConfig } from '@docusaurus/types';

/**
 * Splits a docs version's route by sidebar, so that a page loads only its own sidebar.
 *
 * The docs plugin gives each version one route, whose props (the version's metadata, with every
 * sidebar's items) load on every doc page of the version: a guide page loaded the API sidebar,
 * which grows with the API. Here each sidebar whose pages share a path prefix that nothing else
 * of the version uses (`/docs/next/api-reference`) gets a version route of its own at that prefix,
 * placed before the version's route, with its pages and only its sidebar in the metadata. The
 * rest (other pages, tag pages, sidebars that cannot be split) stays in the version's route,
 * which still answers every other path of the version, its not-found page included.
 *
 * A page renders the same: the same components, version metadata and sidebar items.
 */

interface VersionProps {
  version: { docsSidebars?: Record<string, unknown> };
}

/** The routes the docs plugin adds, with each version route split by sidebar where it can be. */
export function withVersionPerSidebar(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes.flatMap((child) => (isVersionRoute(child) ? splitVersionRoute(child) : [withVersionPerSidebar(child)])),
  };
}

function isVersionRoute(route: RouteConfig): boolean {
  return (route.props as Partial<VersionProps> | undefined)?.version?.docsSidebars !== undefined;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** The longest path made of the segments all these paths start with. */
function commonPrefix(paths: string[]): string[] {
  const [first = [], ...rest] = paths.map(segmentsOf);
  let length = first.length;
  for (const segments of rest) {
    let same = 0;
    while (same < Math.min(length, segments.length) && segments[same] === first[same]) same += 1;
    length = same;
  }
  return first.slice(0, length);
}

const isUnder = (path: string, prefix: string[]): boolean => {
  const segments = segmentsOf(path);
  return prefix.every((segment, index) => segments[index] === segment);
};

function splitVersionRoute(versionRoute: RouteConfig): RouteConfig[] {
  const { version } = versionRoute.props as unknown as VersionProps;
  const sidebars = version.docsSidebars ?? {};
  // The docs plugin's layout: the version route holds one doc root route (the pages) and the tag pages.
  const docRoot = versionRoute.routes?.find((child) => child.routes);
  if (!docRoot?.routes || Object.keys(sidebars).length < 2) return [versionRoute];
  const versionDepth = segmentsOf(versionRoute.path).length;
  const allPaths = (versionRoute.routes ?? []).flatMap((child) =>
    child === docRoot ? docRoot.routes!.map((page) => page.path) : [child.path],
  );

  let rest = docRoot.routes;
  const restSidebars = { ...sidebars };
  const split: RouteConfig[] = [];
  for (const name of Object.keys(sidebars)) {
    const pages = rest.filter((page) => page.sidebar === name);
    if (pages.length === 0) continue;
    const prefix = commonPrefix(pages.map((page) => page.path));
    if (prefix.length <= versionDepth) continue;
    const others = allPaths.filter((path) => !pages.some((page) => page.path === path));
    if (others.some((path) => isUnder(path, prefix))) continue;
    const path = `/${prefix.join('/')}`;
    split.push({
      ...versionRoute,
      path,
      props: { ...versionRoute.props, version: { ...version, docsSidebars: { [name]: sidebars[name] } } },
      routes: [{ ...docRoot, path, routes: pages }],
    });
    rest = rest.filter((page) => page.sidebar !== name);
    delete restSidebars[name];
  }
  if (split.length === 0) return [versionRoute];
  const remainder: RouteConfig = {
    ...versionRoute,
    props: { ...versionRoute.props, version: { ...version, docsSidebars: restSidebars } },
    routes: versionRoute.routes!.map((child) => (child === docRoot ? { ...docRoot, routes: rest } : child)),
  };
  return [...split, remainder];
}
