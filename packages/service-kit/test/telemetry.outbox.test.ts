// The outbox as an operator sees it: while the broker cannot be reached, the
// events a write left behind wait in their documents, and the metrics say how
// many and how long the oldest has waited (the alert AiCouncilOutboxStuck
// reads the age); once the broker is back and the sweep has sent them, both
// fall to zero.
import { sampleEvent } from '@ai-council/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createInProcessBus, createRabbitBus, InProcessBroker } from '../src/bus/index';
import { createLogger } from '../src/logger';
import { createOutboxRelay, type WithOutbox } from '../src/outbox';
import { createEmbeddedStore } from '../src/store/index';
import { metricsText } from '../src/telemetry/metrics';
import { parseMetricsText, sampleValue } from '../src/testing/index';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const service = `svc-outbox-test-${process.pid}`;
const gauges = async () => {
  const samples = parseMetricsText(await metricsText());
  const labels = { service, collection: 'games' };
  return {
    backlog: sampleValue(samples, 'outbox_backlog_events', labels),
    age: sampleValue(samples, 'outbox_oldest_event_age_seconds', labels),
    failures: sampleValue(samples, 'bus_publish_failures_total', { service }),
  };
};

describe('outbox metrics', () => {
  it('when the broker is unreachable, then the backlog and the age of the oldest event show it; once sent, both are zero', async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const games = store.collection<WithOutbox>('games');
    const logger = createLogger(service, 'silent');
    const written = new Date(Date.now() - 90_000);
    await games.insert({
      _id: 'game-1',
      outbox: [
        sampleEvent('game.started', { at: written }),
        sampleEvent('game.quarter.advanced', { at: new Date(Date.now() - 5_000) }),
      ],
    });

    // RabbitMQ at an address where nothing listens: every publish fails, as with the broker down.
    const unreachable = createRabbitBus({
      url: 'amqp://guest:guest@127.0.0.1:1',
      service,
      waitForConnectionMs: 200,
      logger: silent,
    });
    const stuck = createOutboxRelay({ collection: games, bus: unreachable, logger, sweepEveryMs: 60_000 });
    await expect(stuck.sweep()).rejects.toThrow(/not reachable/);
    const waiting = await gauges();
    expect(waiting.backlog).toBe(2);
    expect(waiting.age).toBeGreaterThanOrEqual(90);
    expect(waiting.failures).toBe(1);
    await stuck.stop();
    await unreachable.close();

    // The broker is back (here: the in-process one): the sweep sends both and the gauges fall.
    const bus = createInProcessBus({ service, broker: new InProcessBroker() });
    const relay = createOutboxRelay({ collection: games, bus, logger, sweepEveryMs: 60_000 });
    expect(await relay.sweep()).toBe(2);
    expect(await gauges()).toMatchObject({ backlog: 0, age: 0 });
    await relay.stop();
    await bus.close();
    await store.close();
  });
});
