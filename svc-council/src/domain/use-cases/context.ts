// What the council's use cases work with: repositories, the advisor, the
// outbox relays and a clock. Built once per service in service.ts.
import type { Logger } from '@ai-council/service-kit';
import type { Advisor } from '../../ai/advisor';
import type { ApiKeyRepository } from '../../data-access/api-key-repository';
import type { KeyUsageRepository } from '../../data-access/key-usage-repository';
import type { LocalHostPolicy } from '../../ai/local-hosts';
import type { GameProjections } from '../../data-access/game-projections';
import type { CommunicationRepository } from '../../data-access/communication-repository';
import type { MeetingRepository } from '../../data-access/meeting-repository';
import type { PlayerRepository } from '../../data-access/player-repository';
import type { ProposalRepository } from '../../data-access/proposal-repository';
import type { RecommendationRepository } from '../../data-access/recommendation-repository';
import type { TrackRecordRepository } from '../../data-access/track-record-repository';
import type { ScenarioRepository } from '../../data-access/scenario-repository';
import type { RetiredGamesRepository } from '../../data-access/retired-games';
import type { AccountBudgetRepository } from '../../data-access/account-budget-repository';
import type { ViewVersions } from '../../data-access/view-versions';
import type { CouncilQuotas } from '../quotas';

export interface Relays {
  scenarios(docId: string): Promise<void>;
  meetings(docId: string): Promise<void>;
  communications(docId: string): Promise<void>;
  recommendations(docId: string): Promise<void>;
  players(docId: string): Promise<void>;
}

export interface CouncilContext {
  players: PlayerRepository;
  scenarios: ScenarioRepository;
  meetings: MeetingRepository;
  communications: CommunicationRepository;
  recommendations: RecommendationRepository;
  apiKeys: ApiKeyRepository;
  keyUsage: KeyUsageRepository;
  /** Where players' local models may be (LOCAL_MODEL_HOSTS). */
  localHosts: LocalHostPolicy;
  trackRecords: TrackRecordRepository;
  proposals: ProposalRepository;
  /** The documents of the player's games before the current one, pruned at Play Again. */
  retiredGames: RetiredGamesRepository;
  /** What each account wrote to the council today, against quotas.bytesPerAccountPerDay. */
  accountBudget: AccountBudgetRepository;
  /** The versions of the views players poll, bumped by every write to what they show. */
  views: ViewVersions;
  advisor: Advisor;
  /** svc-game's engine, asked what a proposal would do. */
  projections: GameProjections;
  relays: Relays;
  quotas: CouncilQuotas;
  now(): Date;
  logger: Logger;
}

/** The player a request acts for, as the gateway's token names them. */
export interface Player {
  userId: string;
  gameMode: 'demo' | 'llm' | null;
}
