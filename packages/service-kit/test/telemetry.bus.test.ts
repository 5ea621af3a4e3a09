// The bus as an operator sees it, on both adapters (in-process always,
// RabbitMQ at AMQP_URL): every publish, confirm, consume, retry and dead
// letter moves its counter, labelled by service and event type; the queue's
// depth is read when scraped; and a consumer continues the publisher's trace
// (the context travels in the message headers), so its log lines carry the
// same trace id.
import { Writable } from 'node:stream';
import { sampleEvent } from '@ai-council/contracts/testing';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/bus/index';
import { createLogger } from '../src/logger';
import { metricsText } from '../src/telemetry/metrics';
import { InMemorySpanExporter, inSpan, startTracing, type Tracing } from '../src/telemetry/tracing';
import { parseMetricsText, sampleValue, waitFor } from '../src/testing/index';
import {
  amqpUrl,
  inProcessHarness,
  rabbitHarness,
  serviceName,
  type BusHarness,
} from './support/bus-contract';

const samples = async () => parseMetricsText(await metricsText());

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = startTracing({ serviceName: 'telemetry-test', exporter });
});
afterAll(async () => {
  await tracing.shutdown();
});

function describeBusTelemetry(name: string, makeHarness: () => BusHarness, enabled: boolean) {
  describe.skipIf(!enabled)(`bus telemetry: ${name}`, () => {
    let harness: BusHarness;
    const opened: EventBus[] = [];
    const open = (service: string) => {
      const bus = harness.open(service);
      opened.push(bus);
      return bus;
    };
    beforeAll(() => {
      harness = makeHarness();
    });
    afterAll(async () => {
      await Promise.all(opened.map((b) => b.close()));
      await harness.stop?.();
    });

    it('when a handler keeps failing, then the event is counted published, confirmed, redelivered, then dead-lettered', async () => {
      const producerName = serviceName('producer');
      const consumerName = serviceName('failing');
      const producer = open(producerName);
      const consumer = open(consumerName);
      let attempts = 0;
      await consumer.subscribe(
        'game.started',
        async () => {
          attempts += 1;
          throw new Error('the store is down');
        },
        { maxAttempts: 2 },
      );
      await producer.publish(sampleEvent('game.started'));
      const of = (service: string) => ({ service, event_type: 'game.started' });
      await waitFor(
        async () =>
          sampleValue(await samples(), 'bus_events_dead_lettered_total', {
            ...of(consumerName),
            reason: 'handler-failed',
          }) === 1,
      );
      const after = await samples();
      expect(attempts).toBe(2);
      expect(sampleValue(after, 'bus_events_published_total', of(producerName))).toBe(1);
      expect(sampleValue(after, 'bus_events_confirmed_total', of(producerName))).toBe(1);
      expect(sampleValue(after, 'bus_events_redelivered_total', of(consumerName))).toBe(1);
      expect(sampleValue(after, 'bus_events_consumed_total', of(consumerName))).toBe(0);
      expect(sampleValue(after, 'bus_delivery_lag_seconds_count', of(consumerName))).toBe(2);
      // The consumer's queue is reported, and empty now.
      expect(after.some((s) => s.name === 'bus_queue_depth' && s.labels.service === consumerName)).toBe(true);
      expect(sampleValue(after, 'bus_queue_depth', { service: consumerName })).toBe(0);
    });

    it('when a message is not an event, then it is dead-lettered as invalid and counted so', async () => {
      const consumerName = serviceName('poisoned');
      const consumer = open(consumerName);
      await consumer.subscribe('game.ended', async () => undefined);
      await harness.publishRaw('game.ended', '{"half": "a message"');
      await waitFor(
        async () =>
          sampleValue(await samples(), 'bus_events_dead_lettered_total', {
            service: consumerName,
            event_type: 'game.ended',
            reason: 'invalid-event',
          }) === 1,
      );
    });

    it('when an event is published inside a trace, then its consumer continues that trace, and its log lines name it', async () => {
      const producer = open(serviceName('traced-producer'));
      const consumerName = serviceName('traced-consumer');
      const consumer = open(consumerName);
      const lines: string[] = [];
      const logger = createLogger(
        consumerName,
        'info',
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      );
      const handled: string[] = [];
      await consumer.subscribe('game.quarter.advanced', async (event) => {
        handled.push(trace.getActiveSpan()?.spanContext().traceId ?? 'none');
        logger.info({ eventId: event.id }, 'briefing the council');
      });
      const event = sampleEvent('game.quarter.advanced');
      const traceId = await inSpan('test', 'PATCH /api/game/advance-quarter', {}, async (span) => {
        await producer.publish(event);
        return span.spanContext().traceId;
      });
      await waitFor(() => handled.length === 1);
      expect(handled).toEqual([traceId]);
      const spans = await waitFor(() => {
        const found = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
        return found.some((s) => s.name === 'process game.quarter.advanced') ? found : undefined;
      });
      const publish = spans.find((s) => s.name === 'publish game.quarter.advanced')!;
      const processed = spans.find((s) => s.name === 'process game.quarter.advanced')!;
      expect(processed.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
      expect(processed.attributes['messaging.message.id']).toBe(event.id);
      const line = JSON.parse(lines.find((l) => l.includes('briefing the council'))!) as Record<
        string,
        string
      >;
      expect(line.trace_id).toBe(traceId);
      expect(line.span_id).toBe(processed.spanContext().spanId);
    });
  });
}

describeBusTelemetry('in-process', inProcessHarness, true);

describeBusTelemetry(
  `rabbitmq (${amqpUrl ? 'AMQP_URL' : 'not configured: skipped'})`,
  rabbitHarness,
  Boolean(amqpUrl),
);
