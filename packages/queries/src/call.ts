// The one way the web apps reach the API: a call names its route as the
// contracts' route table spells it ('PATCH /api/scenarios/{id}'), fills the
// route's parameters and sends its body. The path is never spelled twice.
import { apiRequest, apiRoutes, type ApiRoute, type RequestExtras } from '@ai-council/contracts';

type Method = ApiRoute['method'];
/** The zod schema an answer is checked against (the contracts' own zod). */
export type AnswerSchema<T> = NonNullable<Parameters<typeof apiRequest<T>>[3]>;

/** A route of the table by method and path template: 'GET /api/agents/{id}/profile'. */
export type RouteName = `${Method} /api/${string}`;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values of a route's `{...}` parameters, each one required; `{}` for a route without. */
export type RouteParams<Route extends string> = [ParamNames<Route>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<Route>, string>;

/** A query string's values; an absent one is left out. */
export type Search = Record<string, string | undefined>;

const routesByName = new Map(apiRoutes.map((route) => [`${route.method} ${route.path}`, route]));

/** The route of the table a name stands for; a name the table does not know is a programming error. */
export function routeOf(name: RouteName): ApiRoute {
  const route = routesByName.get(name);
  if (!route) throw new Error(`No route ${name} in the contracts' route table`);
  return route;
}

/** The path of a route with its parameters filled in (each encoded) and its query string. */
export function pathOf<Route extends RouteName>(
  name: Route,
  params: RouteParams<Route>,
  search: Search = {},
): string {
  const values: Record<string, string> = params;
  const path = routeOf(name).path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(values[param] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Calls a route of the table; a GET's `body` is its query string. The answer is checked against `answer` when
 * given (its type is the call's); a call that reads nothing of it passes none.
 * `extras` carries a query's abort signal, or keepalive.
 */
export function call<Route extends RouteName, T = unknown>(
  name: Route,
  params: RouteParams<Route>,
  body?: Route extends `GET ${string}` ? Search : unknown,
  answer?: AnswerSchema<T>,
  extras?: RequestExtras,
): Promise<T> {
  const { method } = routeOf(name);
  // A GET sends no body: what it asks about goes in the query string.
  if (method === 'GET') {
    return apiRequest(method, pathOf(name, params, body as Search), undefined, answer, extras);
  }
  return apiRequest(method, pathOf(name, params), body, answer, extras);
}
