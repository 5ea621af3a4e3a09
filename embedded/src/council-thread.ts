// svc-council in a worker thread of the embedded process (EMBEDDED_THREADS=2):
// the council answers nearly every poll, so giving it the second core leaves
// the first to the gateway, svc-game and svc-analytics. It owns its store as
// in one thread (only this thread opens svc-council's files), reaches the bus
// through the main thread's broker (createThreadBus) and listens on its own
// loopback port, which the gateway's pool transport calls.
import path from 'node:path';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import {
  createLogger,
  createStore,
  createThreadBus,
  instrumentStore,
  listenService,
  metricsJson,
  startTracing,
  type MetricsSource,
} from '@ai-council/service-kit';
import { createCouncilService } from 'svc-council/service';
import type { advisorSettingsOf } from 'svc-council/config';

export interface CouncilThreadData {
  dataDir: string;
  maxBytes: number;
  logLevel: string;
  tokenPublicKeyPem: string;
  encryptionKey: string;
  previousEncryptionKeys: string[];
  gameUrl: string;
  advisorSettings: ReturnType<typeof advisorSettingsOf>;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: this thread exports its own spans there (their trace context crosses with each call and event). */
  otlpEndpoint?: string | undefined;
  /** Tell the main thread of each change of a player's polled views (its gateway answers unchanged polls). */
  viewsChanged: boolean;
  busPort: MessagePort;
}

/** Main thread → this thread. */
export type CouncilThreadRequest = { kind: 'compact' } | { kind: 'metrics' } | { kind: 'close' };
/** This thread → main thread. */
export type CouncilThreadReply =
  | { kind: 'listening'; url: string }
  | { kind: 'compacted' }
  | { kind: 'metrics'; values: Awaited<ReturnType<MetricsSource>> }
  | { kind: 'closed' }
  | { kind: 'views-changed'; userId: string }
  | { kind: 'failed'; message: string };

const data = workerData as CouncilThreadData;
const reply = (message: CouncilThreadReply) => parentPort!.postMessage(message);

try {
  const tracing = startTracing({ serviceName: 'ai-council', endpoint: data.otlpEndpoint });
  const store = instrumentStore(
    createStore({ dataDir: path.join(data.dataDir, 'svc-council'), maxBytes: data.maxBytes }),
    'svc-council',
  );
  const bus = createThreadBus({ service: 'svc-council', port: data.busPort });
  const logger = createLogger('ai-council', data.logLevel).child({ service: 'svc-council' });
  const council = await listenService(
    createCouncilService({
      store,
      bus,
      logger,
      tokenPublicKey: data.tokenPublicKeyPem,
      encryptionKey: data.encryptionKey,
      previousEncryptionKeys: data.previousEncryptionKeys,
      ...(data.viewsChanged
        ? { viewsChanged: (userId: string) => reply({ kind: 'views-changed', userId }) }
        : {}),
      gameUrl: data.gameUrl,
      ...data.advisorSettings,
    }),
    { name: 'svc-council', logger, port: 0, host: '127.0.0.1' },
  );
  parentPort!.on('message', (message: CouncilThreadRequest) => {
    void (async () => {
      if (message.kind === 'compact') {
        await store.compact?.();
        reply({ kind: 'compacted' });
      } else if (message.kind === 'metrics') {
        reply({ kind: 'metrics', values: await metricsJson() });
      } else {
        await council.close();
        await bus.close();
        await store.close();
        await tracing.shutdown();
        reply({ kind: 'closed' });
      }
    })();
  });
  reply({ kind: 'listening', url: council.url });
} catch (error) {
  reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
