// svc-council: the board of AI agents, council meetings, communications,
// scenarios, recommendations, the dashboard overview and API keys.
import type {
  DocumentStore,
  EventBus,
  KeyInput,
  Logger,
  OutboxRelay,
  Service,
} from '@ai-council/service-kit';
import { createHttpApp, createOutboxRelay, storeAndBusAnswer } from '@ai-council/service-kit';
import { Router } from 'express';
import { createAdvisor, type AdvisorDeps } from './ai/advisor';
import type { ProviderBaseUrls, ProviderModels } from './ai/providers';
import { apiKeyRepository } from './data-access/api-key-repository';
import { keyUsageRepository } from './data-access/key-usage-repository';
import { localHostPolicy } from './ai/local-hosts';
import { tellAboutKey } from './domain/use-cases/api-keys';
import {
  gameProjections,
  withDelegatedGameToken,
  type GameProjections,
} from './data-access/game-projections';
import { communicationRepository } from './data-access/communication-repository';
import { councilCollections } from './data-access/documents';
import { meetingRepository } from './data-access/meeting-repository';
import { playerRepository } from './data-access/player-repository';
import { proposalRepository } from './data-access/proposal-repository';
import { recommendationRepository } from './data-access/recommendation-repository';
import { scenarioRepository } from './data-access/scenario-repository';
import { trackRecordRepository } from './data-access/track-record-repository';
import { retiredGamesRepository } from './data-access/retired-games';
import { accountBudgetRepository } from './data-access/account-budget-repository';
import { createViewVersions, trackViewChanges } from './data-access/view-versions';
import { encryptionKeyFrom, keyRing } from './domain/api-keys/crypto';
import type { CouncilContext } from './domain/use-cases/context';
import { subscribeToGameEvents } from './entry-points/events/game-events.consumer';
import { agentsRoutes } from './entry-points/http/agents.routes';
import { apiKeysRoutes } from './entry-points/http/api-keys.routes';
import { communicationsRoutes } from './entry-points/http/communications.routes';
import { councilRoutes } from './entry-points/http/council.routes';
import { dashboardRoutes } from './entry-points/http/dashboard.routes';
import { scenariosRoutes } from './entry-points/http/scenarios.routes';
import { COUNCIL_QUOTAS, type CouncilQuotas } from './domain/quotas';

export interface CouncilServiceDeps {
  store: DocumentStore;
  bus: EventBus;
  logger: Logger;
  /** The gateway's public key, to verify user tokens with. */
  tokenPublicKey: KeyInput;
  /** 64 hex characters: the AES-256-GCM key that seals stored API keys. */
  encryptionKey: string;
  /** Key-encryption keys rotated out: they still open the keys they sealed, which are sealed again when used. */
  previousEncryptionKeys?: readonly string[];
  providerBaseUrls?: ProviderBaseUrls;
  /** Model names per provider (OPENAI_MODEL, ...); the adapters' defaults otherwise. */
  providerModels?: ProviderModels;
  /** How long a provider may take before the internal voice answers. Default 15 s. */
  advisorTimeoutMs?: number;
  /** LOCAL_MODEL_HOSTS: where players' local models may be; none when unset. */
  localModelHosts?: string;
  /** Replaces the SDK adapters (tests only). */
  modelFor?: AdvisorDeps['modelFor'];
  now?: () => Date;
  /** svc-game's base URL, for engine projections; without it advisors answer without engine estimates. */
  gameUrl?: string;
  /** Replaces the HTTP client of svc-game's projections (tests only). */
  projections?: GameProjections;
  /** How often the outbox sweep retries unsent events. Default 2 s. */
  sweepEveryMs?: number;
  /** What one player may keep stored; the defaults are COUNCIL_QUOTAS (tests lower them). */
  quotas?: Partial<CouncilQuotas>;
  /** How long a replica trusts the view versions it holds; default VIEW_VERSIONS_STALENESS_MS. */
  viewVersionsStalenessMs?: number;
  /** Told of each change of a player's polled views once it stands (the embedded gateway's known views). */
  viewsChanged?: (userId: string) => void;
}

/** The service's shape (start subscribes to svc-game's events), and its use cases' context for tests. */
export interface CouncilService extends Service {
  context: CouncilContext;
}

type CouncilCollections = ReturnType<typeof councilCollections>;
type OutboxRelays = Record<keyof CouncilContext['relays'], OutboxRelay>;

