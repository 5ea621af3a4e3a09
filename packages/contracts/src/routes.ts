// The HTTP calls of the system (SPEC §7 and the calls the screens add), one
// entry each: who answers it, the zod schemas of its body and its answer, the
// gateway's write limit and whether it reaches the advisors. The source of the
// OpenAPI document (/api/openapi.json, /api/docs), the gateway's routing and
// limits, and the web apps' calls.
import { analyticsRoutes } from './api-routes/analytics';
import type { ApiRoute } from './api-routes/api-route';
import { councilRoutes } from './api-routes/council';
import { gameRoutes } from './api-routes/game';
import { gatewayRoutes } from './api-routes/gateway';

export type { ApiRoute, LimitBucket, Owner } from './api-routes/api-route';

export const apiRoutes: readonly ApiRoute[] = [
  ...gatewayRoutes,
  ...gameRoutes,
  ...councilRoutes,
  ...analyticsRoutes,
];

/**
 * A route's path template as a pattern over request paths: each `{param}` one segment. With
 * `andBelow`, the paths under it match too (`/api/game` and `/api/game/state`).
 */
export const routePattern = (path: string, { andBelow = false } = {}): RegExp =>
  new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}${andBelow ? '(?:/|$)' : '$'}`);

/** The calls anyone may make without a session, as patterns over the request path. */
export const publicApiPaths: readonly RegExp[] = apiRoutes
  .filter((route) => route.public)
  .map((route) => routePattern(route.path));
