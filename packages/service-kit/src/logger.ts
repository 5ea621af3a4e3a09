import { pino, type DestinationStream, type Logger } from 'pino';
import { traceFields } from './telemetry/tracing';

export type { Logger };

/** Secrets never reach the logs, whatever a handler logs by mistake. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-user-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.encryptedKey',
  '*.apiKey',
  '*.key',
];

export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? 'info',
  /** Where lines go; stdout by default. */
  destination?: DestinationStream,
): Logger {
  // Every line written inside a traced request or message names its trace (trace_id, span_id).
  const options = { name, level, redact: { paths: redact, censor: '[redacted]' }, mixin: traceFields };
  return destination ? pino(options, destination) : pino(options);
}
