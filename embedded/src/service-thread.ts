// One service on a worker thread of the embedded process (start.ts: each service
// on its own where the machine has a second core). A thread has its own heap,
// so a service's documents and its garbage collection stay off the main thread,
// which answers the unchanged polls (the gateway's known views). The service
// owns its store as in one thread (only this thread opens its files), reaches
// the bus through the main thread's broker (createThreadBus) and listens on its
// own loopback port, which the gateway's proxy calls.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import {
  createLogger,
  createThreadBus,
  metricsJson,
  startTracing,
  type MetricsSource,
} from '@ai-council/service-kit';
import { startServiceHere, type ServiceSpec } from './services';

export interface ServiceThreadData {
  service: ServiceSpec;
  dataDir: string;
  maxBytes: number;
  logLevel: string;
  tokenPublicKeyPem: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: this thread exports its own spans there (their trace context crosses with each call and event). */
  otlpEndpoint?: string | undefined;
  busPort: MessagePort;
}

/** Main thread → this thread. */
export type ServiceThreadRequest = { kind: 'compact' } | { kind: 'metrics' } | { kind: 'close' };
/** This thread → main thread. */
export type ServiceThreadReply =
  | { kind: 'listening'; url: string }
  | { kind: 'compacted' }
  | { kind: 'metrics'; values: Awaited<ReturnType<MetricsSource>> }
  | { kind: 'closed' }
  | { kind: 'views-changed'; userId: string }
  | { kind: 'failed'; message: string };

const data = workerData as ServiceThreadData;
const reply = (message: ServiceThreadReply) => parentPort!.postMessage(message);

try {
  const tracing = startTracing({ serviceName: 'ai-council', endpoint: data.otlpEndpoint });
  const service = await startServiceHere(
    data.service,
    {
      ...data,
      tokenPublicKey: data.tokenPublicKeyPem,
      bus: createThreadBus({ service: data.service.name, port: data.busPort }),
      logger: createLogger('ai-council', data.logLevel),
    },
    (userId) => reply({ kind: 'views-changed', userId }),
  );
  parentPort!.on('message', (message: ServiceThreadRequest) => {
    void (async () => {
      if (message.kind === 'compact') {
        await service.compact();
        reply({ kind: 'compacted' });
      } else if (message.kind === 'metrics') {
        reply({ kind: 'metrics', values: await metricsJson() });
      } else {
        await service.close();
        await tracing.shutdown();
        reply({ kind: 'closed' });
      }
    })();
  });
  reply({ kind: 'listening', url: service.url });
} catch (error) {
  reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
