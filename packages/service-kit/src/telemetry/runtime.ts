// A deployable's telemetry as it runs: the metrics endpoint on its own
// internal port (METRICS_PORT; never a route of the public app, so the
// gateway cannot serve it to the internet) and tracing when
// OTEL_EXPORTER_OTLP_ENDPOINT names a collector.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { listen } from '../http/server';
import { collectProcessMetrics, metrics, metricsText } from './metrics';
import { startTracing } from './tracing';

/** The telemetry settings every deployable reads from its environment. */
export const telemetryEnv = {
  /** Where GET /metrics is served (on HOST); unset, no metrics listener; 0 picks a free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The OTLP/HTTP collector traces go to (`<url>/v1/traces`); unset, tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url('OTEL_EXPORTER_OTLP_ENDPOINT must be a URL, e.g. http://otel-collector:4318')
    .optional(),
};

/** What a deployable's config says about its telemetry (telemetryEnv, on METRICS_HOST or else HOST). */
export type TelemetryConfig = z.infer<z.ZodObject<typeof telemetryEnv>> & {
  HOST: string;
  /** Where the metrics listener binds, when not on HOST (`npm start`: loopback, whatever HOST is). */
  METRICS_HOST?: string | undefined;
};

/** A process's telemetry as its config asks for it; `exporter` (tests) gets the spans as well. */
export async function startTelemetryOf(
  processName: string,
  config: TelemetryConfig,
  exporter?: SpanExporter,
) {
  collectProcessMetrics(processName);
  const tracing = startTracing({
    serviceName: processName,
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    ...(exporter ? { exporter } : {}),
  });
  const host = config.METRICS_HOST ?? config.HOST;
  const server =
    config.METRICS_PORT === undefined ? null : await listen(serveMetrics, config.METRICS_PORT, host);
  return {
    /** `http://host:port/metrics`, or null without METRICS_PORT. */
    metricsUrl: server && `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${server.port}/metrics`,
    tracing,
    /** Exports the buffered spans and closes the metrics listener: the last step of a graceful stop. */
    async stop() {
      await tracing.shutdown().catch(() => undefined);
      await server?.close();
    },
  };
}

/** The metrics listener: GET /metrics, and nothing else. */
function serveMetrics(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
    return;
  }
  metricsText().then(
    (text) => res.writeHead(200, { 'content-type': metrics().registry.contentType }).end(text),
    (error: unknown) =>
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
  );
}
