// A service as its own deployable (`npm start -w svc-…`): its config read and
// checked, its store (MongoDB at MONGO_URL, else the embedded store in its own
// folder under DATA_DIR) and its bus (RabbitMQ at AMQP_URL, else in-process),
// started, then served until SIGTERM (serve.ts). A bad config is one message
// and exit code 1.
import path from 'node:path';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { createBus, type EventBus } from '../bus';
import { ConfigError, type serviceEnv } from '../config';
import { createLogger } from '../logger';
import { createStore, type DocumentStore } from '../store';
import { serveUntilStopped, type ServeOptions } from './serve';
import type { Service } from './service';
import { instrumentStore } from '../telemetry/store';
import { startTelemetryOf, type TelemetryConfig } from '../telemetry/runtime';

/** What every service's config carries for running on its own: serviceEnv's fields and a PORT. */
export type ServiceRuntimeConfig = z.infer<z.ZodObject<typeof serviceEnv>> & { PORT: number };

/** What a deployable reads to start its logger, telemetry and store. */
export type ProcessConfig = TelemetryConfig &
  Pick<ServiceRuntimeConfig, 'LOG_LEVEL' | 'DATA_DIR' | 'MONGO_URL'>;

/**
 * A deployable's logger, telemetry and store: MongoDB at MONGO_URL, else the
 * embedded store in its own folder under DATA_DIR, so embedded collections
 * never collide.
 */
export async function startProcess(name: string, config: ProcessConfig) {
  const logger = createLogger(name, config.LOG_LEVEL);
  const telemetry = await startTelemetryOf(name, config);
  if (telemetry.metricsUrl) logger.info({ url: telemetry.metricsUrl }, `${name} metrics`);
  const store = instrumentStore(
    createStore({ mongoUrl: config.MONGO_URL, dataDir: path.join(config.DATA_DIR, name) }),
    name,
  );
  return { logger, telemetry, store };
}

/** Where and how patiently a deployable serves, from its config. */
export function servingOf(
  config: Pick<ServiceRuntimeConfig, 'PORT' | 'HOST' | 'SHUTDOWN_DEADLINE_MS' | 'DRAIN_DELAY_MS'>,
): Pick<ServeOptions, 'port' | 'host' | 'deadlineMs' | 'drainDelayMs'> {
  return {
    port: config.PORT,
    host: config.HOST,
    deadlineMs: config.SHUTDOWN_DEADLINE_MS,
    drainDelayMs: config.DRAIN_DELAY_MS,
  };
}

export async function runService<C extends ServiceRuntimeConfig>(
  name: string,
  loadConfig: () => C,
  create: (parts: { config: C; store: DocumentStore; bus: EventBus; logger: Logger }) => Service,
): Promise<void> {
  try {
    const config = loadConfig();
    const { logger, telemetry, store } = await startProcess(name, config);
    const bus = createBus({
      amqpUrl: config.AMQP_URL,
      namespace: config.AMQP_NAMESPACE,
      serviceUsers: config.AMQP_SERVICE_USERS,
      service: name,
      logger,
    });
    const service = create({ config, store, bus, logger });
    await service.start();
    // Whose X-Forwarded-* headers to believe (TRUST_PROXY's default: loopback only, as createHttpApp sets).
    service.app.set('trust proxy', config.TRUST_PROXY);
    await serveUntilStopped(service.app, {
      name,
      logger,
      ...servingOf(config),
      // After the last request: the consumers, then what the outboxes still hold, the bus and the store.
      steps: [
        { name: 'stop consumers', run: () => bus.stopConsuming() },
        { name: 'flush outbox', run: () => service.stop() },
        { name: 'close bus', run: () => bus.close() },
        { name: 'close store', run: () => store.close() },
        // Last, so the spans of the stop itself are exported too.
        { name: 'flush telemetry', run: () => telemetry.stop() },
      ],
    });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