export function createCouncilService(deps: CouncilServiceDeps): CouncilService {
  const now = deps.now ?? (() => new Date());
  const views = createViewVersions(deps.store, {
    now,
    stalenessMs: deps.viewVersionsStalenessMs,
    onChanged: deps.viewsChanged,
  });
  const collections = trackViewChanges(councilCollections(deps.store), views);
  const relays = outboxRelays(deps, collections);
  const context = councilContext(deps, { now, views, collections, relays });
  const app = createHttpApp({
    logger: deps.logger,
    tokens: { publicKey: deps.tokenPublicKey, audience: 'svc-council' },
    api: withDelegatedGameToken(councilApi(context)),
    erasePlayerData: playerDataEraser(collections, views),
    erasedFrom: deps.store,
    ready: storeAndBusAnswer(deps.store, deps.bus),
  });
  return {
    app,
    context,
    start: () => subscribeToGameEvents(deps.bus, context, deps.logger),
    stop: async () => {
      await Promise.all(Object.values(relays).map((r) => r.stop()));
    },
  };
}

/** One relay per collection whose documents carry an outbox. */
function outboxRelays(deps: CouncilServiceDeps, collections: CouncilCollections): OutboxRelays {
  const relay = (collection: Parameters<typeof createOutboxRelay>[0]['collection']): OutboxRelay =>
    createOutboxRelay({ collection, bus: deps.bus, logger: deps.logger, sweepEveryMs: deps.sweepEveryMs });
  return {
    scenarios: relay(collections.scenarios),
    meetings: relay(collections.meetings),
    communications: relay(collections.communications),
    recommendations: relay(collections.recommendations),
    players: relay(collections.players),
  };
}

/** The repositories, the advisor and the settings every use case is handed. */
function councilContext(
  deps: CouncilServiceDeps,
  parts: {
    now: () => Date;
    views: CouncilContext['views'];
    collections: CouncilCollections;
    relays: OutboxRelays;
  },
): CouncilContext {
  const { now, views, collections, relays } = parts;
  const apiKeys = apiKeyRepository(
    collections.apiKeys,
    keyRing(
      encryptionKeyFrom(deps.encryptionKey),
      (deps.previousEncryptionKeys ?? []).map(encryptionKeyFrom),
    ),
  );
  const keyUsage = keyUsageRepository(collections.keyUsage, collections.keySpend);
  const localHosts = localHostPolicy(deps.localModelHosts);
  const context: CouncilContext = {
    players: playerRepository(collections.players),
    scenarios: scenarioRepository(collections.scenarios),
    meetings: meetingRepository(collections.meetings),
    communications: communicationRepository(collections.communications),
    recommendations: recommendationRepository(collections.recommendations),
    apiKeys,
    keyUsage,
    localHosts,
    trackRecords: trackRecordRepository(collections.trackRecords),
    proposals: proposalRepository(collections.proposals),
    retiredGames: retiredGamesRepository(collections),
    accountBudget: accountBudgetRepository(collections.accountBudgets),
    views,
    advisor: createAdvisor({
      keyFor: (userId, provider) => apiKeys.keyFor(userId, provider),
      usage: keyUsage,
      localHosts,
      now,
      notify: (userId, text) => tellAboutKey(context, userId, text),
      logger: deps.logger,
      timeoutMs: deps.advisorTimeoutMs ?? 15_000,
      baseUrls: deps.providerBaseUrls,
      models: deps.providerModels,
      modelFor: deps.modelFor,
    }),
    projections: deps.projections ?? gameProjections({ gameUrl: deps.gameUrl, logger: deps.logger }),
    relays: {
      scenarios: (id) => relays.scenarios.flush(id),
      meetings: (id) => relays.meetings.flush(id),
      communications: (id) => relays.communications.flush(id),
      recommendations: (id) => relays.recommendations.flush(id),
      players: (id) => relays.players.flush(id),
    },
    quotas: { ...COUNCIL_QUOTAS, ...deps.quotas },
    now,
    logger: deps.logger,
  };
  return context;
}

function councilApi(context: CouncilContext): Router {
  const api = Router({ caseSensitive: true, strict: true });
  api.use(dashboardRoutes(context));
  api.use(agentsRoutes(context));
  api.use(councilRoutes(context));
  api.use(communicationsRoutes(context));
  api.use(scenariosRoutes(context));
  api.use(apiKeysRoutes(context));
  return api;
}

/** An expired guest's every document: each collection here is owned by userId. */
function playerDataEraser(collections: CouncilCollections, views: CouncilContext['views']) {
  return async (userId: string): Promise<number> => {
    let erased = 0;
    for (const collection of Object.values(collections)) {
      erased += await collection.delete({ userId }, { multi: true });
    }
    await views.forget(userId);
    return erased;
  };
}
