// The outbox relay's sweep runs every two seconds in every service, over every
// collection that carries an outbox: through `outboxIndex` it reads only the
// documents with events waiting, never the whole collection, and a document
// with several events waiting is found once (its events relayed once each).
import { createRequire } from 'node:module';
import { sampleEvent } from '@ai-council/contracts/testing';
import type { DomainEvent } from '@ai-council/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBus, InProcessBroker } from '../src/bus/index';
import { createLogger } from '../src/logger';
import { createOutboxRelay, outboxIndex, type WithOutbox } from '../src/outbox';
import { createEmbeddedStore } from '../src/store/index';

const { prototype: nedbDatastore } = createRequire(import.meta.url)('@seald-io/nedb') as {
  prototype: { getAllData(): unknown[] };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('outbox sweep', () => {
  it('when a few of many documents have events waiting, then the sweep reads only those, each once, and relays each event once', async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const games = store.collection<WithOutbox>({ name: 'games', indexes: [outboxIndex] });
    for (let i = 0; i < 300; i += 1) await games.insert({ _id: `quiet-${i}`, outbox: [] });
    for (let i = 0; i < 300; i += 1) await games.insert({ _id: `never-${i}` });
    await games.insert({
      _id: 'busy',
      outbox: [sampleEvent('game.started'), sampleEvent('game.quarter.advanced')],
    });
    await games.insert({ _id: 'other', outbox: [sampleEvent('game.started')] });

    const bus = createInProcessBus({ broker: new InProcessBroker(), service: 'svc-outbox-sweep-test' });
    const heard: DomainEvent[] = [];
    const published = vi.spyOn(bus, 'publish').mockImplementation(async (event) => {
      heard.push(event);
    });
    const relay = createOutboxRelay({
      collection: games,
      bus,
      logger: createLogger('svc-outbox-sweep-test', 'silent'),
      sweepEveryMs: 60_000,
    });
    const fullReads = vi.spyOn(nedbDatastore, 'getAllData');

    expect(await relay.sweep()).toBe(3);
    expect(fullReads).not.toHaveBeenCalled();
    expect(new Set(heard.map((event) => event.id)).size).toBe(3);
    expect(published).toHaveBeenCalledTimes(3);
    expect(await games.count({ 'outbox.id': { $gt: '' } })).toBe(0);
    expect(await relay.sweep()).toBe(0);

    await relay.stop();
    await store.close();
  });
});
