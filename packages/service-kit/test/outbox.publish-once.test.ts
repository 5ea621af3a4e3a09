// The outbox within one process publishes each event once: a write's flush and
// the periodic sweep may reach the same document at the same moment (the sweep
// reading it while the flush is still publishing), and neither sends what the
// other is sending or has sent. A publish the bus confirmed whose pull failed is
// pulled by the next relay without being published again.
import type { DomainEvent } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus, InProcessBroker } from '../src/bus/index';
import type { EventBus } from '../src/bus/port';
import { createLogger } from '../src/logger';
import { createOutboxRelay, type OutboxRelay, type WithOutbox } from '../src/outbox';
import { createEmbeddedStore } from '../src/store/index';

const service = `svc-outbox-once-${process.pid}`;
const logger = createLogger(service, 'silent');

/** The in-process bus, each publish held back a moment (as a broker under load confirms late) and counted. */
function slowCountingBus(holdMs: number) {
  const inner = createInProcessBus({ service, broker: new InProcessBroker() });
  const published: string[] = [];
  const bus: EventBus = {
    ...inner,
    kind: inner.kind,
    publish: async (event: DomainEvent) => {
      published.push(event.id);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await inner.publish(event);
    },
  };
  return { bus, published, close: () => inner.close() };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function gamesWith(events: DomainEvent[]) {
  const store = createEmbeddedStore({ dataDir: null });
  const games = store.collection<WithOutbox>('games');
  await games.insert({ _id: 'game-1', outbox: events });
  cleanups.push(() => store.close());
  return games;
}

function relayOf(options: Parameters<typeof createOutboxRelay>[0]): OutboxRelay {
  const relay = createOutboxRelay(options);
  cleanups.push(() => relay.stop());
  return relay;
}

describe('the outbox publishes each event once in a process', () => {
  it('when the sweep runs while a flush is publishing the same document, then each event is published once', async () => {
    const events = [sampleEvent('game.started'), sampleEvent('game.quarter.advanced')];
    const games = await gamesWith(events);
    const { bus, published, close } = slowCountingBus(40);
    cleanups.push(close);
    const relay = relayOf({ collection: games, bus, logger, sweepEveryMs: 60_000, flushWaitMs: 5_000 });

    // The flush starts first; the sweep reads the document while the flush's first publish waits.
    const flushed = relay.flush('game-1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const swept = relay.sweep();
    await Promise.all([flushed, swept]);
    // A second round of both finds nothing left to send.
    await Promise.all([relay.flush('game-1'), relay.sweep()]);

    expect(published.sort()).toEqual(events.map((e) => e.id).sort());
    expect((await games.findOne({ _id: 'game-1' }))?.outbox).toEqual([]);
  });

  it('when many flushes and sweeps of one document overlap, then each event is still published once', async () => {
    const events = [
      sampleEvent('game.started'),
      sampleEvent('game.quarter.advanced'),
      sampleEvent('game.started'),
    ];
    const games = await gamesWith(events);
    const { bus, published, close } = slowCountingBus(15);
    cleanups.push(close);
    const relay = relayOf({ collection: games, bus, logger, sweepEveryMs: 60_000, flushWaitMs: 5_000 });

    await Promise.all([
      relay.flush('game-1'),
      relay.sweep(),
      relay.flush('game-1'),
      relay.sweep(),
      relay.flush('game-1'),
    ]);

    expect(published.sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('when the broker is away and writes keep flushing one document, then no queue of relays grows behind it', async () => {
    const games = await gamesWith([sampleEvent('game.started')]);
    const { bus, published, close } = slowCountingBus(30);
    cleanups.push(close);
    const away: EventBus = {
      ...bus,
      kind: bus.kind,
      publish: async (event) => {
        await bus.publish(event).catch(() => undefined);
        throw new Error('broker away');
      },
    };
    const relay = relayOf({ collection: games, bus: away, logger, sweepEveryMs: 60_000, flushWaitMs: 5_000 });

    await Promise.all(Array.from({ length: 10 }, () => relay.flush('game-1')));

    // The one running and the one waiting that the other nine shared: two tries, not ten.
    expect(published).toHaveLength(2);
  });

  it('when the pull fails after the bus confirmed an event, then the next relay pulls it without publishing it again', async () => {
    const [event] = [sampleEvent('game.started')];
    const games = await gamesWith([event!]);
    const { bus, published, close } = slowCountingBus(0);
    cleanups.push(close);
    // The store refuses the first pull, as a store that is briefly away would.
    let refusePull = true;
    const flaky: typeof games = Object.create(games) as typeof games;
    flaky.update = async (...args: Parameters<typeof games.update>) => {
      if (refusePull) {
        refusePull = false;
        throw new Error('store away');
      }
      return games.update(...args);
    };
    const relay = relayOf({ collection: flaky, bus, logger, sweepEveryMs: 60_000, flushWaitMs: 5_000 });

    await expect(relay.sweep()).rejects.toThrow('store away');
    expect(await relay.sweep()).toBe(0);

    expect(published).toEqual([event!.id]);
    expect((await games.findOne({ _id: 'game-1' }))?.outbox).toEqual([]);
  });
});
