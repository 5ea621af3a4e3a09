// One contract for the event-bus port, run against the in-process broker
// always and against the real RabbitMQ at AMQP_URL when it is set. Tests wait
// for "n messages handled" or for a dead letter to appear; none sleeps.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { MessageChannel } from 'node:worker_threads';
import amqp from 'amqplib';
import { eventTypes, type DomainEvent, type EventType } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  createBus,
  createInProcessBus,
  createRabbitBus,
  createThreadBus,
  defaultInProcessBroker,
  serveBusToThread,
  InProcessBroker,
  type BusLogger,
  type EventBus,
  type RabbitBus,
} from '../src/bus/index';
import { createBusProbe, waitFor } from '../src/testing/index';

interface DeadLetterView {
  routingKey: string;
  reason: string;
  attempts: number;
  body: string;
}

interface BusHarness {
  /** A bus for a service; buses of the same service share its queue. */
  open(service: string, options?: { prefetch?: number }): EventBus;
  /** Publishes a raw body, bypassing the bus's own validation (a poisoned producer). */
  publishRaw(routingKey: string, body: string): Promise<void>;
  /** Dead letters of a service seen so far. */
  deadLetters(service: string): Promise<DeadLetterView[]>;
  /** Cuts the bus's connection under it; absent where there is no connection. */
  dropConnection?: (bus: EventBus, how: 'close' | 'socket') => Promise<void>;
  stop?(): Promise<void>;
}

const runId = randomUUID().slice(0, 8);
let serviceCount = 0;
/** A service name nobody else uses, so queues never cross-talk between tests or runs. */
const serviceName = (label: string) => `test-${runId}-${label}-${(serviceCount += 1)}`;

/** A valid event of a type (its sample payload), with a fresh id; each test builds its own. */
const event = <T extends EventType>(type: T) => sampleEvent(type);

