// The event-bus contract's frame, shared by its suites: the in-process broker
// always and the real RabbitMQ at AMQP_URL when it is set, each behind one
// harness (open a bus, publish a poisoned body, read the dead letters, cut
// the connection). Tests wait for "n messages handled" or for a dead letter
// to appear; none sleeps.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { MessageChannel } from 'node:worker_threads';
import amqp from 'amqplib';
import type { EventType } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { afterAll, afterEach, describe } from 'vitest';
import {
  createInProcessBus,
  createRabbitBus,
  createThreadBus,
  InProcessBroker,
  serveBusToThread,
  type BusLogger,
  type EventBus,
  type RabbitBus,
} from '../../src/bus/index';
import { deleteBusTopology, waitFor } from '../../src/testing/index';

export interface DeadLetterView {
  routingKey: string;
  reason: string;
  attempts: number;
  body: string;
}

export interface BusHarness {
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
export const serviceName = (label: string) => `test-${runId}-${label}-${(serviceCount += 1)}`;

/** A valid event of a type (its sample payload), with a fresh id; each test builds its own. */
export const event = <T extends EventType>(type: T) => sampleEvent(type);

/** What a suite's cases get: the harness, a bus per label (closed after each test), a service of its own. */
export interface BusUnderTest {
  harness: BusHarness;
  open(label: string | { service: string }, options?: { prefetch?: number }): EventBus;
  serviceOf(label: string): { service: string };
}

/** Registers a part of the contract's cases on every reachable bus. */
export function describeBusContract(part: string, cases: (bus: BusUnderTest) => void): void {
  const harnesses: Array<[string, () => BusHarness, typeof describe | typeof describe.skip]> = [
    ['in-process', inProcessHarness, describe],
    // A service on a worker thread (embedded mode on two cores): its bus crosses a MessagePort to the broker.
    ['in-process, across a thread', threadHarness, describe],
    [
      `rabbitmq (${amqpUrl ? 'AMQP_URL' : 'not configured'})`,
      rabbitHarness,
      amqpUrl ? describe : describe.skip,
    ],
  ];
  for (const [name, makeHarness, register] of harnesses) {
    register(`event bus contract (${part}): ${name}`, () => {
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

      cases({ harness, open, serviceOf });
    });
  }
}

export function inProcessHarness(): BusHarness {
  const broker = new InProcessBroker();
  return {
    open: (service, options) => createInProcessBus({ service, broker, ...options }),
    publishRaw: async (routingKey, body) => broker.publish(routingKey, body),
    deadLetters: async (service) => broker.deadLetters(service),
  };
}

function threadHarness(): BusHarness {
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
}

export const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl)
  console.warn('[bus contract] RabbitMQ run skipped: AMQP_URL is not set (CI sets it to the local RabbitMQ)');

const silent: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The real RabbitMQ at AMQP_URL, on an exchange of this run; stop() deletes what the run declared. */
export function rabbitHarness(): BusHarness {
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
      await deleteBusTopology(channel, { exchange, queues: [...services] });
      await channel.close();
      await admin?.close();
    },
  };
}
