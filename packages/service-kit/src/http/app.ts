import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { errorHandler, forbidden, notFound } from './errors';
import { jsonBody } from './json-body';
import { headersSetBy, setHeaders } from './fixed-headers';
import { addProbes } from './probes';
import { requestLog } from './request-log';
import { playerDataErasedSchema, playerDataPath } from '@ai-council/contracts';
import { playerOf, requireUser, type TokenPurpose, type TokenVerifier } from '../identity';
import { serviceOfLogger } from '../telemetry/metrics';
import { httpTelemetry } from '../telemetry/http';
import type { DocumentStore } from '../store/port';

export interface HttpAppOptions {
  logger: Logger;
  /** This service's name and the gateway's public key: tokens for another service are refused. */
  tokens: TokenVerifier;
  /**
   * Calls a token with a purpose may make (method and exact path under /api): the one
   * call a delegated token was issued for. Every other call takes the player's own token only.
   */
  delegatedCalls?: ReadonlyArray<{ method: string; path: string; purpose: TokenPurpose }>;
  /** Routes under /api, all behind the user token. */
  api: Router;
  /** Routes under /api answered to anyone, without a user token (the route table marks them public). */
  publicApi?: Router;
  /** Readiness: resolves when the store and bus answer. */
  ready: () => Promise<void>;
  /**
   * Erases every document of one player (an expired guest) and says how many:
   * served at DELETE /internal/player-data for the gateway, never under /api.
   */
  erasePlayerData?: (userId: string) => Promise<number>;
  /** The store the erasure deletes from: asked to rewrite its files soon after, so no erased line stays on disk. */
  erasedFrom?: Pick<DocumentStore, 'compactSoon'>;
}

/** The Express bootstrap every service shares: same headers, limits, ids, errors and probes. */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.use(httpTelemetry(serviceOfLogger(options.logger)));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // A path matches only as spelled (the services' routers are made so too): `/agents/Simulate-Action`
  // or `/scenarios/generate/` is a 404, never a way round the gateway's limit on the real call.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // helmet's headers, the same on every answer of a service (JSON, no page): taken once.
  app.use(setHeaders(headersSetBy(helmet())));
  app.use(
    requestLog(options.logger, {
      requestId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && given.length <= 100 ? given : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      ignore: (req) => req.url === '/healthz' || req.url === '/readyz',
    }),
  );
  addProbes(app, options.ready, options.logger);
  app.use(jsonBody('64kb'));
  if (options.publicApi) app.use('/api', options.publicApi);
  const delegated = options.delegatedCalls ?? [];
  app.use(
    '/api',
    requireUser(options.tokens, (purpose, req) =>
      delegated.some((c) => c.purpose === purpose && c.method === req.method && c.path === req.path),
    ),
    options.api,
  );
  const erase = options.erasePlayerData;
  if (erase) {
    // Erasure takes a token issued for it alone: an expired guest's, or an account its owner is deleting.
    const erasure = requireUser(
      options.tokens,
      (purpose) => purpose === 'erase-expired-guest' || purpose === 'erase-deleted-account',
    );
    app.delete(playerDataPath, erasure, async (req, res) => {
      const claims = playerOf(req);
      if (!claims.purpose) throw forbidden('Erasing player data needs a token issued for the erasure.');
      if (claims.purpose === 'erase-expired-guest' && claims.guest !== true) {
        throw forbidden('A registered account is erased only when its owner deletes it.');
      }
      const documentsErased = await erase(claims.sub);
      options.erasedFrom?.compactSoon?.();
      res.json(playerDataErasedSchema.parse({ documentsErased }));
    });
  }
  app.use((req, _res, next) => next(notFound(`No such call: ${req.method} ${req.path}`)));
  app.use(errorHandler(options.logger));
  return app;
}
