// How a view the web apps read whole is built: a GET route without parameters
// gives its query key (the route's path), its one fetcher (through `call`,
// parsed with the contracts' schema), its query options and its hook. An
// endpoint's file names the route and re-exports these under its own names.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, routeOf, type AnswerSchema, type RouteName, type RouteParams } from './call';

type PathOf<Route extends string> = Route extends `GET ${infer Path}` ? Path : never;

/** A GET route of the table with no `{...}` parameters: the whole view is one key. */
type ViewRoute<Route extends RouteName> = Route extends `GET ${string}`
  ? RouteParams<Route> extends Record<string, never>
    ? Route
    : never
  : never;

export interface ViewRefresh {
  /** How often an open view asks again (SPEC §7's polled views); never when absent. */
  refetchInterval?: number;
}

export function viewQuery<Route extends RouteName, T>(
  route: Route & ViewRoute<Route>,
  answer: AnswerSchema<T>,
  refresh: ViewRefresh = {},
) {
  const { method, path } = routeOf(route);
  // The types refuse these already; a route cast past them fails at import, not at the first read.
  if (method !== 'GET' || path.includes('{')) throw new Error(`${route} is not a view read whole`);
  const queryKey = [path as PathOf<Route>] as const;
  const fetch = () => call(route, {} as RouteParams<Route>, {}, answer);
  const options = () => queryOptions({ queryKey, queryFn: fetch, ...refresh });
  return { queryKey, fetch, queryOptions: options, useQuery: () => useQuery(options()) };
}
