// The calls of the contracts' route table as the gateway's limits read them: a method and a path
// below /api (the limits are mounted there), normalised (write-limits.ts `normalisedPath`).
import { apiRoutes, routePattern, type ApiRoute } from '@ai-council/contracts';

export function callsWhere(keep: (route: ApiRoute) => boolean) {
  const calls = apiRoutes.filter(keep).map((route) => ({
    method: route.method as string,
    pattern: routePattern(route.path.replace(/^\/api/, '')),
  }));
  return {
    /** A call of these: the method and the path both match one. */
    has: (method: string, path: string) =>
      calls.some((call) => call.method === method && call.pattern.test(path)),
    /** The path of one of these, whatever the method. */
    hasPath: (path: string) => calls.some((call) => call.pattern.test(path)),
  };
}

/** Calls that reach an AI provider: the advisors' limit counts them per player. */
export const advisorCalls = callsWhere((route) => route.advisorCall === true);

/** Signing out, here or everywhere: a player past a limit (or whose session was stolen) can always do it. */
const signOuts = new Set(['/api/logout', '/api/auth/sign-out-everywhere']);

/** The gateway's own writes but signing out (the account, signing in): the table's other writes are the services'. */
export const ownWrites = callsWhere(
  (route) => route.owner === 'gateway' && route.method !== 'GET' && !signOuts.has(route.path),
);
