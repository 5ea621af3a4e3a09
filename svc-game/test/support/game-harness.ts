import { createBusProbe, signTestToken, testStore, testTokenKeys } from '@ai-council/service-kit/testing';
import supertest from 'supertest';
import { eventTypes, type DomainEvent } from '@ai-council/contracts';
import { createInProcessBus, createLogger, InProcessBroker, type EventBus } from '@ai-council/service-kit';
import { createGameService } from '../../src/service';

/** The gateway's public key, as svc-game is given it. */
export const tokenPublicKey = testTokenKeys.publicKey;

export const tokenFor = (
  userId: string,
  claims: { gameMode?: 'demo' | 'llm'; firstName?: string | null } = {},
) =>
  signTestToken(
    { sub: userId, gameMode: claims.gameMode ?? 'demo', firstName: claims.firstName ?? null },
    'svc-game',
  );

/**
 * The real app on an in-memory store and an isolated in-process broker, plus
 * a probe of what it publishes and a count of what its handlers have handled.
 */
export async function startGameHarness(
  options: { busFor?: (service: string) => EventBus; newSeed?: () => number } = {},
) {
  const store = testStore();
  const broker = new InProcessBroker();
  const busFor = options.busFor ?? ((service: string) => createInProcessBus({ service, broker }));
  // What svc-game's own handlers have finished with: a test waits for it, never sleeps.
  const handledBy = createBusProbe(busFor('svc-game'));
  const bus = handledBy.bus;
  const published: DomainEvent[] = [];
  const probe = busFor('probe');
  await probe.subscribe(eventTypes, async (event) => {
    published.push(event);
  });
  const game = createGameService({
    store,
    bus,
    logger: createLogger('test', 'silent'),
    tokenPublicKey,
    newSeed: options.newSeed,
  });
  await game.start();
  const as = (userId: string, claims?: Parameters<typeof tokenFor>[1]) => {
    const token = tokenFor(userId, claims);
    const request = supertest(game.app);
    return {
      get: (path: string) => request.get(path).set('x-user-token', token),
      patch: (path: string) => request.patch(path).set('x-user-token', token),
      post: (path: string) => request.post(path).set('x-user-token', token),
      put: (path: string) => request.put(path).set('x-user-token', token),
      /** The explicit start every game begins with (reads never create one); answers the game's state. */
      start: () => request.post('/api/game/start').set('x-user-token', token),
    };
  };
  /** Publishes an event as another service would (through the same broker). */
  const council = busFor('svc-council');
  return {
    app: game.app,
    broker,
    store,
    published,
    /** The events svc-game's handlers have finished with (the bus acks each right after), in order. */
    handled: handledBy.handled,
    as,
    publishAsCouncil: (event: DomainEvent) => council.publish(event),
    async waitFor<T>(
      check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
      ms = 5_000,
    ) {
      const until = Date.now() + ms;
      for (;;) {
        const value = await check();
        if (value) return value;
        if (Date.now() > until) throw new Error('condition not met in time');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      await game.stop();
      await probe.close();
      await council.close();
      await bus.close();
      await store.close();
    },
  };
}
export type GameHarness = Awaited<ReturnType<typeof startGameHarness>>;
