// Broker outage, on the real RabbitMQ: the distributed mode reaches the
// broker through a TCP front this test controls. In the middle of a stream of
// quarters the front goes down (every connection cut, new ones refused, as a
// stopped broker does) and comes back. Meanwhile the services keep answering
// reads and every write keeps its events in its outbox; afterwards every
// event svc-game confirmed is consumed once. Then every message is delivered
// a second time on purpose (a tap queue saw them all; each is published
// again), and the side effects per unique event stay at 1.00.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterLabel } from '@ai-council/rules';
import { startRoundRobinFront, type RoundRobinFront } from '../src/round-robin';
import { startDistributed, type DistributedSystem } from '../src/start';
import {
  briefingsOf,
  drillEnv,
  messagesInFlight,
  Player,
  removeFromBroker,
  until,
  type Communication,
} from './support/drill';

const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl) console.warn('[broker outage] skipped: AMQP_URL is not set (CI sets it to the local RabbitMQ)');

const QUARTERS = 8;

describe.skipIf(!amqpUrl)('broker outage in the middle of a stream of events', () => {
  const namespace = `test-outage-${process.pid}-${Date.now()}`;
  const exchange = `${namespace}.ai-council.events`;
  const tapQueue = `${namespace}.tap`;
  const broker = new URL(amqpUrl ?? 'amqp://127.0.0.1:5672');
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(line);
    if (process.env.DEBUG_DISTRIBUTED) console.error(line);
  };
  let front: RoundRobinFront | null = null;
  let frontPort = 0;
  let system: DistributedSystem;
  let dataDir: string;
  let tap: amqp.ChannelModel;

  const openFront = async () => {
    front = await startRoundRobinFront({
      host: broker.hostname,
      port: frontPort,
      targets: () => [Number(broker.port || 5672)],
    });
    frontPort = front.port;
  };

  beforeAll(async () => {
    await openFront();
    dataDir = mkdtempSync(path.join(tmpdir(), 'ai-council-outage-'));
    const throughFront = new URL(amqpUrl!);
    throughFront.port = String(frontPort);
    system = await startDistributed(drillEnv({ dataDir, amqpUrl: throughFront.toString(), namespace }), {
      log: note,
    });
    // A tap on the exchange keeps a copy of every event, to deliver them all again later.
    tap = await amqp.connect(amqpUrl!);
    const channel = await tap.createChannel();
    await channel.assertQueue(tapQueue, { durable: false });
    await channel.bindQueue(tapQueue, exchange, '#');
  }, 180_000);

  afterAll(async () => {
    await system?.close();
    await front?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await tap.close();
    await removeFromBroker(amqpUrl!, namespace, [tapQueue]);
  }, 60_000);

  /** What the stream of quarters saw: the quarters played, and the reads and advances while the broker was down. */
  interface Stream {
    played: number[];
    readsDuringOutage: number[];
    advancedDuringOutage: number;
    outageMs: number;
    ended: boolean;
  }

  /** One quarter; false once the game has ended (a company nobody steers can go bankrupt on an unlucky seed). */
  const advanceOnce = async (player: Player, i: number, stream: Stream): Promise<boolean> => {
    const started = Date.now();
    const advanced = await player.call('PATCH', '/api/game/advance-quarter');
    note(
      `test | advance ${i + 1}: ${advanced.status} in ${Date.now() - started} ms${front ? '' : ' (broker down)'}`,
    );
    if (advanced.status === 409 && (advanced.body as { code?: string }).code === 'game-ended') return false;
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    stream.played.push((advanced.body as { currentQuarter: number }).currentQuarter);
    if (front === null) {
      stream.advancedDuringOutage += 1;
      for (const route of [
        '/api/game/state',
        '/api/scenarios',
        '/api/communications',
        '/api/dashboard/overview',
      ]) {
        stream.readsDuringOutage.push((await player.call('GET', route)).status);
      }
    }
    return true;
  };

  /** QUARTERS advances; the broker goes away before the third and comes back after the sixth. */
  const playThroughAnOutage = async (player: Player): Promise<Stream> => {
    const stream: Stream = {
      played: [],
      readsDuringOutage: [],
      advancedDuringOutage: 0,
      outageMs: 0,
      ended: false,
    };
    for (let i = 0; i < QUARTERS; i += 1) {
      if (i === 2) {
        // The broker goes away: every connection cut, new ones refused.
        await front!.close();
        front = null;
        stream.outageMs = Date.now();
      }
      // The stream ends where the game does; the quarters it had are what is checked.
      if (!stream.ended) stream.ended = !(await advanceOnce(player, i, stream));
      if (i === 5) {
        // The outage lasts a second at the least: its length, not a wait for anything.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await openFront();
        stream.outageMs = Date.now() - stream.outageMs;
      }
    }
    return stream;
  };

  /** Every message the tap saw is published again, on purpose; gives how many. */
  const deliverEveryMessageAgain = async (): Promise<number> => {
    // The tap is unbound first, or it would catch the copies too and never run dry.
    const channel = await tap.createConfirmChannel();
    await channel.unbindQueue(tapQueue, exchange, '#');
    const copies: amqp.GetMessage[] = [];
    for (
      let m = await channel.get(tapQueue, { noAck: true });
      m;
      m = await channel.get(tapQueue, { noAck: true })
    )
      copies.push(m);
    for (const m of copies) channel.publish(exchange, m.fields.routingKey, m.content, m.properties);
    // Confirmed: every copy is in the services' queues.
    await channel.waitForConfirms();
    await channel.close();
    return copies.length;
  };

  /** Waits until the services have handled every message in their queues (the copies land as fast as the originals). */
  const copiesLanded = async (): Promise<void> => {
    if ((await messagesInFlight(namespace)) === null) {
      console.warn('[broker outage] rabbitmqctl cannot reach the broker: giving the copies 3 s to land');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      return;
    }
    await until(
      'every copy handled',
      async () => ((await messagesInFlight(namespace)) === 0 ? true : undefined),
      60_000,
    );
  };

  it('keeps serving and storing through the outage, then consumes every confirmed event exactly once, even delivered twice', async () => {
    const player = await Player.signUp(system.url, 'Ada');
    const briefings = async () => briefingsOf(await player.get<Communication[]>('/api/communications'));
    const waitFor = (what: string, probe: () => Promise<boolean>) =>
      until(
        what,
        async () => ((await probe()) ? true : undefined),
        60_000,
        () => lines.slice(-30).join('\n'),
      );
    expect((await player.call('POST', '/api/game/start')).status).toBe(201);
    await waitFor(
      'the game and its council',
      async () => (await player.call('GET', '/api/scenarios')).status === 200,
    );

    const { played, readsDuringOutage, advancedDuringOutage, outageMs, ended } =
      await playThroughAnOutage(player);

    // Every quarter svc-game confirmed reaches the council, once.
    await waitFor('every quarter’s briefing', async () => {
      const counts = await briefings();
      note(`test | briefings so far: ${JSON.stringify([...counts])}`);
      return played.every((q) => counts.has(quarterLabel(q)));
    });
    const once = await briefings();

    // Every message again, on purpose.
    const redelivered = await deliverEveryMessageAgain();
    await copiesLanded();
    const twice = await briefings();

    const confirmed = played.length;
    const consumed = played.filter((q) => (twice.get(quarterLabel(q)) ?? 0) > 0).length;
    const sideEffects = played.reduce((n, q) => n + (twice.get(quarterLabel(q)) ?? 0), 0) / confirmed;
    console.log(
      `[broker outage] ${confirmed} quarters advanced${ended ? ' (then the company went bankrupt)' : ''}, ` +
        `${advancedDuringOutage} of them with the broker down for ` +
        `${(outageMs / 1000).toFixed(1)} s; reads during the outage: ${readsDuringOutage.length} answered ` +
        `(${readsDuringOutage.filter((s) => s === 200).length} × 200); confirmed-but-never-consumed = ${confirmed - consumed}; ` +
        `${redelivered} messages delivered a second time on purpose; side effects per unique event = ${sideEffects.toFixed(2)}`,
    );
    expect(advancedDuringOutage).toBeGreaterThan(0);
    expect(readsDuringOutage.length).toBeGreaterThan(0);
    expect(readsDuringOutage.every((s) => s === 200)).toBe(true);
    expect(confirmed - consumed).toBe(0);
    expect(redelivered).toBeGreaterThanOrEqual(confirmed);
    expect([...twice]).toEqual([...once]);
    expect(sideEffects).toBe(1);
  }, 240_000);
});
