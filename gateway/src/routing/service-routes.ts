// Which service owns which /api path (DESIGN.md "Route ownership"), read off the contracts' route
// table: a path goes to the service that owns most calls of its area (`/api/game/…`), unless it is a
// call of another owner in that area (svc-council's POST /api/game/trigger-agent-scenarios), which
// is checked first. Paths the table does not list go to their area's service, which answers 404.
// The gateway's own calls are answered before this is consulted.
import { apiRoutes, routePattern, type ApiRoute, type Owner } from '@ai-council/contracts';
import type { TokenAudience } from '@ai-council/service-kit';

export type ServiceName = 'game' | 'council' | 'analytics';

const serviceOfOwner: Record<Owner, ServiceName | null> = {
  gateway: null,
  'svc-game': 'game',
  'svc-council': 'council',
  'svc-analytics': 'analytics',
};

/** The first two segments of a call's path: `/api/game`. */
const areaOf = (path: string) => path.split('/').slice(0, 3).join('/');

/** The owner of most calls of each area (the first listed, on a tie). */
function areaOwners(routes: readonly ApiRoute[]): Map<string, Owner> {
  const areas = new Set(routes.map((route) => areaOf(route.path)));
  return new Map(
    [...areas].map((area) => {
      const owners = routes.filter((route) => areaOf(route.path) === area).map((route) => route.owner);
      const callsOf = (owner: Owner) => owners.filter((o) => o === owner).length;
      return [area, owners.reduce((most, next) => (callsOf(next) > callsOf(most) ? next : most))];
    }),
  );
}

interface Rule {
  pattern: RegExp;
  service: ServiceName | null;
  method?: string;
}

function routingRules(routes: readonly ApiRoute[]): Rule[] {
  const owners = areaOwners(routes);
  const strangers = routes
    .filter((route) => owners.get(areaOf(route.path)) !== route.owner)
    .map((route) => ({
      pattern: routePattern(route.path, { andBelow: true }),
      service: serviceOfOwner[route.owner],
      method: route.method,
    }));
  const areas = [...owners].map(([area, owner]) => ({
    pattern: routePattern(area, { andBelow: true }),
    service: serviceOfOwner[owner],
  }));
  return [...strangers, ...areas];
}

const rules = routingRules(apiRoutes);

export function serviceFor(path: string, method: string): ServiceName | null {
  const rule = rules.find((r) => (!r.method || r.method === method) && r.pattern.test(path));
  return rule?.service ?? null;
}

/** The audience a user token for each service names: a token for one is refused by the others. */
export const tokenAudienceOf = {
  game: 'svc-game',
  council: 'svc-council',
  analytics: 'svc-analytics',
} as const satisfies Record<ServiceName, TokenAudience>;
