// Which service owns which /api path (DESIGN.md "Route ownership"). The
// gateway's own auth paths are handled before this table is consulted.
import type { TokenAudience } from '@ai-council/service-kit';

export type ServiceName = 'game' | 'council' | 'analytics';

const table: Array<[prefix: string, service: ServiceName, method?: string]> = [
  // The one svc-council path under /api/game (checked first).
  ['/api/game/trigger-agent-scenarios', 'council', 'POST'],
  ['/api/game', 'game'],
  ['/api/financial', 'game'],
  ['/api/decisions', 'game'],
  ['/api/simulations', 'game'],
  ['/api/agents', 'council'],
  ['/api/council', 'council'],
  ['/api/communications', 'council'],
  ['/api/scenarios', 'council'],
  ['/api/dashboard', 'council'],
  ['/api/api-keys', 'council'],
  ['/api/analytics', 'analytics'],
  ['/api/achievements', 'analytics'],
];

export function serviceFor(path: string, method: string): ServiceName | null {
  for (const [prefix, service, onlyMethod] of table) {
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!onlyMethod || onlyMethod === method)) {
      return service;
    }
  }
  return null;
}

/** Calls that reach an AI provider: rate-limited per player. */
export const advisorCalls = [
  '/api/agents/request-recommendation',
  '/api/communications/to-agent',
  '/api/scenarios/request-analysis',
  '/api/council/',
];

/** The audience a user token for each service names: a token for one is refused by the others. */
export const tokenAudienceOf = {
  game: 'svc-game',
  council: 'svc-council',
  analytics: 'svc-analytics',
} as const satisfies Record<ServiceName, TokenAudience>;