function describeBusContract(
  name: string,
  makeHarness: () => BusHarness,
  register: typeof describe | typeof describe.skip = describe,
): void {
  register(`event bus contract: ${name}`, () => {
    const harness = makeHarness();
    const opened: EventBus[] = [];
    const open = (label: string | { service: string }, options?: { prefetch?: number }) => {
      const bus = harness.open(typeof label === 'string' ? serviceName(label) : label.service, options);
      opened.push(bus);
      return bus;
    };
    const serviceOf = (label: string) => ({ service: serviceName(label) });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });
    afterAll(async () => {
      await harness.stop?.();
    }, 30_000);

    it('when events are published, then a service gets only the types it subscribed to, each handler its own', async () => {
      const service = serviceOf('patterns');
      // prefetch 1 keeps the queue in order, so once the last event is handled
      // every earlier one that was routed here has been handled too.
      const probe = createBusProbe(open(service, { prefetch: 1 }));
      const onePart: string[] = [];
      const resolved: string[] = [];
      await probe.bus.subscribe(['game.started', 'game.ended'], async (e) => void onePart.push(e.type));
      await probe.bus.subscribe('scenario.resolved', async (e) => void resolved.push(e.payload.scenarioId));
      const everything = createBusProbe(open('everything'));
      await everything.bus.subscribe(eventTypes, async () => undefined);

      const publisher = open('publisher');
      const types: EventType[] = [
        'game.quarter.advanced',
        'communication.sent',
        'game.started',
        'scenario.resolved',
        'council.meeting.ended',
        'game.ended',
        'scenario.resolved',
      ];
      for (const type of types) await publisher.publish(event(type));

      await probe.acked(4);
      expect(onePart).toEqual(['game.started', 'game.ended']);
      expect(resolved).toEqual(['scenario-1', 'scenario-1']);
      expect(probe.handled).toHaveLength(4);
      expect((await everything.acked(types.length)).map((e) => e.type).sort()).toEqual([...types].sort());
    });

    it('when two services subscribe to the same event, then each gets its own copy', async () => {
      const first = createBusProbe(open('fan-out-a'));
      const second = createBusProbe(open('fan-out-b'));
      await first.bus.subscribe('game.started', async () => undefined);
      await second.bus.subscribe(['game.started', 'game.ended'], async () => undefined);
      const sent = event('game.started');
      await open('publisher').publish(sent);
      expect(await first.acked(1)).toEqual([sent]);
      expect(await second.acked(1)).toEqual([sent]);
    });

    it('when two buses of one service subscribe, then they compete and each event is handled once', async () => {
      const service = serviceOf('competing');
      const replicaA = createBusProbe(open(service));
      const replicaB = createBusProbe(open(service));
      await replicaA.bus.subscribe(['decision.proposed', 'decision.implemented'], async () => undefined);
      await replicaB.bus.subscribe(['decision.proposed', 'decision.implemented'], async () => undefined);
      const publisher = open('publisher');
      const sent = Array.from({ length: 20 }, () => event('decision.proposed'));
      for (const e of sent) await publisher.publish(e);

      await waitFor(
        () => replicaA.handled.length + replicaB.handled.length >= sent.length,
        10_000,
        'all 20 handled',
      );
      const handledIds = [...replicaA.handled, ...replicaB.handled].map((e) => e.id);
      expect(new Set(handledIds).size).toBe(sent.length);
      expect(handledIds.sort()).toEqual(sent.map((e) => e.id).sort());
      expect(replicaA.handled.length).toBeGreaterThan(0);
      expect(replicaB.handled.length).toBeGreaterThan(0);
    });

    it('when a restarted service finds a backlog of several types, then its handlers, registered in one turn, take all of it', async () => {
      // The crash suite's finding: a service that subscribed type by type met
      // its backlog knowing only the first type, and dead-lettered the rest.
      const service = serviceOf('backlog');
      const before = open(service);
      await Promise.all([
        before.subscribe('scenario.generated', async () => undefined),
        before.subscribe('scenario.resolved', async () => undefined),
        before.subscribe('decision.proposed', async () => undefined),
      ]);
      await before.close();
      const publisher = open('publisher');
      const backlog = (['scenario.generated', 'scenario.resolved', 'decision.proposed'] as const).flatMap(
        (type) => Array.from({ length: 5 }, () => event(type)),
      );
      for (const e of backlog) await publisher.publish(e);

      const after = createBusProbe(open(service));
      const handled: string[] = [];
      await Promise.all([
        after.bus.subscribe('scenario.generated', async (e) => void handled.push(e.id)),
        after.bus.subscribe('scenario.resolved', async (e) => void handled.push(e.id)),
        after.bus.subscribe('decision.proposed', async (e) => void handled.push(e.id)),
      ]);
      await waitFor(() => handled.length >= backlog.length, 10_000, 'the whole backlog handled');
      expect(handled.sort()).toEqual(backlog.map((e) => e.id).sort());
      expect(await harness.deadLetters(service.service)).toEqual([]);
    });

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

    it('when a service is down while events are published, then it gets them when it comes back', async () => {
      const service = serviceOf('durable');
      const before = open(service);
      await before.subscribe(['game.started', 'game.quarter.advanced', 'game.ended'], async () => undefined);
      await before.close();

      const sent = [event('game.started'), event('game.quarter.advanced'), event('game.ended')];
      const publisher = open('publisher');
      for (const e of sent) await publisher.publish(e);

      const after = createBusProbe(open(service));
      await after.bus.subscribe(
        ['game.started', 'game.quarter.advanced', 'game.ended'],
        async () => undefined,
      );
      expect((await after.acked(3)).map((e) => e.id).sort()).toEqual(sent.map((e) => e.id).sort());
    });

    it('when a stopping replica stops consuming, then its handler under way finishes, it can still publish, and the rest goes to the other replica', async () => {
      const service = serviceOf('draining');
      const stopping = open(service, { prefetch: 1 });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const started: string[] = [];
      const finished: string[] = [];
      await stopping.subscribe('communication.sent', async (e) => {
        started.push(e.id);
        await gate;
        finished.push(e.id);
      });
      const publisher = open('publisher');
      const sent = [event('communication.sent'), event('communication.sent'), event('communication.sent')];
      for (const e of sent) await publisher.publish(e);
      await waitFor(() => started.length === 1, 10_000, 'the first delivery under way');

      const stopped = stopping.stopConsuming();
      release();
      await stopped;
      // Exactly the one it held was handled, and acked: nothing more reaches it.
      expect(finished).toHaveLength(1);
      await stopping.publish(event('game.started'));

      const other = createBusProbe(open(service));
      await other.bus.subscribe('communication.sent', async () => undefined);
      const rest = (await other.acked(2)).map((e) => e.id);
      expect([...finished, ...rest].sort()).toEqual(sent.map((e) => e.id).sort());
      expect(finished).toHaveLength(1);
    });

    it('when a bus is closed, then ping rejects and an open one answers', async () => {
      const bus = open('ping');
      await waitFor(
        () =>
          bus.ping().then(
            () => true,
            () => false,
          ),
        10_000,
        'bus ready',
      );
      await bus.close();
      await expect(bus.ping()).rejects.toThrow();
    });

    for (const how of ['close', 'socket'] as const) {
      it.skipIf(!harness.dropConnection)(
        `when the connection drops (${how}), then the bus reconnects, resubscribes and later publishes are delivered`,
        async () => {
          const bus = open('reconnect');
          const probe = createBusProbe(bus);
          await probe.bus.subscribe('communication.sent', async () => undefined);
          const first = event('communication.sent');
          await probe.bus.publish(first);
          await probe.acked(1);

          await harness.dropConnection!(bus, how);
          // Published on the very bus that lost its connection: publish waits for the reconnect.
          const second = event('communication.sent');
          await probe.bus.publish(second);
          await waitFor(
            () => probe.handled.some((e) => e.id === second.id),
            10_000,
            'the event published after the drop',
          );
          // At least once: the first event may come again if its ack died with the socket.
          expect(new Set(probe.handled.map((e) => e.id))).toEqual(new Set([first.id, second.id]));
          await probe.bus.ping();
        },
      );
    }
  });
}

