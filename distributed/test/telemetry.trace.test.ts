// Telemetry of the distributed mode as an operator collects it: the four
// processes on the real RabbitMQ export their spans over OTLP/HTTP to a
// collector (a local fake one here, that keeps what it receives), and each
// serves its metrics on its own port. One quarter advance must arrive as one
// trace whose spans come from the gateway, svc-game, svc-council and
// svc-analytics, the trace context having crossed the gateway's proxy (the
// traceparent header) and RabbitMQ (the message headers). A message that
// cannot be read is dead-lettered by the real consumer, and its counter moves.
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue, scrape, startOtlpCollector, type Sample } from '@ai-council/service-kit/testing';
import { Player, until, useDistributedSystem } from './support/drill';

const amqpUrl = process.env.AMQP_URL;
if (!amqpUrl) console.warn('[distributed telemetry] skipped: AMQP_URL is not set');

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
}

/** The spans of an OTLP JSON export, each with the service that sent it. */
function spansOf(body: Buffer): ReceivedSpan[] {
  const request = JSON.parse(body.toString('utf8')) as {
    resourceSpans: Array<{
      resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
      scopeSpans: Array<{
        spans: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string }>;
      }>;
    }>;
  };
  return request.resourceSpans.flatMap((resourceSpans) => {
    const service =
      resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
    return resourceSpans.scopeSpans.flatMap((scope) =>
      scope.spans.map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
      })),
    );
  });
}

/** An OTLP/HTTP collector that keeps the spans it is sent. */
async function startFakeCollector() {
  const spans: ReceivedSpan[] = [];
  const collector = await startOtlpCollector((body) => spans.push(...spansOf(body)));
  return { ...collector, spans };
}

type Collector = Awaited<ReturnType<typeof startFakeCollector>>;

/** The gateway's span of the quarter advance, once every span of its trace the checks read has come in. */
async function traceOfTheAdvance(collector: Collector) {
  const root = await until('the gateway’s span of the advance', async () =>
    collector.spans.find((s) => s.service === 'gateway' && s.name === 'PATCH /api/game/advance-quarter'),
  );
  const inTrace = () => collector.spans.filter((s) => s.traceId === root.traceId);
  const consumedBy = (service: string) =>
    inTrace().find((s) => s.service === service && s.name === 'process game.quarter.advanced');
  const servedBy = (service: string, name: string) =>
    inTrace().find((s) => s.service === service && s.name === name);
  // Each process exports on its own schedule: wait for every span the checks below read.
  await until(
    'the svc-game and consumers’ spans in the same trace',
    async () =>
      consumedBy('svc-council') &&
      consumedBy('svc-analytics') &&
      servedBy('svc-game', 'PATCH /api/game/advance-quarter') &&
      servedBy('svc-game', 'publish game.quarter.advanced')
        ? true
        : undefined,
    30_000,
    () =>
      inTrace()
        .map((s) => `${s.service}:${s.name}`)
        .join(', '),
  );
  return { root, inTrace, consumedBy };
}

type MetricsOf = (deployable: string) => Promise<Sample[]>;

/**
 * One process's metric once it has moved (each process counts when its own work ends, and a scrape
 * can come first): read until it is above zero, failing after 30 s with what never counted.
 */
async function movedMetric(
  metricsOf: MetricsOf,
  deployable: string,
  name: string,
  labels: Record<string, string>,
): Promise<number> {
  return until(`${deployable}'s ${name} ${JSON.stringify(labels)} to move`, async () => {
    const value = sampleValue(await metricsOf(deployable), name, labels);
    return value > 0 ? value : undefined;
  });
}

