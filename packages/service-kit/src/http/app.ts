import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { errorHandler, notFound } from './errors';
import { requestLog } from './request-log';
import { playerDataErasedSchema, playerDataPath } from '@ai-council/contracts';
import { playerOf, requireUser } from '../identity';
import { serviceOfLogger } from '../telemetry/metrics';
import { httpTelemetry } from '../telemetry/http';

export interface HttpAppOptions {
  logger: Logger;
  /** Names the service in metrics and spans; default: the logger's `service` binding or name. */
  service?: string;
  tokenSecret: string;
  /** Routes under /api, all behind the user token. */
  api: Router;
  /** Routes under /api answered to anyone, without a user token (the route table marks them public). */
  publicApi?: Router;
  /** Readiness: resolves when the store and bus answer. */
  ready: () => Promise<void>;
  bodyLimit?: string;
  /**
   * Erases every document of one player (an expired guest) and says how many:
   * served at DELETE /internal/player-data for the gateway, never under /api.
   */
  erasePlayerData?: (userId: string) => Promise<number>;
}

/** The Express bootstrap every service shares: same headers, limits, ids, errors and probes. */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.use(httpTelemetry(options.service ?? serviceOfLogger(options.logger)));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // A path matches only as spelled (the services' routers are made so too): `/agents/Simulate-Action`
  // or `/scenarios/generate/` is a 404, never a way round the gateway's limit on the real call.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.use(helmet());
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
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await options.ready();
      res.json({ status: 'ready' });
    } catch (error) {
      // The cause goes to the log; the probe's answer names nothing of the store's insides.
      options.logger.warn({ err: error }, 'not ready');
      res.status(503).json({ message: 'not ready' });
    }
  });
  app.use(express.json({ limit: options.bodyLimit ?? '64kb' }));
  if (options.publicApi) app.use('/api', options.publicApi);
  app.use('/api', requireUser(options.tokenSecret), options.api);
  const erase = options.erasePlayerData;
  if (erase) {
    app.delete(playerDataPath, requireUser(options.tokenSecret), async (req, res) => {
      const documentsErased = await erase(playerOf(req).sub);
      res.json(playerDataErasedSchema.parse({ documentsErased }));
    });
  }
  app.use((req, _res, next) => next(notFound(`No such call: ${req.method} ${req.path}`)));
  app.use(errorHandler(options.logger));
  return app;
}
