// One svc-council per test file: the real Express app, the embedded store in
// memory, the in-process bus on a private broker, a clock the test moves, and
// an observer that records every event the council publishes.
import { randomBytes, randomUUID } from 'node:crypto';
import { eventTypes, type CompanySnapshot, type DomainEvent, type EventType } from '@ai-council/contracts';
import { sampleCompany } from '@ai-council/contracts/testing';
import {
  createInProcessBus,
  createLogger,
  InProcessBroker,
  verifyUserToken,
  type DocumentStore,
  type EventBus,
  type Logger,
} from '@ai-council/service-kit';
import {
  createBusProbe,
  signTestToken,
  testStore,
  testTokenKeys,
  waitFor,
  type BusProbe,
} from '@ai-council/service-kit/testing';
import supertest from 'supertest';
import express from 'express';
import { createCouncilService, type CouncilService, type CouncilServiceDeps } from '../../src/service';

/** The gateway's public key, as svc-council is given it. */
export const tokenPublicKey = testTokenKeys.publicKey;

export interface Harness {
  council: CouncilService;
  store: DocumentStore;
  bus: EventBus;
  probe: BusProbe;
  broker: InProcessBroker;
  /** Every event the council published, in order. */
  published: DomainEvent[];
  clock: { now: Date; advance(ms: number): void };
  /**
   * The council's HTTP API for players who have a game: as in the running
   * system, where svc-game starts a player's game before the council is asked,
   * each player's first call here is preceded by their game.started.
   */
  http: ReturnType<typeof supertest>;
  /** The council's HTTP API as it is, for players svc-game has not told it about. */
  rawHttp: ReturnType<typeof supertest>;
  /** Stores an API key (or a local model) for the token's player, as the API Keys page does. */
  addKey(token: string, key: object): ReturnType<ReturnType<typeof supertest>['post']>;
  token(userId: string, gameMode?: 'demo' | 'llm' | null): string;
  /** The player's POST of `body` to `path`, sent as it is (valid or not), as their web app would. */
  postAs(
    userId: string,
    path: string,
    body: unknown,
    gameMode?: 'demo' | 'llm',
  ): ReturnType<ReturnType<typeof supertest>['post']>;
  /** Sends a message as a broken producer would, bypassing the publisher's contract check. */
  publishRaw(routingKey: string, body: string): Promise<void>;
  /** Publishes a game event as svc-game would and waits until the council handled it. */
  feed(event: DomainEvent): Promise<void>;
  eventsOf(type: EventType): DomainEvent[];
  /** svc-game's game.started for a player, with the opening numbers of `openedCompany` unless told others. */
  startGame(userId: string, gameId?: string, opening?: CompanySnapshot): Promise<string>;
  /** A new player (a unique id from `label`) whose game svc-game has started: their id. */
  newPlayer(label: string): Promise<string>;
  close(): Promise<void>;
}

export type HarnessOptions = Partial<
  Pick<
    CouncilServiceDeps,
    'providerBaseUrls' | 'advisorTimeoutMs' | 'modelFor' | 'quotas' | 'localModelHosts'
  >
> & {
  logger?: Logger;
  store?: DocumentStore;
  bus?: EventBus;
  subscribe?: boolean;
  /** Sends a raw message past the publisher's own checks (a poisoned producer); in-process by default. */
  publishRaw?: (routingKey: string, body: string) => Promise<void>;
  /** A broker shared with other services of the test (svc-game). */
  broker?: InProcessBroker;
  /** svc-game's address, for engine projections. */
  gameUrl?: string;
};

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const store = options.store ?? testStore();
  const broker = options.broker ?? new InProcessBroker();
  const rawBus = options.bus ?? createInProcessBus({ service: 'svc-council', broker });
  const probe = createBusProbe(rawBus);
  // With a bus of its own the test watches that bus itself.
  const { observer, published } = await observeCouncil(broker, !options.bus);
  const clock = testClock();
  const council = createCouncilService(councilDeps(options, store, probe.bus, clock));
  if (options.subscribe !== false) await council.start();
  const { feed, startGame, http } = playersWithGames(council, probe);
  const token: Harness['token'] = (userId, gameMode = 'demo') =>
    signTestToken({ sub: userId, gameMode, firstName: 'Ada' }, 'svc-council');
  return {
    council,
    store,
    bus: probe.bus,
    probe,
    broker,
    published,
    clock,
    publishRaw: options.publishRaw ?? (async (routingKey, body) => broker.publish(routingKey, body)),
    http,
    addKey: (token, key) => http.post('/api/api-keys').set('x-user-token', token).send(key),
    rawHttp: supertest(council.app),
    token,
    postAs: (userId, path, body, gameMode) =>
      http
        .post(path)
        .set('x-user-token', token(userId, gameMode))
        .send(body as object),
    feed,
    eventsOf: (type) => published.filter((e) => e.type === type),
    startGame,
    async newPlayer(label) {
      const userId = uniqueUser(label);
      await startGame(userId);
      return userId;
    },
    async close() {
      await council.stop();
      await observer.close();
      if (!options.bus) await rawBus.close();
      if (!options.store) await store.close();
    },
  };
}

/** An observer on the broker that records every event the council publishes (none when `record` is false). */
async function observeCouncil(broker: InProcessBroker, record: boolean) {
  const observer = createInProcessBus({ service: 'observer', broker });
  const published: DomainEvent[] = [];
  if (record) {
    await observer.subscribe(eventTypes, async (event) => {
      if (!event.type.startsWith('game.')) published.push(event);
    });
  }
  return { observer, published };
}

