// Factories shared by the svc-analytics tests: each test builds its own store,
// app, clock, players and events.
import { signTestToken, testStore, testTokenKeys } from '@ai-council/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { samplePayload } from '@ai-council/contracts/testing';
import type { DomainEvent, EventType } from '@ai-council/contracts';
import {
  createLogger,
  createStore,
  listenService,
  userTokenHeader,
  type DocumentStore,
  type EventBus,
} from '@ai-council/service-kit';
import request from 'supertest';
import { createFactStore } from '../src/data-access/fact-store';
import { createAnalyticsService, SERVICE_NAME } from '../src/service';

/** The gateway's public key, as svc-analytics is given it. */
export const TOKEN_PUBLIC_KEY = testTokenKeys.publicKey;
export const silentLogger = createLogger('svc-analytics-test', 'silent');

/** A clock the test moves by hand. */
export function fixedClock(iso: string) {
  let now = new Date(iso);
  const clock = () => new Date(now);
  clock.set = (next: string) => {
    now = new Date(next);
  };
  return clock;
}

export function tokenFor(userId: string, firstName: string | null = null): string {
  return signTestToken({ sub: userId, gameMode: 'demo', firstName }, 'svc-analytics');
}

export const auth = (userId: string) => ({ [userTokenHeader]: tokenFor(userId) });

/** The real Express app on a fresh in-memory embedded store. */
export function analyticsApp(
  clock: () => Date = () => new Date(),
  clientEventsPerDay?: number,
  clientBytesPerDay?: number,
) {
  const store: DocumentStore = testStore();
  const { app } = createAnalyticsService({
    store,
    logger: silentLogger,
    tokenPublicKey: TOKEN_PUBLIC_KEY,
    now: clock,
    clientEventsPerDay,
    clientBytesPerDay,
  });
  return { app, store, http: request(app) };
}

/** The service as start.ts runs it, listening, consuming `bus`, on a fresh in-memory store of its own. */
export async function runningAnalytics(bus: EventBus, now?: () => Date) {
  const store = createStore({ dataDir: null });
  const service = await listenService(
    createAnalyticsService({ store, bus, logger: silentLogger, tokenPublicKey: TOKEN_PUBLIC_KEY, now }),
    { name: SERVICE_NAME, logger: silentLogger },
  );
  return { store, service };
}

/** Records that the player's council reached 80% consensus: 'United Council' (council-consensus) unlocks. */
export const recordUnitedCouncil = (store: DocumentStore, userId: string) =>
  createFactStore(store).record({
    userId,
    gameId: 'game-1',
    kind: 'consensus',
    subject: 'decision-1',
    at: '2030-01-06T09:00:00.000Z',
    data: { level: 80 },
  });

/** A domain event as another service would publish it. */
export function domainEvent(
  type: EventType,
  payload: Record<string, unknown>,
  who: { userId: string; gameId?: string; at: string; id?: string },
): DomainEvent {
  return {
    id: who.id ?? randomUUID(),
    type,
    occurredAt: who.at,
    userId: who.userId,
    gameId: who.gameId ?? 'game-1',
    // What the test does not say takes the sample's value, so the event is whole.
    payload: { ...samplePayload(type), ...payload },
  } as DomainEvent;
}

/** A company snapshot (contracts companySnapshotSchema) with money in cents. */
export function company(overrides: {
  currentQuarter: number;
  netWorth: number;
  revenue?: number;
  costs?: number;
  /** Defaults to revenue minus costs. */
  cashFlow?: number;
  endReason?: 'victory' | 'bankruptcy' | 'time_limit' | null;
}) {
  const revenue = overrides.revenue ?? 50_000_000;
  const costs = overrides.costs ?? 48_000_000;
  return {
    currentQuarter: overrides.currentQuarter,
    status: overrides.endReason ? 'ended' : 'active',
    endReason: overrides.endReason ?? null,
    cash: 30_000_000,
    netWorth: overrides.netWorth,
    revenue,
    costs,
    cashFlow: overrides.cashFlow ?? revenue - costs,
    quarterlyGrowth: 150,
    marketShare: 200,
    employeeCount: 25,
    drivers: {
      brand: 55,
      productQuality: 55,
      techDebt: 40,
      morale: 60,
      efficiency: 55,
      compliance: 60,
      security: 50,
      pipeline: 55,
      liquidity: 60,
      strategyFocus: 55,
    },
    seed: 42,
  };
}
