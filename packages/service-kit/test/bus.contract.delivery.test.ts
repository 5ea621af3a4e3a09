// The event-bus contract, delivery: routing by type, a copy per service,
// competing replicas, backlogs, a service that was down, a replica that stops,
// ping, and reconnecting after a dropped connection, on every reachable bus
// (support/bus-contract.ts).
import { eventTypes, type EventType } from '@ai-council/contracts';
import { expect, it } from 'vitest';
import { createBusProbe, waitFor } from '../src/testing/index';
import { describeBusContract, event } from './support/bus-contract';

describeBusContract('delivery', ({ harness, open, serviceOf }) => {
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

  it('when a service is down while events are published, then it gets them when it comes back', async () => {
    const service = serviceOf('durable');
    const before = open(service);
    await before.subscribe(['game.started', 'game.quarter.advanced', 'game.ended'], async () => undefined);
    await before.close();

    const sent = [event('game.started'), event('game.quarter.advanced'), event('game.ended')];
    const publisher = open('publisher');
    for (const e of sent) await publisher.publish(e);

    const after = createBusProbe(open(service));
    await after.bus.subscribe(['game.started', 'game.quarter.advanced', 'game.ended'], async () => undefined);
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