function testClock(): Harness['clock'] {
  const clock = {
    now: new Date('2030-01-06T09:00:00.000Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

function councilDeps(
  options: HarnessOptions,
  store: DocumentStore,
  bus: EventBus,
  clock: Harness['clock'],
): CouncilServiceDeps {
  return {
    store,
    bus,
    logger: options.logger ?? createLogger('svc-council-test', 'silent'),
    tokenPublicKey,
    encryptionKey: randomBytes(32).toString('hex'),
    now: () => new Date(clock.now),
    sweepEveryMs: 60_000,
    advisorTimeoutMs: options.advisorTimeoutMs ?? 2_000,
    providerBaseUrls: options.providerBaseUrls,
    modelFor: options.modelFor,
    localModelHosts: options.localModelHosts,
    gameUrl: options.gameUrl,
    quotas: options.quotas,
  };
}

/**
 * Feeding game events and waiting for the council to handle them, and the
 * HTTP API that starts each new player's game first (see Harness.http).
 */
function playersWithGames(council: CouncilService, probe: BusProbe) {
  const feed = async (event: DomainEvent) => {
    const handledBefore = probe.handled.length + probe.failures.length;
    await probe.bus.publish(event);
    await waitFor(
      () => probe.handled.length + probe.failures.length > handledBefore,
      10_000,
      `handling of ${event.id}`,
    );
  };
  const starting = new Map<string, Promise<unknown>>();
  const startGame = async (userId: string, gameId = `game-${userId}`, opening = openedCompany()) => {
    const start = feed(gameEvent('game.started', userId, { company: opening }, { gameId }));
    starting.set(userId, start);
    await start;
    return gameId;
  };
  const withGames = express();
  withGames.use(async (req, _res, next) => {
    const token = req.header('x-user-token');
    const userId = token ? verifyUserToken(token, tokenPublicKey, 'svc-council')?.sub : undefined;
    if (userId && !starting.has(userId) && !(await council.context.players.find(userId)))
      starting.set(userId, startGame(userId));
    if (userId) await starting.get(userId);
    next();
  });
  withGames.use(council.app);
  return { feed, startGame, http: supertest(withGames) };
}

/** Waits until the observer saw an event matching the predicate (the relay publishes after the write). */
export function eventually<T>(predicate: () => T, what = 'condition'): Promise<NonNullable<T>> {
  return waitFor(predicate, 5_000, what);
}

/** A company as svc-game opens it in these tests: a weak security department (48) so the first council has something to say. */
export function openedCompany(): CompanySnapshot {
  return company({
    currentQuarter: 1,
    cash: 80_000_000,
    netWorth: 100_000_000,
    revenue: 30_000_000,
    costs: 29_000_000,
    cashFlow: 1_000_000,
    quarterlyGrowth: 0,
    marketShare: 200,
    employeeCount: 25,
    seed: 4242,
    drivers: { ...sampleCompany().drivers, security: 48 },
  });
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

/**
 * A game event as svc-game publishes it; the fields a test does not care about
 * take svc-game's defaults (no escalations, no market shock).
 */
export function gameEvent(
  type: 'game.started' | 'game.quarter.advanced' | 'game.ended',
  userId: string,
  payload: Record<string, unknown>,
  overrides: Partial<DomainEvent> = {},
): DomainEvent {
  const company = payload.company as CompanySnapshot | undefined;
  const defaults: Record<string, unknown> =
    type === 'game.quarter.advanced'
      ? {
          quarter: Math.max(1, (company?.currentQuarter ?? 2) - 1),
          escalations: [],
          marketShock: null,
          financialEvents: 0,
        }
      : type === 'game.ended'
        ? { endReason: company?.endReason ?? 'time_limit', finalScore: 0 }
        : {};
  // Tests may send a payload the contract refuses (to see it dead-lettered): the bus checks it, not this helper.
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    userId,
    gameId: 'game-1',
    payload: { ...defaults, ...payload },
    ...overrides,
  } as DomainEvent;
}

export const uniqueUser = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** The player resolves a scenario with a sound decision, as the Scenarios page sends it. */
export function resolveSoundly(h: Pick<Harness, 'http'>, token: string, scenarioId: string) {
  return h.http.patch(`/api/scenarios/${scenarioId}`).set('x-user-token', token).send({
    status: 'resolved',
    playerDecision: 'Contain it, tell customers what happened and fund the fix from the contingency line.',
  });
}

/** The player asks for a scenario (POST /api/scenarios/generate, as the Scenarios page or a meeting does): the answer's body. */
export async function generateScenario(
  h: Pick<Harness, 'http'>,
  token: string,
  request: object,
): Promise<{ id: string }> {
  return (await h.http.post('/api/scenarios/generate').set('x-user-token', token).send(request)).body as {
    id: string;
  };
}

/** Two replicas of the council over one store and broker: `a` consumes svc-game's events, `b` only answers. */
export async function startTwoReplicas(
  store?: DocumentStore,
): Promise<{ a: Harness; b: Harness; close(): Promise<void> }> {
  const a = await startHarness(store ? { store } : {});
  const b = await startHarness({ store: a.store, broker: a.broker, subscribe: false });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
