/**
 * Stands in for Docusaurus's `client/preload.js` in the browser bundle: before it loads a page's
 * route components, it loads the route shards the page needs (runtime.ts). Docusaurus calls it
 * before it hydrates the first page and before it shows each page navigated to.
 */
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';
import { loadRoutesFor } from './runtime';

export default async function preload(pathname: string): Promise<unknown[]> {
  await loadRoutesFor(pathname);
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((candidate) => matchRoutes(routes, candidate));
  // Every route component is a react-loadable one (ComponentCreator).
  return Promise.all(matches.map((match) => match.route.component.preload()));
}