// --- in-process, always -------------------------------------------------------

describeBusContract('in-process', () => {
  const broker = new InProcessBroker();
  return {
    open: (service, options) => createInProcessBus({ service, broker, ...options }),
    publishRaw: async (routingKey, body) => broker.publish(routingKey, body),
    deadLetters: async (service) => broker.deadLetters(service),
  };
});

// A service on a worker thread (embedded mode on two cores): its bus crosses a MessagePort to the broker.
describeBusContract('in-process, across a thread', () => {
  const broker = new InProcessBroker();
  const served: Array<{ close(): Promise<void> }> = [];
  return {
    open(service, options) {
      const channel = new MessageChannel();
      served.push(serveBusToThread({ service, port: channel.port1, broker, ...options }));
      return createThreadBus({ service, port: channel.port2 });
    },
    publishRaw: async (routingKey, body) => broker.publish(routingKey, body),
    deadLetters: async (service) => broker.deadLetters(service),
    async stop() {
      await Promise.all(served.map((s) => s.close()));
    },
  };
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

// --- RabbitMQ, when AMQP_URL is set ------------------------------------------------

const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl)
  console.warn('[bus contract] RabbitMQ run skipped: AMQP_URL is not set (CI sets it to the local RabbitMQ)');

const silent: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeBusContract(
  `rabbitmq (${amqpUrl ? 'AMQP_URL' : 'not configured'})`,
  () => {
    const url = amqpUrl ?? '';
    const exchange = `ai-council.test.${runId}`;
    const services = new Set<string>();
    const deadLetters = new Map<string, DeadLetterView[]>();
    let admin: amqp.ChannelModel | null = null;
    const adminChannel = async () => {
      admin ??= await amqp.connect(url);
      return admin.createConfirmChannel();
    };

    return {
      open(service, options) {
        services.add(service);
        return createRabbitBus({
          url,
          service,
          exchange,
          logger: silent,
          reconnectDelayMs: { initial: 50, max: 500 },
          ...options,
        });
      },
      async publishRaw(routingKey, body) {
        const channel = await adminChannel();
        channel.publish(exchange, routingKey, Buffer.from(body), { persistent: true });
        await channel.waitForConfirms();
        await channel.close();
      },
      async deadLetters(service) {
        // Draining the queue moves each dead letter into a list kept per service.
        const seen = deadLetters.get(service) ?? [];
        deadLetters.set(service, seen);
        const channel = await adminChannel();
        await channel.assertQueue(`${service}.dead-letter`, { durable: true });
        for (let message = await channel.get(`${service}.dead-letter`, { noAck: true }); message;) {
          const headers = message.properties.headers ?? {};
          seen.push({
            routingKey: String(headers['x-routing-key'] ?? message.fields.routingKey),
            reason: String(headers['x-dead-letter-reason']),
            attempts: Number(headers['x-attempt']),
            body: message.content.toString('utf8'),
          });
          message = await channel.get(`${service}.dead-letter`, { noAck: true });
        }
        await channel.close();
        return seen.slice();
      },
      async dropConnection(bus, how) {
        const connection = (bus as RabbitBus).connection;
        if (!connection) throw new Error('bus has no connection to drop');
        if (how === 'close') await connection.close();
        // A network failure: the socket errors and dies without a close handshake.
        else
          (connection.connection as unknown as { stream: Socket }).stream.destroy(
            new Error('simulated network failure'),
          );
        await waitFor(
          () => (bus as RabbitBus).connection !== connection,
          10_000,
          'the old connection to be gone',
        );
      },
      async stop() {
        const channel = await adminChannel();
        for (const service of services) {
          await channel.deleteQueue(service);
          await channel.deleteQueue(`${service}.dead-letter`);
        }
        await channel.deleteExchange(exchange);
        await channel.deleteExchange(`${exchange}.dead-letter`);
        await channel.close();
        await admin?.close();
      },
    };
  },
  amqpUrl ? describe : describe.skip,
);
