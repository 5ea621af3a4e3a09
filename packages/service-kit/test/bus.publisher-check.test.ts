// Consumers that check who published (issue 43), on the in-process bus, in one
// thread and across one: an event is applied only when its type's owning
// service (contracts' eventOwners) published it; one from another service is
// dead-lettered with reason wrong-publisher. The RabbitMQ side, on the broker
// user the broker validates, is distributed/test/broker-users.rabbitmq.test.ts.
import { MessageChannel } from 'node:worker_threads';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createInProcessBus,
  createThreadBus,
  InProcessBroker,
  serveBusToThread,
  type EventBus,
} from '../src/bus/index';
import { createBusProbe, waitFor } from '../src/testing/index';

type Open = (broker: InProcessBroker, service: string, checkPublisher: boolean) => EventBus;

const served: Array<{ close(): Promise<void> }> = [];
const opened: EventBus[] = [];
const ways: Array<[string, Open]> = [
  [
    'in one thread',
    (broker, service, checkPublisher) => createInProcessBus({ service, broker, checkPublisher }),
  ],
  [
    'across a thread',
    (broker, service, checkPublisher) => {
      const channel = new MessageChannel();
      served.push(serveBusToThread({ service, port: channel.port1, broker, checkPublisher }));
      return createThreadBus({ service, port: channel.port2 });
    },
  ],
];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
  await Promise.all(served.splice(0).map((s) => s.close()));
});

describe.each(ways)('in-process bus publisher check (%s)', (_, open) => {
  const busOf = (broker: InProcessBroker, service: string, checkPublisher = false) => {
    const bus = open(broker, service, checkPublisher);
    opened.push(bus);
    return bus;
  };

  it('when svc-council publishes scenario.resolved and game.started, then a checking svc-game applies only the one it owns', async () => {
    const broker = new InProcessBroker();
    const svcGame = createBusProbe(busOf(broker, 'svc-game', true));
    await svcGame.bus.subscribe(['scenario.resolved', 'game.started'], async () => undefined);
    const svcCouncil = busOf(broker, 'svc-council');
    const forged = sampleEvent('game.started');
    const owned = sampleEvent('scenario.resolved');
    await svcCouncil.publish(forged);
    await svcCouncil.publish(owned);

    expect(await svcGame.acked(1)).toEqual([owned]);
    const [dead] = await waitFor(() =>
      broker.deadLetters('svc-game').length ? broker.deadLetters('svc-game') : null,
    );
    expect(dead).toMatchObject({ routingKey: 'game.started', reason: 'wrong-publisher' });
    expect(JSON.parse(dead!.body)).toEqual(forged);
    expect(svcGame.handled).toEqual([owned]);
  });

  it('when a consumer does not check (the default), then it applies an event from any service', async () => {
    const broker = new InProcessBroker();
    const consumer = createBusProbe(busOf(broker, 'svc-analytics'));
    await consumer.bus.subscribe('game.started', async () => undefined);
    const sent = sampleEvent('game.started');
    await busOf(broker, 'svc-council').publish(sent);
    expect(await consumer.acked(1)).toEqual([sent]);
  });
});
