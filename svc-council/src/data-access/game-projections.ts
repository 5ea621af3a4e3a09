// The engine's estimate of a proposal, asked of svc-game: only svc-game holds
// the whole company (the seeded generator, the market cycle, salaries, debt,
// ongoing effects) and the engine that plays it, so the council asks rather
// than keeping a copy of either. The call is made as the player, with a
// short-lived token signed like the gateway's. When svc-game cannot answer the
// advisor still answers, without engine numbers, and says so.
import {
  projectionResponseSchema,
  type ProjectionRequest,
  type ProjectionResponse,
} from '@ai-council/contracts';
import { signUserToken, type Logger } from '@ai-council/service-kit';
import { traceHeaders } from '@ai-council/service-kit';

export interface GameProjections {
  project(userId: string, request: ProjectionRequest): Promise<ProjectionResponse | null>;
}

export function gameProjections(deps: {
  gameUrl: string | undefined;
  tokenSecret: string;
  logger: Logger;
  timeoutMs?: number;
}): GameProjections {
  return {
    async project(userId, request) {
      if (!deps.gameUrl) return null;
      const token = signUserToken({ sub: userId, gameMode: null, firstName: null }, deps.tokenSecret, 60);
      try {
        const res = await fetch(new URL('/api/game/projections', deps.gameUrl), {
          method: 'POST',
          // traceHeaders: the advice's trace goes on into svc-game.
          headers: { 'content-type': 'application/json', 'x-user-token': token, ...traceHeaders() },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000),
        });
        if (!res.ok) {
          deps.logger.warn({ status: res.status }, 'svc-game refused a projection; advising without it');
          return null;
        }
        return projectionResponseSchema.parse(await res.json());
      } catch (error) {
        deps.logger.warn({ err: error }, 'svc-game projection failed; advising without it');
        return null;
      }
    },
  };
}
