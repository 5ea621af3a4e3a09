// Starts one service on a worker thread (see service-thread.ts) and gives the
// main thread what it needs of it: its address, a way to compact its store
// and to close it. Its bus is served here, on the process's broker.
import { MessageChannel, Worker } from 'node:worker_threads';
import { addMetricsSource, serveBusToThread } from '@ai-council/service-kit';
import type { ServiceThreadData, ServiceThreadReply, ServiceThreadRequest } from './service-thread';

export async function startServiceOnThread(
  settings: Omit<ServiceThreadData, 'busPort'>,
  /** svc-council: told of each change of a player's polled views, as the thread posts it. */
  viewsChanged?: (userId: string) => void,
) {
  const { name } = settings.service;
  const channel = new MessageChannel();
  const bus = serveBusToThread({ service: name, port: channel.port1 });
  const worker = new Worker(new URL('./service-thread-entry.mjs', import.meta.url), {
    workerData: { ...settings, busPort: channel.port2 } satisfies ServiceThreadData,
    transferList: [channel.port2],
  });
  /** The thread's next reply of this kind (or its failure), to `request` when one is given. */
  const next = <K extends ServiceThreadReply['kind']>(kind: K, request?: ServiceThreadRequest) =>
    new Promise<Extract<ServiceThreadReply, { kind: K }>>((resolve, reject) => {
      const onMessage = (message: ServiceThreadReply) => {
        if (message.kind !== kind && message.kind !== 'failed') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (message.kind === 'failed') reject(new Error(`${name}'s thread failed: ${message.message}`));
        else resolve(message as Extract<ServiceThreadReply, { kind: K }>);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      if (request) worker.postMessage(request);
    });

  worker.on('message', (message: ServiceThreadReply) => {
    if (message.kind === 'views-changed') viewsChanged?.(message.userId);
  });
  const listening = await next('listening');
  // The thread's series (its HTTP, store and outbox metrics) join the process's one endpoint.
  const removeMetrics = addMetricsSource(async () => (await next('metrics', { kind: 'metrics' })).values);
  return {
    url: listening.url,
    async compact() {
      await next('compacted', { kind: 'compact' });
    },
    async close() {
      removeMetrics();
      await next('closed', { kind: 'close' });
      await bus.close();
      await worker.terminate();
    },
  };
}
