// svc-analytics: usage analytics (events, feature use, sessions, the analytics
// dashboard) and achievements earned from the other services' domain events.
import { Router } from 'express';
import {
  createHttpApp,
  storeAndBusAnswer,
  type DocumentStore,
  type EventBus,
  type KeyInput,
  type Logger,
  type Service,
} from '@ai-council/service-kit';
import { createAnalyticsContext } from './context';
import { systemClock, type Clock } from './domain/clock';
import { consumeDomainEvents } from './entry-points/events/domain-events.consumer';
import { achievementsRoutes } from './entry-points/http/achievements.routes';
import { analyticsRoutes } from './entry-points/http/analytics.routes';
import { publicAchievementsRoutes } from './entry-points/http/public-achievements.routes';
import { playerDataEraser } from './data-access/erase-player-data';
import { RETENTION_SWEEP_EVERY_MS, sweepExpiredEvents } from './domain/analytics/retention';

export const SERVICE_NAME = 'svc-analytics';

export interface AnalyticsServiceDeps {
  store: DocumentStore;
  logger: Logger;
  /** The gateway's public key, to verify user tokens with. */
  tokenPublicKey: KeyInput;
  /** The bus of the other services' domain events; without one the app answers HTTP alone (tests, benchmarks). */
  bus?: EventBus;
  now?: Clock;
  /** Lowers the daily quota of a player's browser events (tests); default CLIENT_EVENTS_PER_DAY. */
  clientEventsPerDay?: number;
  /** Lowers the daily byte budget of a player's browser events (tests); default CLIENT_BYTES_PER_DAY. */
  clientBytesPerDay?: number;
  /** How often raw events past the retention window are swept; default RETENTION_SWEEP_EVERY_MS. */
  retentionSweepEveryMs?: number;
}

export function createAnalyticsService(deps: AnalyticsServiceDeps): Service {
  const ctx = createAnalyticsContext(
    deps.store,
    deps.now ?? systemClock,
    deps.clientEventsPerDay,
    deps.clientBytesPerDay,
  );
  const api = Router({ caseSensitive: true, strict: true });
  api.use(analyticsRoutes(ctx), achievementsRoutes(ctx));
  const app = createHttpApp({
    logger: deps.logger,
    tokens: { publicKey: deps.tokenPublicKey, audience: SERVICE_NAME },
    api,
    publicApi: publicAchievementsRoutes(ctx),
    erasePlayerData: playerDataEraser(deps.store),
    erasedFrom: deps.store,
    ready: storeAndBusAnswer(deps.store, deps.bus),
  });
  let retention: NodeJS.Timeout | null = null;
  const sweep = () =>
    void sweepExpiredEvents(ctx.log, ctx.now()).catch((error: unknown) =>
      deps.logger.warn(
        { err: error },
        'the sweep of expired analytics events failed; the next one tries again',
      ),
    );
  return {
    app,
    async start() {
      if (!deps.bus) throw new Error(`${SERVICE_NAME} consumes domain events only when it is given a bus`);
      await consumeDomainEvents(deps.bus, ctx);
      sweep();
      retention = setInterval(sweep, deps.retentionSweepEveryMs ?? RETENTION_SWEEP_EVERY_MS);
      retention.unref();
    },
    // Nothing to flush: svc-analytics publishes no events.
    stop: async () => {
      if (retention) clearInterval(retention);
    },
  };
}
