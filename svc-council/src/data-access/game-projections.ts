// The engine's estimate of a proposal, asked of svc-game: only svc-game holds
// the whole company (the seeded generator, the market cycle, salaries, debt,
// ongoing effects) and the engine that plays it, so the council asks rather
// than keeping a copy of either. The call is made as the player, with the
// token the gateway handed over for it beside the player's own request
// (addressed to svc-game, good for this one call): svc-council holds no
// signing key. Outside such a request, or when svc-game cannot answer, the
// advisor still answers, without engine numbers, and says so.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  projectionResponseSchema,
  type ProjectionRequest,
  type ProjectionResponse,
} from '@ai-council/contracts';
import {
  delegatedGameTokenHeader,
  traceHeaders,
  userTokenHeader,
  type Logger,
} from '@ai-council/service-kit';
import { Router } from 'express';

export interface GameProjections {
  project(userId: string, request: ProjectionRequest): Promise<ProjectionResponse | null>;
}

/** The delegated svc-game token of the request being served, for the projections it asks. */
const delegatedToken = new AsyncLocalStorage<string | undefined>();

/** Runs the council's routes with the request's delegated svc-game token at hand. */
export function withDelegatedGameToken(api: Router): Router {
  const outer = Router();
  // The routes that follow run inside this request's context (and stay listed on the router).
  outer.use((req, _res, next) => {
    delegatedToken.run(req.header(delegatedGameTokenHeader), () => next());
  });
  outer.use(api);
  return outer;
}

function subjectOf(token: string): string | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string'
      ? claims.sub
      : null;
  } catch {
    return null;
  }
}

export function gameProjections(deps: {
  gameUrl: string | undefined;
  logger: Logger;
  timeoutMs?: number;
}): GameProjections {
  return {
    async project(userId, request) {
      const token = delegatedToken.getStore();
      // Only ever about the player whose request this is (svc-game checks the signature itself).
      if (!deps.gameUrl || !token || subjectOf(token) !== userId) return null;
      try {
        const res = await fetch(new URL('/api/game/projections', deps.gameUrl), {
          method: 'POST',
          // traceHeaders: the advice's trace goes on into svc-game.
          headers: { 'content-type': 'application/json', [userTokenHeader]: token, ...traceHeaders() },
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
