// The event-bus contract, failures: retries, dead letters after the last
// attempt, poisoned and malformed messages, on every reachable bus
// (support/bus-contract.ts); then what only the in-process bus promises.
import { eventTypes, type DomainEvent } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { createBus, createInProcessBus, defaultInProcessBroker, InProcessBroker } from '../src/bus/index';
import { createBusProbe, waitFor } from '../src/testing/index';
import { describeBusContract, event, serviceName } from './support/bus-contract';

describeBusContract('failures', ({ harness, open, serviceOf }) => {
  it('when a handler fails twice and then succeeds, then the event is retried and handled, not dead-lettered', async () => {
    const service = serviceOf('retry');
    const probe = createBusProbe(open(service));
    let calls = 0;
    await probe.bus.subscribe(
      'scenario.generated',
      async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`transient failure ${calls}`);
      },
      { maxAttempts: 5 },
    );
    const sent = event('scenario.generated');
    await open('publisher').publish(sent);
    expect(await probe.acked(1)).toEqual([sent]);
    expect(calls).toBe(3);
    expect(probe.failures).toHaveLength(2);
    expect(await harness.deadLetters(service.service)).toEqual([]);
  });

  it('when a handler always fails, then after maxAttempts the event lands in the dead letters', async () => {
    const service = serviceOf('poison');
    const probe = createBusProbe(open(service));
    await probe.bus.subscribe(
      'agent.action.triggered',
      async () => {
        throw new Error('cannot apply');
      },
      { maxAttempts: 3 },
    );
    const sent = event('agent.action.triggered');
    await open('publisher').publish(sent);

    const [dead] = await waitFor(async () => {
      const letters = await harness.deadLetters(service.service);
      return letters.length > 0 ? letters : null;
    });
    expect(dead).toMatchObject({
      routingKey: 'agent.action.triggered',
      reason: 'handler-failed',
      attempts: 3,
    });
    expect(JSON.parse(dead!.body)).toEqual(sent);
    expect(probe.failures).toHaveLength(3);
    expect(probe.handled).toHaveLength(0);
  });

  it('when a message is not a valid event, then it is dead-lettered without reaching the handler', async () => {
    const service = serviceOf('invalid');
    const probe = createBusProbe(open(service, { prefetch: 1 }));
    await probe.bus.subscribe('game.started', async () => undefined);

    await harness.publishRaw('game.started', JSON.stringify({ hello: 'not an event' }));
    await harness.publishRaw('game.started', '{ not json');
    const valid = event('game.started');
    await open('publisher').publish(valid);

    expect(await probe.acked(1)).toEqual([valid]);
    const letters = await waitFor(async () => {
      const found = await harness.deadLetters(service.service);
      return found.length >= 2 ? found : null;
    });
    expect(letters.map((l) => l.reason)).toEqual(['invalid-event', 'invalid-event']);
    expect(letters.map((l) => l.body).sort()).toEqual(
      ['{ not json', JSON.stringify({ hello: 'not an event' })].sort(),
    );
    expect(probe.failures).toHaveLength(0);
  });

  it('when a publisher sends an invalid event, then publish rejects at the source', async () => {
    const publisher = open('publisher');
    const bad = { ...event('game.started'), type: 'game.exploded' } as unknown as DomainEvent;
    await expect(publisher.publish(bad)).rejects.toThrow(/unknown event type/);
    const noCompany = { ...event('game.started'), payload: {} } as unknown as DomainEvent;
    await expect(publisher.publish(noCompany)).rejects.toThrow(/company/);
  });

  it('when the payload of a message fails the schema of its type, then it is dead-lettered at once, never retried', async () => {
    const service = serviceOf('bad-payload');
    const probe = createBusProbe(open(service, { prefetch: 1 }));
    let calls = 0;
    await probe.bus.subscribe('scenario.generated', async () => void (calls += 1), { maxAttempts: 5 });
    const malformed = {
      ...event('scenario.generated'),
      payload: { scenarioId: 's1', department: 'Catering' },
    };
    await harness.publishRaw('scenario.generated', JSON.stringify(malformed));
    const valid = event('scenario.generated');
    await open('publisher').publish(valid);

    expect(await probe.acked(1)).toEqual([valid]);
    const [dead] = await waitFor(async () => {
      const letters = await harness.deadLetters(service.service);
      return letters.length > 0 ? letters : null;
    });
    expect(dead).toMatchObject({ routingKey: 'scenario.generated', reason: 'invalid-event', attempts: 1 });
    expect(calls).toBe(1);
  });
});

describe('in-process bus specifics', () => {
  it('when publish resolves, then no handler has run yet: delivery is never synchronous', async () => {
    const broker = new InProcessBroker();
    const bus = createInProcessBus({ service: serviceName('async'), broker });
    const probe = createBusProbe(bus);
    await probe.bus.subscribe(eventTypes, async () => undefined);
    await bus.publish(event('game.started'));
    expect(probe.handled).toHaveLength(0);
    await probe.acked(1);
    await bus.close();
  });

  it('when services in one process each create their own bus, then they share the default broker', async () => {
    const consumer = createBus({ service: serviceName('embedded-consumer') });
    const producer = createBus({ service: serviceName('embedded-producer') });
    expect(consumer.kind).toBe('in-process');
    const probe = createBusProbe(consumer);
    await probe.bus.subscribe('game.started', async () => undefined);
    const sent = event('game.started');
    await producer.publish(sent);
    expect(await probe.acked(1)).toEqual([sent]);
    expect(defaultInProcessBroker()).toBe(defaultInProcessBroker());
    await Promise.all([consumer.close(), producer.close()]);
  });
});
