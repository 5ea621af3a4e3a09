// Achievements earned by play: real domain events go through the real bus
// (the in-process broker always, RabbitMQ when AMQP_URL is set) into the
// running service, and the player reads them over HTTP. Tests wait for "n
// messages handled" through the bus probe; none sleeps.
import { randomUUID } from 'node:crypto';
import { achievementsResponseSchema, analyticsResponseSchema, type DomainEvent } from '@ai-council/contracts';
import {
  createInProcessBus,
  createRabbitBus,
  InProcessBroker,
  userTokenHeader,
  type DocumentStore,
  type ListeningService,
  type EventBus,
  type RabbitBus,
} from '@ai-council/service-kit';
import { createBusProbe, deleteBusTopology, waitFor, type BusProbe } from '@ai-council/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, domainEvent, fixedClock, runningAnalytics, tokenFor } from './support';

interface BusHarness {
  /** The bus svc-analytics consumes from. */
  consumer: EventBus;
  /** A bus another service publishes on. */
  publisher: EventBus;
  /** Messages dead-lettered from the svc-analytics queue so far. */
  deadLetterCount(): Promise<number>;
  /** Closes both buses and removes what the run declared on the broker. */
  stop(): Promise<void>;
}

const runId = randomUUID().slice(0, 8);

function describeAchievementFlow(
  name: string,
  makeHarness: () => BusHarness,
  register: typeof describe | typeof describe.skip = describe,
): void {
  register(`achievements earned through the ${name} bus`, () => {
    const player = `player-${runId}`;
    const clock = fixedClock('2025-03-10T12:00:00.000Z');
    let harness: BusHarness;
    let probe: BusProbe;
    let store: DocumentStore;
    let service: ListeningService;
    let published = 0;

    const publish = async (...events: DomainEvent[]) => {
      for (const event of events) await harness.publisher.publish(event);
      published += events.length;
      await probe.acked(published);
    };
    const get = async (path: string, userId = player) => {
      const res = await fetch(`${service.url}${path}`, { headers: { [userTokenHeader]: tokenFor(userId) } });
      expect(res.status).toBe(200);
      return res.json() as Promise<unknown>;
    };
    const achievements = async (userId = player) =>
      achievementsResponseSchema.parse(await get('/api/achievements', userId));
    const dashboard = async () =>
      analyticsResponseSchema.parse(
        await get('/api/analytics/dashboard?startDate=2025-03-01&endDate=2025-03-10'),
      );

    // One game of play, as svc-game and svc-council publish it.
    const who = (at: string) => ({ userId: player, gameId: `game-${runId}`, at: `2025-03-${at}:00.000Z` });
    const play = {
      started: domainEvent(
        'game.started',
        { company: company({ currentQuarter: 1, netWorth: 100_000_000 }) },
        who('02T09:00'),
      ),
      profitable: domainEvent(
        'game.quarter.advanced',
        {
          // Quarter 1 played: the company names the next one.
          quarter: 1,
          company: company({
            currentQuarter: 2,
            netWorth: 120_000_000,
            revenue: 50_000_000,
            costs: 45_000_000,
          }),
        },
        who('02T09:05'),
      ),
      generated: domainEvent(
        'scenario.generated',
        { scenarioId: `s-${runId}`, title: 'Data breach', severity: 'critical', category: 'security' },
        who('02T09:06'),
      ),
      resolved: domainEvent(
        'scenario.resolved',
        { scenarioId: `s-${runId}`, grade: 82, title: 'Data breach', department: 'Security' },
        who('03T10:00'),
      ),
      consensus: domainEvent(
        'decision.proposed',
        { decisionId: `d-${runId}`, consensusLevel: 80 },
        who('03T11:00'),
      ),
      rich: domainEvent(
        'game.quarter.advanced',
        {
          quarter: 2,
          company: company({
            currentQuarter: 3,
            netWorth: 1_050_000_000,
            revenue: 40_000_000,
            costs: 45_000_000,
          }),
        },
        who('04T09:00'),
      ),
      simulation: domainEvent(
        'game.simulation.completed',
        { simulationId: `sim-${runId}`, outcome: 'success', impact: 91 },
        who('04T10:00'),
      ),
      ended: domainEvent(
        'game.ended',
        {
          company: company({ currentQuarter: 20, netWorth: 1_100_000_000, endReason: 'time_limit' }),
          endReason: 'time_limit',
          finalScore: 120_000,
        },
        who('05T09:00'),
      ),
    };

    beforeAll(async () => {
      harness = makeHarness();
      probe = createBusProbe(harness.consumer);
      ({ store, service } = await runningAnalytics(probe.bus, clock));
    });

    afterAll(async () => {
      await service?.close();
      await harness?.stop();
      await store?.close();
    });

    it('when a player plays a game, then what they earned unlocks on the day they earned it and the rest stays locked', async () => {
      await publish(...Object.values(play));
      const byId = Object.fromEntries((await achievements()).map((a) => [a.id, a]));
      const unlocked = (id: string) => [byId[id]?.unlocked, byId[id]?.date];
      expect(unlocked('first-profitable-quarter')).toEqual([true, '2025-03-02T09:05:00.000Z']);
      expect(unlocked('crisis-averted')).toEqual([true, '2025-03-03T10:00:00.000Z']);
      expect(unlocked('council-consensus')).toEqual([true, '2025-03-03T11:00:00.000Z']);
      expect(unlocked('ten-million-club')).toEqual([true, '2025-03-04T09:00:00.000Z']);
      expect(unlocked('bold-experiment')).toEqual([true, '2025-03-04T10:00:00.000Z']);
      expect(unlocked('five-year-veteran')).toEqual([true, '2025-03-05T09:00:00.000Z']);
      expect(unlocked('exceptional-performance')).toEqual([true, '2025-03-05T09:00:00.000Z']);
      for (const id of ['steady-growth', 'seasoned-strategist', 'decisive-leader', 'outstanding-success']) {
        expect(unlocked(id)).toEqual([false, null]);
      }
    });

    it('when another player asks, then they see every achievement locked', async () => {
      const theirs = await achievements(`someone-else-${runId}`);
      expect(theirs.length).toBeGreaterThanOrEqual(6);
      expect(theirs.every((a) => !a.unlocked && a.date === null)).toBe(true);
    });

    it('when the domain events are recorded, then the analytics dashboard counts them by type, apart from the client’s types', async () => {
      const body = await dashboard();
      // SPEC §2: the event-type list is the client's types; the games' events are counted apart.
      expect(Object.keys(body.eventsByType).filter((type) => type.includes('.'))).toEqual([]);
      expect(body.domainEventsByType).toMatchObject({
        'game.quarter.advanced': 2,
        'scenario.generated': 1,
        'scenario.resolved': 1,
        'game.ended': 1,
      });
      expect(body.recentEvents[0]).toMatchObject({
        eventType: 'game.ended',
        eventName: 'Game ended: time_limit',
        userId: player,
      });
      expect(body.overview.totalUsers).toBe(1);
    });

    it('when events are delivered again, then achievements and analytics do not change', async () => {
      const [achievementsBefore, dashboardBefore] = await Promise.all([achievements(), dashboard()]);
      await publish(play.profitable, play.resolved, play.consensus, play.ended);
      expect(await achievements()).toEqual(achievementsBefore);
      expect(await dashboard()).toEqual(dashboardBefore);
    });

    it('when an event lacks a field a fact needs, then it cannot be published and records nothing', async () => {
      const [achievementsBefore, dashboardBefore] = await Promise.all([achievements(), dashboard()]);
      const broken = { ...domainEvent('scenario.resolved', {}, who('06T09:00')), payload: { grade: 90 } };
      await expect(harness.publisher.publish(broken as DomainEvent)).rejects.toThrow(/scenarioId/);
      expect(probe.failures).toEqual([]);
      expect(await achievements()).toEqual(achievementsBefore);
      expect(await dashboard()).toEqual(dashboardBefore);
    });
  });
}

