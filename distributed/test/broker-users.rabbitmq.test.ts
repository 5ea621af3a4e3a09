// Per-service broker users on the real RabbitMQ (issue 43): svc-council's user
// cannot reach a queue through the default exchange, may publish the events it
// owns and no other, and a consumer that checks publishers drops an event its
// owner's user did not publish. Needs AMQP_URL and rabbitmqctl (root); skipped
// with the reason printed otherwise. Removes its users, queues and exchanges.
import { randomBytes, randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleEvent } from '@ai-council/contracts/testing';
import { createRabbitBus, DEFAULT_EXCHANGE, type BusLogger, type RabbitBus } from '@ai-council/service-kit';
import { createBusProbe, deleteBusTopology, waitFor } from '@ai-council/service-kit/testing';
import {
  brokerGrants,
  createBrokerUsers,
  deleteBrokerUsers,
  rabbitmqctlUnavailable,
} from '../src/broker-users';

const amqpUrl = process.env.AMQP_URL;
const unavailable = amqpUrl ? await rabbitmqctlUnavailable() : 'AMQP_URL is not set';
if (unavailable) console.warn(`[broker users] RabbitMQ run skipped: ${unavailable}`);

const namespace = `users-${randomUUID().slice(0, 8)}`;
const serviceUsers = `ai-council-${namespace}-{service}`;
const exchange = `${namespace}.${DEFAULT_EXCHANGE}`;
const password = randomBytes(12).toString('hex');
const silent: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The broker URL with a service's own user instead of AMQP_URL's. */
function urlOf(service: string): string {
  const url = new URL(amqpUrl!);
  url.username = serviceUsers.replace('{service}', service);
  url.password = password;
  return url.toString();
}

const opened: RabbitBus[] = [];
function busOf(service: string, url = urlOf(service)): RabbitBus {
  const bus = createRabbitBus({
    url,
    service,
    exchange,
    queue: `${namespace}.${service}`,
    serviceUsers,
    logger: silent,
    // A refused publish fails in a second rather than retrying for ten.
    waitForConnectionMs: 1_500,
    reconnectDelayMs: { initial: 50, max: 200 },
  });
  opened.push(bus);
  return bus;
}

/** Publishes once on a fresh channel; resolves with the broker's answer (null: accepted). */
async function publishAs(
  url: string,
  to: { exchange: string; routingKey: string },
  body: string,
  properties: amqp.Options.Publish = {},
): Promise<string | null> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createConfirmChannel();
    const closed = new Promise<string>((resolve) => channel.on('error', (e: Error) => resolve(e.message)));
    const confirmed = new Promise<null>((resolve, reject) =>
      channel.publish(to.exchange, to.routingKey, Buffer.from(body), properties, (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(null),
      ),
    ).catch(() => closed);
    return await Promise.race([closed, confirmed]);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

describe.skipIf(unavailable !== null)('per-service broker users on the real RabbitMQ', () => {
  beforeAll(async () => {
    await createBrokerUsers({
      namespace,
      serviceUsers,
      services: ['svc-game', 'svc-council'],
      passwordOf: () => password,
    });
  }, 120_000);

  // Each case's svc-game bus goes, so no earlier one competes for the queue.
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  afterAll(async () => {
    await deleteBrokerUsers({ namespace, serviceUsers, services: ['svc-game', 'svc-council'] });
    const admin = await amqp.connect(amqpUrl!);
    await deleteBusTopology(await admin.createChannel(), {
      exchange,
      queues: ['svc-game', 'svc-council'].map((service) => `${namespace}.${service}`),
    });
    await admin.close();
  }, 120_000);

  it('grants each service the event types it owns on the events exchange, and svc-analytics none', () => {
    const grants = new Map(brokerGrants().map((g) => [g.service, g]));
    expect(new RegExp(grants.get('svc-council')!.topicWrite).test('scenario.resolved')).toBe(true);
    expect(new RegExp(grants.get('svc-council')!.topicWrite).test('game.started')).toBe(false);
    expect(new RegExp(grants.get('svc-game')!.topicWrite).test('game.started')).toBe(true);
    expect(grants.get('svc-analytics')!.topicWrite).toBe('(?!)');
    expect(grants.get('svc-game')!.user).toBe('ai-council-svc-game');
  });

  it("when svc-council's user publishes to the default exchange, then the broker refuses it (403)", async () => {
    const svcGame = busOf('svc-game');
    await svcGame.subscribe('scenario.resolved', async () => undefined);
    const refused = await publishAs(
      urlOf('svc-council'),
      { exchange: '', routingKey: `${namespace}.svc-game` },
      JSON.stringify(sampleEvent('scenario.resolved')),
    );
    expect(refused).toMatch(/403.*ACCESS_REFUSED/);
  });

  it("when svc-council's user publishes scenario.resolved, then svc-game applies it; a game.* type it is refused", async () => {
    const svcGame = createBusProbe(busOf('svc-game'));
    await svcGame.bus.subscribe(['scenario.resolved', 'game.started'], async () => undefined);
    const svcCouncil = busOf('svc-council');
    const owned = sampleEvent('scenario.resolved');
    await svcCouncil.publish(owned);
    expect(await svcGame.acked(1)).toEqual([owned]);

    await expect(svcCouncil.publish(sampleEvent('game.started'))).rejects.toThrow(/403.*ACCESS_REFUSED/);
    // A user id other than the connection's is refused too: svc-council cannot sign as svc-game.
    const forged = await publishAs(
      urlOf('svc-council'),
      { exchange, routingKey: 'scenario.resolved' },
      JSON.stringify(sampleEvent('scenario.resolved')),
      { userId: serviceUsers.replace('{service}', 'svc-game') },
    );
    expect(forged).toMatch(/PRECONDITION_FAILED.*user_id/);
  });

  it('when an event arrives from a user other than its owner, then the checking consumer dead-letters it unapplied', async () => {
    const svcGame = createBusProbe(busOf('svc-game'));
    await svcGame.bus.subscribe('game.started', async () => undefined);
    // The admin user (AMQP_URL's) stands in for any other service's user: game.started is svc-game's.
    const stray = sampleEvent('game.started');
    expect(
      await publishAs(amqpUrl!, { exchange, routingKey: 'game.started' }, JSON.stringify(stray), {
        userId: new URL(amqpUrl!).username || 'guest',
      }),
    ).toBeNull();
    const admin = await amqp.connect(amqpUrl!);
    try {
      const channel = await admin.createChannel();
      const dead = await waitFor(
        async () => (await channel.get(`${namespace}.svc-game.dead-letter`, { noAck: true })) || null,
      );
      expect(dead.properties.headers?.['x-dead-letter-reason']).toBe('wrong-publisher');
      expect(JSON.parse(dead.content.toString('utf8'))).toMatchObject({ id: stray.id });
    } finally {
      await admin.close();
    }
    expect(svcGame.handled).toEqual([]);
  });

  it("when svc-game's handler fails once, then the retry through its own exchange still counts as svc-council's event", async () => {
    const svcGame = createBusProbe(busOf('svc-game'));
    let calls = 0;
    await svcGame.bus.subscribe('scenario.resolved', async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient failure');
    });
    const sent = sampleEvent('scenario.resolved');
    await busOf('svc-council').publish(sent);
    expect(await svcGame.acked(1)).toEqual([sent]);
    expect(calls).toBe(2);
  });
});
