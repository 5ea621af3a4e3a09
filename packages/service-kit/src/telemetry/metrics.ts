// The Prometheus metrics of a deployable (prom-client). One registry per
// process, kept on globalThis like the in-process broker, so that in embedded
// mode the gateway and the three services report through one endpoint, each
// series labelled by the part it measures (`service`). Every label takes a
// bounded set of values: route templates, event types, collection names.
import { setTimeout as delay } from 'node:timers/promises';
import { eventTypes } from '@ai-council/contracts';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

/** Buckets for HTTP and bus latencies: 5 ms to 10 s (a quarter advance is the slowest call). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Store operations are faster: 0.5 ms to 2.5 s. */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5];

/** How long a scrape waits for the broker to say how deep a queue is. */
const QUEUE_DEPTH_TIMEOUT_MS = 2_000;

type OutboxReading = { service: string; collection: string; events: number; oldestAt: number | null };
type QueueDepthProbe = { service: string; queue: string; depth: () => Promise<number> };
type ConnectionProbe = { service: string; connected: () => boolean };

function createMetrics() {
  const registry = new Registry();
  const outboxes = new Map<string, OutboxReading>();
  const queueDepthProbes = new Map<string, QueueDepthProbe>();
  const connectionProbes = new Map<string, ConnectionProbe>();
  return {
    registry,
    outboxes,
    queueDepthProbes,
    connectionProbes,
    /** Other threads' metrics, served with this thread's (see addMetricsSource). */
    sources: new Set<MetricsSource>(),
    defaultMetricsOf: null as string | null,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests served, by route template (never the raw path) and status',
      labelNames: ['service', 'method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    ...busEventMetrics(registry),
    ...brokerGauges(registry, queueDepthProbes, connectionProbes),
    ...outboxGauges(registry, outboxes),
    storeDuration: new Histogram({
      name: 'store_operation_duration_seconds',
      help: 'Document-store operations, by collection, operation and outcome',
      labelNames: ['service', 'collection', 'operation', 'outcome'] as const,
      buckets: STORE_BUCKETS,
      registers: [registry],
    }),
  };
}

/** A count of events by service and event type. */
function eventCounter(registry: Registry, name: string, help: string) {
  return new Counter({ name, help, labelNames: ['service', 'event_type'] as const, registers: [registry] });
}

/** What happens to events on the bus, from publish to consume or dead letter. */
function busEventMetrics(registry: Registry) {
  return {
    published: eventCounter(
      registry,
      'bus_events_published_total',
      'Events handed to the broker (publish called with a valid event)',
    ),
    confirmed: eventCounter(
      registry,
      'bus_events_confirmed_total',
      'Events the broker confirmed (RabbitMQ publisher confirm; routed, in process)',
    ),
    publishFailed: eventCounter(
      registry,
      'bus_publish_failures_total',
      'Publishes that threw (the outbox keeps the event and its sweep retries)',
    ),
    consumed: eventCounter(
      registry,
      'bus_events_consumed_total',
      'Events a consumer handled and acknowledged',
    ),
    redelivered: eventCounter(
      registry,
      'bus_events_redelivered_total',
      'Events whose handler failed and that were queued again for another attempt',
    ),
    deadLettered: new Counter({
      name: 'bus_events_dead_lettered_total',
      help: 'Events moved to the dead-letter queue, by reason (invalid-event, handler-failed, no-handler)',
      labelNames: ['service', 'event_type', 'reason'] as const,
      registers: [registry],
    }),
    deliveryLag: new Histogram({
      name: 'bus_delivery_lag_seconds',
      help: 'Consumer lag: time from publish to the consumer starting on the event',
      labelNames: ['service', 'event_type'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
}

/** The broker as each service sees it, read when scraped. */
function brokerGauges(
  registry: Registry,
  queueDepthProbes: Map<string, QueueDepthProbe>,
  connectionProbes: Map<string, ConnectionProbe>,
) {
  return {
    queueDepth: new Gauge({
      name: 'bus_queue_depth',
      help: 'Consumer lag in messages: events waiting in the service queue, read when scraped',
      labelNames: ['service', 'queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...queueDepthProbes.values()].map(async (probe) => {
            // A broker that does not answer must not hold up the scrape: no figure this time.
            const depth = await Promise.race([
              probe.depth().catch(() => null),
              delay(QUEUE_DEPTH_TIMEOUT_MS, null, { ref: false }),
            ]);
            if (depth !== null) this.set({ service: probe.service, queue: probe.queue }, depth);
          }),
        );
      },
    }),
    brokerConnected: new Gauge({
      name: 'bus_broker_connected',
      help: 'Whether the service holds a live connection to RabbitMQ (1) or is reconnecting (0)',
      labelNames: ['service'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const probe of connectionProbes.values())
          this.set({ service: probe.service }, probe.connected() ? 1 : 0);
      },
    }),
  };
}

/** The outboxes as their last sweep found them. */
function outboxGauges(registry: Registry, outboxes: Map<string, OutboxReading>) {
  return {
    outboxBacklog: new Gauge({
      name: 'outbox_backlog_events',
      help: 'Events waiting in an outbox at its last sweep (every 2 s), not yet confirmed by the broker',
      labelNames: ['service', 'collection'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const o of outboxes.values())
          this.set({ service: o.service, collection: o.collection }, o.events);
      },
    }),
    outboxOldestAge: new Gauge({
      name: 'outbox_oldest_event_age_seconds',
      help: 'Age of the oldest event still waiting in an outbox (0 when it is empty)',
      labelNames: ['service', 'collection'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const now = Date.now();
        for (const o of outboxes.values()) {
          const age = o.oldestAt === null ? 0 : Math.max(0, (now - o.oldestAt) / 1000);
          this.set({ service: o.service, collection: o.collection }, age);
        }
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const METRICS = Symbol.for('ai-council.metrics');

/** The process's metrics (one registry however many copies of this module are loaded). */
export function metrics(): Metrics {
  const holder = globalThis as { [METRICS]?: Metrics };
  holder[METRICS] ??= createMetrics();
  return holder[METRICS];
}

/**
 * Node's own metrics (event-loop lag, heap, GC, CPU, handles), labelled with
 * the process's name: the deployable, or `ai-council` for the embedded process.
 */
export function collectProcessMetrics(processName: string): void {
  const m = metrics();
  if (m.defaultMetricsOf !== null) return;
  m.defaultMetricsOf = processName;
  collectDefaultMetrics({ register: m.registry, labels: { service: processName } });
}

/** Another thread's metrics, as prom-client's JSON (a worker thread has a registry of its own). */
export type MetricsSource = () => Promise<MetricObjectWithValues<MetricValue<string>>[]>;

/** Adds a worker thread's metrics to this process's endpoint, until the returned function removes them. */
export function addMetricsSource(source: MetricsSource): () => void {
  const { sources } = metrics();
  sources.add(source);
  return () => sources.delete(source);
}

/** This thread's metrics as JSON, for the thread that serves the endpoint (see addMetricsSource). */
export const metricsJson = () => metrics().registry.getMetricsAsJSON();

/** The exposition text Prometheus scrapes: this thread's series and every added thread's, merged. */
export async function metricsText(): Promise<string> {
  const { registry, sources } = metrics();
  if (sources.size === 0) return registry.metrics();
  const all = await Promise.all([metricsJson(), ...[...sources].map((source) => source())]);
  return AggregatorRegistry.aggregate(all).metrics();
}

const knownTypes = new Set<string>(eventTypes);
/** An event type as a label: a routing key that is no event type (a malformed message) is `unknown`. */
export const eventTypeLabel = (type: string | undefined): string =>
  type !== undefined && knownTypes.has(type) ? type : 'unknown';

/** The bus adapters' counters, for one service. */
export function busMetrics(service: string) {
  const m = metrics();
  const of = (type: string | undefined) => ({ service, event_type: eventTypeLabel(type) });
  return {
    published: (type: string) => m.published.inc(of(type)),
    confirmed: (type: string) => m.confirmed.inc(of(type)),
    publishFailed: (type: string) => m.publishFailed.inc(of(type)),
    consumed: (type: string) => m.consumed.inc(of(type)),
    redelivered: (type: string) => m.redelivered.inc(of(type)),
    deadLettered: (type: string | undefined, reason: string) => m.deadLettered.inc({ ...of(type), reason }),
    /** Publish-to-consume time, from the publish time the message carries (ms since the epoch). */
    delivered: (type: string | undefined, publishedAt: number | undefined) => {
      if (publishedAt === undefined || !Number.isFinite(publishedAt)) return;
      m.deliveryLag.observe(of(type), Math.max(0, (Date.now() - publishedAt) / 1000));
    },
    /** Reports whether the broker connection is live when scraped, until the returned function is called. */
    watchConnection(connected: () => boolean): () => void {
      m.connectionProbes.set(service, { service, connected });
      return () => {
        if (m.connectionProbes.get(service)?.connected === connected) m.connectionProbes.delete(service);
      };
    },
    /** Reports the queue's depth when scraped, until the returned function is called. */
    watchQueue(queue: string, depth: () => Promise<number>): () => void {
      const key = `${service}\u0000${queue}`;
      m.queueDepthProbes.set(key, { service, queue, depth });
      return () => {
        if (m.queueDepthProbes.get(key)?.depth === depth) m.queueDepthProbes.delete(key);
      };
    },
  };
}

/**
 * The part of the system a logger speaks for: its `service` binding (the
 * embedded runner's children) or its name (a deployable's own logger).
 */
export function serviceOfLogger(logger: { bindings(): Record<string, unknown> }): string {
  const { service, name } = logger.bindings();
  return typeof service === 'string' ? service : typeof name === 'string' ? name : 'unknown';
}

/** An outbox's backlog, as its sweep last found it. */
export function outboxMetrics(service: string, collection: string) {
  const m = metrics();
  const key = `${service}\u0000${collection}`;
  return {
    /** The events found waiting: how many, and when the oldest was written (ms), or none. */
    found(events: number, oldestAt: number | null): void {
      m.outboxes.set(key, { service, collection, events, oldestAt: events > 0 ? oldestAt : null });
    },
    forget(): void {
      m.outboxes.delete(key);
    },
  };
}
