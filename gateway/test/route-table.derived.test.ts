// The gateway reads its routing, its write limits and its advisors' list off the contracts' route
// table. Every call of the table is checked here as its entry says, so a new call cannot be missed.
import { apiRoutes, type ApiRoute, type Owner } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { advisorCalls } from '../src/routing/route-calls';
import { serviceFor } from '../src/routing/service-routes';
import { normalisedPath, writeBuckets } from '../src/routing/write-limits';

const serviceOf: Record<Owner, string | null> = {
  gateway: null,
  'svc-game': 'game',
  'svc-council': 'council',
  'svc-analytics': 'analytics',
};

/** A request path for the route: each `{param}` one example segment. */
const requestPath = (route: ApiRoute) => route.path.replace(/\{\w+\}/g, 'example-1');
/** The path the limits read: below /api, where they are mounted. */
const limitedPath = (route: ApiRoute) => normalisedPath(requestPath(route).replace(/^\/api/, ''));
const calls = apiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const);
/** The calls that reach the limits: the gateway answers its own before them. */
const forwarded = calls.filter(([, route]) => route.owner !== 'gateway');

/** The buckets a call counts against, as its entry says: its own, and every write the general one. */
function bucketsOf(route: ApiRoute): string[] {
  if (route.method === 'GET') return [];
  const own = route.limitBucket ? [route.limitBucket] : [];
  // A preview writes nothing: only its own bucket counts it.
  return route.limitBucket === 'previews' ? own : [...own, 'writes'];
}

describe('the route table, as the gateway reads it', () => {
  it.each(calls)('%s goes to the service that owns it (the gateway answers its own)', (_, route) => {
    expect(serviceFor(requestPath(route), route.method)).toBe(serviceOf[route.owner]);
  });

  it.each(forwarded)('%s counts against the write limits its entry names', (_, route) => {
    const counted = writeBuckets
      .filter((b) => b.matches(route.method, limitedPath(route)))
      .map((b) => b.name);
    expect(counted).toEqual(bucketsOf(route));
  });

  it.each(forwarded)('%s is an advisor call exactly when its entry says so', (_, route) => {
    expect(advisorCalls.has(route.method, limitedPath(route))).toBe(route.advisorCall === true);
  });

  it('names every bucket the gateway limits by, and the gateway has a size and a message for each', () => {
    const named = new Set(apiRoutes.flatMap((route) => (route.limitBucket ? [route.limitBucket] : [])));
    const limited = new Set(writeBuckets.map((b) => b.name).filter((name) => name !== 'writes'));
    expect(named).toEqual(limited);
  });
});
