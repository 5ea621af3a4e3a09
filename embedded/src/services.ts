// How the embedded process makes each of its services from its parts, the
// same on the main thread and on a thread of its own (service-thread.ts): one
// place for what svc-council needs beside what every service does.
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

/** What every service is made of. */
export interface ServiceParts {
  tokenPublicKey: KeyInput;
  store: DocumentStore;
  bus: EventBus;
  logger: Logger;
}

/** The service `spec` names, made of `parts`; `viewsChanged` is how svc-council tells of a view's change. */
export function serviceOf(
  spec: ServiceSpec,
  parts: ServiceParts,
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
