// OpenTelemetry traces. With OTEL_EXPORTER_OTLP_ENDPOINT set, a deployable
// registers a tracer provider that batches its spans to that collector over
// OTLP/HTTP, an AsyncLocalStorage context manager (so a span follows the
// request's awaits) and the W3C trace-context propagator (the `traceparent`
// header, in HTTP and in bus messages). Unset, nothing is registered: the
// HTTP middleware opens no span, the bus's spans are the API's non-recording
// ones and the propagator injects nothing (bench/REPORT.md measures it).
import {
  context,
  isSpanContextValid,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export { SpanKind, SpanStatusCode, type Span };
export { InMemorySpanExporter, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';

/** The attribute naming the part of the system a span belongs to (several share the embedded process). */
export const SERVICE_ATTRIBUTE = 'ai_council.service';

export interface TracingOptions {
  /** The resource's service.name: the deployable, or `ai-council` for the embedded process. */
  serviceName: string;
  /** OTLP/HTTP collector base URL (spans go to `<endpoint>/v1/traces`). */
  endpoint?: string | undefined;
  /** An exporter of the caller's (tests: an in-memory one), exported span by span. */
  exporter?: SpanExporter;
}

/** Starts tracing when an endpoint or exporter is given; a no-op otherwise. */
export function startTracing(options: TracingOptions) {
  const processors = [];
  if (options.exporter) processors.push(new SimpleSpanProcessor(options.exporter));
  if (options.endpoint) {
    const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
    processors.push(
      // A second between batches: a trace shows up in the collector soon after the request.
      new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 1_000 }),
    );
  }
  if (processors.length === 0) return { enabled: false, shutdown: async () => undefined };
  recording += 1;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: processors,
  });
  provider.register();
  let shut = false;
  return {
    enabled: true,
    /** Exports what is buffered and unregisters the provider. */
    async shutdown() {
      if (shut) return;
      shut = true;
      recording -= 1;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

export type Tracing = ReturnType<typeof startTracing>;

/** How many providers this process started and has not shut down. */
let recording = 0;
/** True while a tracer provider of ours is registered: without one, HTTP skips its no-op span entirely. */
export const tracingStarted = () => recording > 0;

/** True when some span is being recorded now (a child is worth making). */
export function isTracing(): boolean {
  return trace.getActiveSpan()?.isRecording() ?? false;
}

/** The active trace's ids, for log lines; empty when there is none. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  // The no-op span's ids are invalid (all zeros): no trace to lead to.
  return spanContext && isSpanContextValid(spanContext)
    ? { trace_id: spanContext.traceId, span_id: spanContext.spanId }
    : {};
}

/** Headers that carry the active trace to another service (`traceparent`); empty with tracing off. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** The context a carrier (message or request headers) brings; the root context when none. */
export function extractContext(carrier: Record<string, unknown> | undefined): Context {
  if (!carrier) return context.active();
  return propagation.extract(context.active(), carrier, {
    get: (c, key) => {
      const value = (c as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
      if (Buffer.isBuffer(value)) return value.toString('utf8');
      return Array.isArray(value) && typeof value[0] === 'string' ? (value[0] as string) : undefined;
    },
    keys: (c) => Object.keys(c as object),
  });
}

/**
 * Runs `work` inside a new span (child of `parent`, default the active one),
 * ending it when the work settles, marked as an error when it throws.
 */
export async function inSpan<T>(
  service: string,
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = trace.getTracer(service).startSpan(
    name,
    {
      kind: options.kind ?? SpanKind.INTERNAL,
      attributes: { [SERVICE_ATTRIBUTE]: service, ...options.attributes },
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
    throw error;
  } finally {
    span.end();
  }
}