describeAchievementFlow('in-process', () => {
  const broker = new InProcessBroker();
  const consumer = createInProcessBus({ service: 'svc-analytics', broker });
  return {
    consumer,
    publisher: createInProcessBus({ service: 'svc-game', broker }),
    deadLetterCount: async () => broker.deadLetters('svc-analytics').length,
    async stop() {
      await this.consumer.close();
      await this.publisher.close();
    },
  };
});

const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl) {
  console.warn(
    '[svc-analytics achievements] RabbitMQ run skipped: AMQP_URL is not set (CI sets it to the local RabbitMQ)',
  );
}

describeAchievementFlow(
  `RabbitMQ (${amqpUrl ? 'AMQP_URL' : 'not configured'})`,
  () => {
    // A queue and an exchange of its own, so the run never meets another test's messages.
    const exchange = `ai-council.test.analytics.${runId}`;
    const service = `svc-analytics-test-${runId}`;
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const open = (name: string): RabbitBus =>
      createRabbitBus({
        url: amqpUrl ?? '',
        service: name,
        exchange,
        logger: silent,
        reconnectDelayMs: { initial: 50, max: 500 },
      });
    const consumer = open(service);
    const publisher = open(`svc-game-test-${runId}`);
    /** A channel on the publisher's connection, for looking at and removing the run's queues. */
    const admin = async () => {
      const connection = await waitFor(() => publisher.connection, 10_000, 'a RabbitMQ connection');
      return connection.createChannel();
    };
    return {
      consumer,
      publisher,
      async deadLetterCount() {
        const channel = await admin();
        const { messageCount } = await channel.checkQueue(`${service}.dead-letter`);
        await channel.close();
        return messageCount;
      },
      async stop() {
        await consumer.close();
        const channel = await admin();
        await deleteBusTopology(channel, { exchange, queues: [service] });
        await channel.close();
        await publisher.close();
      },
    };
  },
  amqpUrl ? describe : describe.skip,
);
