// The same game-event flows over the real RabbitMQ when AMQP_URL is set (CI
// runs one on 127.0.0.1:5672); otherwise the run says plainly it was skipped.
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@ai-council/contracts';
import { createRabbitBus, type RabbitBus } from '@ai-council/service-kit';
import amqp from 'amqplib';
import { waitFor } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameEventFlows, weakQuarter } from './support/game-event-flows';
import { gameEvent, startHarness, uniqueUser, type Harness } from './support/harness';

const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl) console.log('[svc-council] RabbitMQ game-event tests skipped: AMQP_URL is not set');

describe.skipIf(!amqpUrl)('svc-game events over RabbitMQ (AMQP_URL)', () => {
  let h: Harness;
  let bus: RabbitBus;
  let observer: RabbitBus;
  const seen: DomainEvent[] = [];
  const run = randomUUID().slice(0, 8);
  const service = `svc-council-test-${run}`;
  const exchange = `ai-council.test.council.${run}`;
  let closeRaw: (() => Promise<void>) | undefined;
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    bus = createRabbitBus({ url: amqpUrl!, service, exchange, logger: silent });
    observer = createRabbitBus({ url: amqpUrl!, service: `${service}-observer`, exchange, logger: silent });
    await observer.subscribe(['scenario.generated', 'scenario.resolved'], async (event) => {
      seen.push(event);
    });
    const raw = await amqp.connect(amqpUrl!);
    const rawChannel = await raw.createConfirmChannel();
    closeRaw = () => raw.close();
    h = await startHarness({
      bus,
      publishRaw: async (routingKey, body) => {
        rawChannel.publish(exchange, routingKey, Buffer.from(body), { persistent: true });
        await rawChannel.waitForConfirms();
      },
    });
  });

  afterAll(async () => {
    await h?.close();
    await closeRaw?.();
    await observer?.close();
    await bus?.close();
    // Leave the broker as it was: this run's queues and exchanges go (own connection,
    // since deleting a queue under a live consumer would make that bus reconnect).
    const admin = await amqp.connect(amqpUrl!);
    for (const [kind, name] of [
      ['queue', service],
      ['queue', `${service}.dead-letter`],
      ['queue', `${service}-observer`],
      ['queue', `${service}-observer.dead-letter`],
      ['exchange', exchange],
      ['exchange', `${exchange}.dead-letter`],
    ] as const) {
      const channel = await admin.createChannel();
      channel.on('error', () => undefined);
      await (kind === 'queue' ? channel.deleteQueue(name) : channel.deleteExchange(name)).catch(
        () => undefined,
      );
      await channel.close().catch(() => undefined);
    }
    await admin.close();
  });

  gameEventFlows(() => h, { checksPublished: false });

  it('when a quarter raises scenarios, then their scenario.generated events reach other services through RabbitMQ', async () => {
    const userId = uniqueUser('rabbit-out');
    await h.feed(gameEvent('game.quarter.advanced', userId, { company: weakQuarter(6) }));
    const mine = await waitFor(
      () => {
        const events = seen.filter((e) => e.userId === userId && e.type === 'scenario.generated');
        return events.length >= 2 ? events : null;
      },
      10_000,
      'scenario.generated over RabbitMQ',
    );
    expect(new Set(mine.map((e) => e.id)).size).toBe(mine.length);
  });
});
