import type { RouteShard } from './runtime';
import type { RouteConfig } from 'react-router-config';

// The named exports generated-files-loader.cjs adds to the browser's routes.js.
declare module '@generated/routes' {
  export const lazyRouteLists: RouteConfig[][];
  export const lazyRouteOrders: number[][];
  export const lazyRouteShards: RouteShard[] | undefined;
}