/** Each process serves its own metrics: the advance's route, the publish, the consumes, each counted once. */
async function metricsCountOneAdvance(metricsOf: MetricsOf): Promise<void> {
  const route = { route: '/api/game/advance-quarter' };
  expect(
    await movedMetric(metricsOf, 'svc-game', 'http_request_duration_seconds_count', {
      service: 'svc-game',
      ...route,
      status: '200',
    }),
  ).toBe(1);
  expect(
    await movedMetric(metricsOf, 'svc-game', 'bus_events_confirmed_total', {
      service: 'svc-game',
      event_type: 'game.quarter.advanced',
    }),
  ).toBe(1);
  for (const service of ['svc-council', 'svc-analytics']) {
    const consumed = { service, event_type: 'game.quarter.advanced' };
    expect(await movedMetric(metricsOf, service, 'bus_events_consumed_total', consumed), service).toBe(1);
    expect(await movedMetric(metricsOf, service, 'nodejs_heap_size_used_bytes', { service })).toBeGreaterThan(
      0,
    );
    expect(await movedMetric(metricsOf, service, 'bus_broker_connected', { service })).toBe(1);
  }
  expect(
    await movedMetric(metricsOf, 'gateway', 'http_request_duration_seconds_count', {
      service: 'gateway',
      ...route,
    }),
  ).toBe(1);
}

describe.skipIf(!amqpUrl)('distributed telemetry on RabbitMQ', () => {
  let collector: Collector;
  beforeAll(async () => {
    collector = await startFakeCollector();
  });
  afterAll(async () => {
    await collector?.close();
  });
  const drill = useDistributedSystem('telemetry', amqpUrl, {
    env: () => ({
      SHUTDOWN_DEADLINE_MS: '10000',
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    }),
  });
  const { namespace } = drill;
  const metricsOf = (deployable: string) => {
    const port = drill.system.processes.find((p) => p.deployable === deployable)!.metricsPort;
    return scrape(`http://127.0.0.1:${port}/metrics`);
  };

  it('when a player advances a quarter, then one trace covers the four processes', async () => {
    const player = await Player.signUp(drill.system.url, 'Ada');
    expect((await player.call('POST', '/api/game/start')).status).toBe(201);
    const advanced = await player.call('PATCH', '/api/game/advance-quarter');
    expect(advanced.status).toBe(200);

    const { root, inTrace, consumedBy } = await traceOfTheAdvance(collector);
    const spans = inTrace();
    expect(new Set(spans.map((s) => s.service))).toEqual(
      new Set(['gateway', 'svc-game', 'svc-council', 'svc-analytics']),
    );
    expect(root.parentSpanId).toBe('');
    // Across the proxy: svc-game's server span is the gateway's child.
    const served = spans.find(
      (s) => s.service === 'svc-game' && s.name === 'PATCH /api/game/advance-quarter',
    )!;
    expect(served.parentSpanId).toBe(root.spanId);
    // Across RabbitMQ: each consumer's span is the publish's child.
    const publish = spans.find(
      (s) => s.service === 'svc-game' && s.name === 'publish game.quarter.advanced',
    )!;
    expect(publish).toBeDefined();
    expect(consumedBy('svc-council')!.parentSpanId).toBe(publish.spanId);
    expect(consumedBy('svc-analytics')!.parentSpanId).toBe(publish.spanId);
    console.log(
      `[distributed telemetry] one advance: ${spans.length} spans in trace ${root.traceId} from ${[
        ...new Set(spans.map((s) => s.service)),
      ].join(', ')}`,
    );

    await metricsCountOneAdvance(metricsOf);
  }, 90_000);

  it('when a message on the broker cannot be read, then svc-council dead-letters it and its counter moves', async () => {
    const counted = (samples: Sample[]) =>
      sampleValue(samples, 'bus_events_dead_lettered_total', {
        service: 'svc-council',
        event_type: 'game.quarter.advanced',
        reason: 'invalid-event',
      });
    const before = counted(await metricsOf('svc-council'));
    const connection = await amqp.connect(amqpUrl!);
    try {
      const channel = await connection.createConfirmChannel();
      channel.publish(`${namespace}.ai-council.events`, 'game.quarter.advanced', Buffer.from('{"torn": '), {
        persistent: true,
      });
      await channel.waitForConfirms();
    } finally {
      await connection.close();
    }
    const after = await until('the dead-letter counter to move', async () => {
      const now = counted(await metricsOf('svc-council'));
      return now > before ? now : undefined;
    });
    expect(after - before).toBe(1);
  }, 60_000);
});
