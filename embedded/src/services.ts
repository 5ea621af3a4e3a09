// How the embedded process makes and starts each of its services, the same on
// the main thread and on a thread of its own (service-thread.ts): one place
// for what svc-council needs beside what every service does.
import path from 'node:path';
import { createStore, instrumentStore, listenService } from '@ai-council/service-kit';
import type { DocumentStore, EventBus, KeyInput, Logger, Service } from '@ai-council/service-kit';
import { createAnalyticsService } from 'svc-analytics/service';
import type { advisorSettingsOf } from 'svc-council/config';
import { createCouncilService } from 'svc-council/service';
import { createGameService } from 'svc-game/service';

/** What svc-council needs beside what every service does (plain data: it crosses to a thread as it is). */
export interface CouncilSettings {
  encryptionKey: string;
  previousEncryptionKeys: string[];
  gameUrl: string;
  advisorSettings: ReturnType<typeof advisorSettingsOf>;
}

/** A service to start, named as its store folder, its bus handle and its log lines name it. */
export type ServiceSpec =
  { name: 'svc-game' } | { name: 'svc-analytics' } | ({ name: 'svc-council' } & CouncilSettings);

/** The store of one part of the process (a service or the gateway): its own folder under `dataDir`, measured. */
export const storeOf = (dataDir: string, maxBytes: number, part: string) =>
  instrumentStore(createStore({ dataDir: path.join(dataDir, part), maxBytes }), part);

/** The service `spec` names, made of its parts; `viewsChanged` is how svc-council tells of a view's change. */
function serviceOf(
  spec: ServiceSpec,
  parts: { tokenPublicKey: KeyInput; store: DocumentStore; bus: EventBus; logger: Logger },
  viewsChanged?: (userId: string) => void,
): Service {
  if (spec.name === 'svc-game') return createGameService(parts);
  if (spec.name === 'svc-analytics') return createAnalyticsService(parts);
  return createCouncilService({
    ...parts,
    encryptionKey: spec.encryptionKey,
    previousEncryptionKeys: spec.previousEncryptionKeys,
    gameUrl: spec.gameUrl,
    ...spec.advisorSettings,
    ...(viewsChanged ? { viewsChanged } : {}),
  });
}

/**
 * Starts the service `spec` names in this thread, on its store under `dataDir` and on `bus`, listening on a
 * loopback port of its own, its log lines labelled with its name. Closing it closes its bus and store too.
 */
export async function startServiceHere(
  spec: ServiceSpec,
  base: { dataDir: string; maxBytes: number; tokenPublicKey: KeyInput; bus: EventBus; logger: Logger },
  viewsChanged?: (userId: string) => void,
) {
  const { name } = spec;
  const store = storeOf(base.dataDir, base.maxBytes, name);
  const logger = base.logger.child({ service: name });
  const parts = { tokenPublicKey: base.tokenPublicKey, store, bus: base.bus, logger };
  const service = await listenService(serviceOf(spec, parts, viewsChanged), { name, logger });
  return {
    url: service.url,
    app: service.app,
    compact: async () => store.compact?.(),
    async close() {
      await service.close();
      await base.bus.close();
      await store.close();
    },
  };
}
