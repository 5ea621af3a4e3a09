// svc-analytics: usage analytics (events, feature use, sessions, the analytics
// dashboard) and achievements earned from the other services' domain events.
import { Router, type Express } from 'express';
import {
  createHttpApp,
  listen,
  type DocumentStore,
  type EventBus,
  type KeyInput,
  type Logger,
} from '@ai-council/service-kit';
import { createAnalyticsContext, type AnalyticsContext } from './context';
import { systemClock, type Clock } from './domain/clock';
import { consumeDomainEvents } from './entry-points/events/domain-events.consumer';
import { achievementsRoutes } from './entry-points/http/achievements.routes';
import { analyticsRoutes } from './entry-points/http/analytics.routes';
import { publicAchievementsRoutes } from './entry-points/http/public-achievements.routes';
import { playerDataEraser } from './data-access/erase-player-data';

export const SERVICE_NAME = 'svc-analytics';

export interface AnalyticsAppDeps {
  store: DocumentStore;
  logger: Logger;
  /** The gateway's public key, to verify user tokens with. */
  tokenPublicKey: KeyInput;
  /** Readiness also waits for the bus when one is given. */
  bus?: EventBus;
  now?: Clock;
  /** Lowers the daily quota of a player's browser events (tests); default CLIENT_EVENTS_PER_DAY. */
  clientEventsPerDay?: number;
}

function buildApp(deps: AnalyticsAppDeps, ctx: AnalyticsContext): Express {
  const api = Router({ caseSensitive: true, strict: true });
  api.use(analyticsRoutes(ctx), achievementsRoutes(ctx));
  return createHttpApp({
    logger: deps.logger,
    tokens: { publicKey: deps.tokenPublicKey, audience: 'svc-analytics' },
    api,
    publicApi: publicAchievementsRoutes(ctx),
    erasePlayerData: playerDataEraser(deps.store),
    ready: async () => {
      await deps.store.ping();
      await deps.bus?.ping();
    },
  });
}

/** The Express app alone (for supertest): no bus consumer, no listening socket. */
export function createAnalyticsApp(deps: AnalyticsAppDeps): Express {
  return buildApp(deps, createAnalyticsContext(deps.store, deps.now ?? systemClock, deps.clientEventsPerDay));
}

export interface AnalyticsServiceOptions extends AnalyticsAppDeps {
  bus: EventBus;
  port: number;
  host?: string;
}

export interface RunningAnalyticsService {
  url: string;
  port: number;
  app: Express;
  /** Stops taking requests; the caller owns and closes the store and the bus. */
  close(): Promise<void>;
}

/** The app with its consumers running, not yet listening (a deployable serves it itself). */
export async function createAnalyticsService(
  options: AnalyticsAppDeps & { bus: EventBus },
): Promise<Express> {
  const ctx = createAnalyticsContext(options.store, options.now ?? systemClock, options.clientEventsPerDay);
  await consumeDomainEvents(options.bus, ctx);
  return buildApp(options, ctx);
}

/** Consumes domain events and serves HTTP; port 0 picks a free port (tests). */
export async function startAnalyticsService(
  options: AnalyticsServiceOptions,
): Promise<RunningAnalyticsService> {
  const app = await createAnalyticsService(options);
  const server = await listen(app, options.port, options.host);
  return { url: server.url, port: server.port, app, close: () => server.close() };
}
