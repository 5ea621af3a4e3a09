// One svc-council per test file: the real Express app, the embedded store in
// memory, the in-process bus on a private broker, a clock the test moves, and
// an observer that records every event the council publishes.
import { randomBytes, randomUUID } from 'node:crypto';
import type { CompanySnapshot, DomainEvent, EventType } from '@ai-council/contracts';
import {
  createEmbeddedStore,
  createInProcessBus,
  createLogger,
  InProcessBroker,
  signUserToken,
  type DocumentStore,
  type EventBus,
  type Logger,
} from '@ai-council/service-kit';
import { createBusProbe, waitFor, type BusProbe } from '@ai-council/service-kit/testing';
import supertest from 'supertest';
import { openingCompany } from '../../src/domain/company';
import { createCouncil, type Council, type CouncilDeps } from '../../src/service';

export const tokenSecret = 'test-secret-for-svc-council-0123456789abcdef';

export interface Harness {
  council: Council;
  store: DocumentStore;
  bus: EventBus;
  probe: BusProbe;
  broker: InProcessBroker;
  /** Every event the council published, in order. */
  published: DomainEvent[];
  clock: { now: Date; advance(ms: number): void };
  http: ReturnType<typeof supertest>;
  token(userId: string, gameMode?: 'demo' | 'llm' | null): string;
  /** Publishes a game event as svc-game would and waits until the council handled it. */
  feed(event: DomainEvent): Promise<void>;
  eventsOf(type: EventType): DomainEvent[];
  /** svc-game's game.started for a player, with the opening numbers (as svc-game opens every game). */
  startGame(userId: string, gameId?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startHarness(
  options: Partial<Pick<CouncilDeps, 'providerBaseUrls' | 'advisorTimeoutMs' | 'modelFor'>> & {
    logger?: Logger;
    store?: DocumentStore;
    bus?: EventBus;
    subscribe?: boolean;
  } = {},
): Promise<Harness> {
  const store = options.store ?? createEmbeddedStore({ dataDir: null });
  const broker = new InProcessBroker();
  const rawBus = options.bus ?? createInProcessBus({ service: 'svc-council', broker });
  const probe = createBusProbe(rawBus);
  const observer = createInProcessBus({ service: 'observer', broker });
  const published: DomainEvent[] = [];
  if (!options.bus) {
    await observer.subscribe('#', async (event) => {
      if (!event.type.startsWith('game.')) published.push(event);
    });
  }
  const clock = {
    now: new Date('2030-01-06T09:00:00.000Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const council = createCouncil({
    store,
    bus: probe.bus,
    logger: options.logger ?? createLogger('svc-council-test', 'silent'),
    tokenSecret,
    encryptionKey: randomBytes(32).toString('hex'),
    now: () => new Date(clock.now),
    sweepEveryMs: 60_000,
    advisorTimeoutMs: options.advisorTimeoutMs ?? 2_000,
    providerBaseUrls: options.providerBaseUrls,
    modelFor: options.modelFor,
  });
  if (options.subscribe !== false) await council.start();
  let handledBefore = 0;
  const feed = async (event: DomainEvent) => {
    handledBefore = probe.handled.length + probe.failures.length;
    await probe.bus.publish(event);
    await waitFor(
      () => probe.handled.length + probe.failures.length > handledBefore,
      10_000,
      `handling of ${event.id}`,
    );
  };
  return {
    council,
    store,
    bus: probe.bus,
    probe,
    broker,
    published,
    clock,
    http: supertest(council.app),
    token: (userId, gameMode = 'demo') =>
      signUserToken({ sub: userId, gameMode, firstName: 'Ada' }, tokenSecret, 600),
    feed,
    eventsOf: (type) => published.filter((e) => e.type === type),
    async startGame(userId, gameId = `game-${userId}`) {
      await feed(gameEvent('game.started', userId, { company: openingCompany(userId) }, { gameId }));
      return gameId;
    },
    async close() {
      council.stop();
      await observer.close();
      if (!options.bus) await rawBus.close();
      if (!options.store) await store.close();
    },
  };
}

/** Waits until the observer saw an event matching the predicate (the relay publishes after the write). */
export function eventually<T>(predicate: () => T, what = 'condition'): Promise<NonNullable<T>> {
  return waitFor(predicate, 5_000, what);
}

/** A company as svc-game would publish it; drivers default to a sound 60. */
export function company(
  overrides: Partial<Omit<CompanySnapshot, 'drivers'>> & {
    drivers?: Partial<CompanySnapshot['drivers']>;
  } = {},
): CompanySnapshot {
  const { drivers, ...rest } = overrides;
  return {
    currentQuarter: 2,
    status: 'active',
    endReason: null,
    cash: 90_000_000,
    netWorth: 110_000_000,
    revenue: 32_000_000,
    costs: 30_000_000,
    cashFlow: 2_000_000,
    quarterlyGrowth: 250,
    marketShare: 210,
    employeeCount: 27,
    seed: 4242,
    ...rest,
    drivers: {
      brand: 60,
      productQuality: 60,
      techDebt: 40,
      morale: 60,
      efficiency: 60,
      compliance: 60,
      security: 60,
      pipeline: 60,
      liquidity: 60,
      strategyFocus: 60,
      ...drivers,
    },
  };
}

/** Every driver at `value` (tech debt mirrored): a company in that condition everywhere. */
export function everyDriver(value: number): CompanySnapshot['drivers'] {
  return {
    brand: value,
    productQuality: value,
    techDebt: 100 - value,
    morale: value,
    efficiency: value,
    compliance: value,
    security: value,
    pipeline: value,
    liquidity: value,
    strategyFocus: value,
  };
}

export function gameEvent(
  type: 'game.started' | 'game.quarter.advanced' | 'game.ended',
  userId: string,
  payload: Record<string, unknown>,
  overrides: Partial<DomainEvent> = {},
): DomainEvent {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    userId,
    gameId: 'game-1',
    payload,
    ...overrides,
  };
}

export const uniqueUser = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
