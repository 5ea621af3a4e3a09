// The documents svc-council keeps, one collection each. Every document
// carries its owner's userId and every query filters by it. Documents that
// cause events carry them in `outbox`, written in the same update as the
// state change (the transactional outbox of service-kit).
import type { DepartmentId } from '@ai-council/rules';
import type { CompanySnapshot, CouncilMeeting, DomainEvent, Scenario } from '@ai-council/contracts';
import type { DocumentStore } from '@ai-council/service-kit';
import type { DriverName, ScenarioKind } from '@ai-council/rules';
import type { SealedSecret } from '../domain/api-keys/crypto';
import type { ScenarioSource } from '../domain/scenarios/generate';
import type { ProposalRecord } from '../domain/decisions/proposals';
import type { Call, RecommendationCall, ScoredCall } from '../domain/board/track-record';

interface Owned {
  _id: string;
  userId: string;
  [key: string]: unknown;
}

export interface PlayerDoc extends Owned {
  gameId: string;
  /** The company as svc-game last told it, moved by a scenario decision's cash as it is graded (README: the walk). */
  company: CompanySnapshot;
  outbox?: DomainEvent[];
  appliedEventIds: string[];
  lastMeetingAt: string | null;
  /** The game and quarter of the last regular meeting: its cooldown counts quarters (absent before issue 40). */
  lastRegularMeeting?: { gameId: string; quarter: number } | null;
  activeMeetingId: string | null;
  /** Counter for content created on demand, so ids stay unique and seeded. */
  seq: number;
  createdAt: string;
  updatedAt: string;
}

export interface ScenarioDoc extends Owned {
  gameId: string;
  kind: ScenarioKind;
  departmentId: DepartmentId;
  title: string;
  description: string;
  baseSeverity: Scenario['severity'];
  severity: Scenario['severity'];
  category: string;
  quarter: number;
  source: ScenarioSource;
  status: 'active' | 'resolved';
  triggeringDepartments: string[];
  playerDecision: string | null;
  grade: Scenario['grade'];
  createdAt: string;
  resolvedAt: string | null;
  outbox: DomainEvent[];
  /** Which telling of its kind's facts the description uses (absent on scenarios from before variants). */
  variant?: number;
  /**
   * The kind's driver as the company stood when the scenario was raised, so a scenario of the
   * same kind that comes back can say how it moved since (absent on older scenarios).
   */
  driverWhenRaised?: { driver: DriverName; value: number };
  /** The council meeting that raised it past the cap on open scenarios (one per meeting). */
  meetingId?: string;
}

export interface MeetingDoc extends Owned {
  gameId: string;
  kind: 'emergency' | 'regular';
  type: string;
  status: CouncilMeeting['status'];
  priority: string;
  scheduledAt: string;
  endedAt: string | null;
  reason: string;
  emergencyType: CouncilMeeting['emergencyType'];
  attendees: CouncilMeeting['attendees'];
  transcript: CouncilMeeting['transcript'];
  summary: string | null;
  focus: DepartmentId[];
  outbox: DomainEvent[];
}

export interface CommunicationDoc extends Owned {
  gameId: string;
  from: string;
  to: string | null;
  message: string;
  sentAt: string;
  type: 'scenario_alert' | 'agent_action' | 'response' | 'direct_message';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  voice: 'internal' | 'llm' | 'internal-fallback' | null;
  /** Why the internal voice answered in llm mode (a key at its cap, a local model not allowed). */
  voiceNote?: string;
  agentId: string | null;
  outbox: DomainEvent[];
}

export interface RecommendationDoc extends Owned {
  gameId: string;
  agentId: string;
  question: string;
  category: string;
  urgency: string;
  recommendation: string;
  recommendedOption: string;
  consensusLevel: number;
  agentRecommendations: unknown[];
  voice: string;
  createdAt: string;
  outbox: DomainEvent[];
}

/** One player's advisors' calls: the council's last analysis of each simulation, calls awaiting an outcome, and scored calls. */
export interface TrackRecordDoc extends Owned {
  /** Per simulation scenario title: each agent's vote (the approach it backed and how sure it was). */
  analyses: Record<
    string,
    { quarter: number; votes: Array<{ agentId: string; approach: string; confidence: number }> }
  >;
  /** Per open simulation id: the calls on the option chosen. */
  open: Record<string, Call[]>;
  /** Per decision carried out: the calls on it, scored once the quarters its projection covered are played. */
  openRecommendations?: Record<string, RecommendationCall[]>;
  scored: ScoredCall[];
  updatedAt: string;
}

/**
 * A proposal the council put before the player, one per item and quarter (its
 * _id says which: a second chief proposing the same item that quarter is a
 * duplicate key), with what the engine projected for it and who backed it.
 */
export interface ProposalDoc extends Owned, ProposalFields {}

export interface ProposalFields extends ProposalRecord {
  userId: string;
  gameId: string;
  agentId: string;
  implementedQuarter: number | null;
  /** The engine's projection when it was proposed: where net worth stood and where it would be. */
  forecast: {
    quarters: number;
    startNetWorth: number;
    projectedNetWorth: number;
    baselineNetWorth: number;
  } | null;
  /** The advisors' calls on it: who backed it and how sure they were (the proposer alone, or a council vote). */
  backers: Array<{ agentId: string; backed: boolean; confidence: number }>;
  createdAt: string;
}

export interface ApiKeyDoc extends Owned {
  provider: 'openai' | 'anthropic' | 'google' | 'local';
  keyName: string;
  createdAt: string;
  sealed: SealedSecret;
  /** A local model's server and model name. */
  baseUrl?: string;
  model?: string;
  /** US dollars a UTC month; absent or null: no cap. */
  monthlyCapUsd?: number | null;
}

/** The tokens one key's calls to one model reported on one UTC day. */
export interface KeyUsageDoc extends Owned {
  keyId: string;
  provider: ApiKeyDoc['provider'];
  model: string;
  /** YYYY-MM-DD and YYYY-MM, UTC. */
  day: string;
  month: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * One key's spending in a UTC month, the one document a cap is checked on: a
 * call reserves its most expensive outcome here before it starts and settles
 * to what it cost, so calls running at once cannot all slip under the cap.
 */
export interface KeySpendDoc extends Owned {
  keyId: string;
  month: string;
  /** Settled calls plus the reservations of calls under way, US dollars. */
  committedUsd: number;
  /** The council said the key is past 80 % of its cap / at its cap (once each a month, reset when the cap changes). */
  warnedNearCap?: boolean;
  warnedAtCap?: boolean;
}

/** What one account wrote to the council on one UTC day (account-budget-repository.ts). */
export interface AccountBudgetDoc extends Owned {
  /** YYYY-MM-DD, UTC. */
  day: string;
  bytes: number;
}

export function councilCollections(store: DocumentStore) {
  return {
    players: store.collection<PlayerDoc>({ name: 'council_players' }),
    scenarios: store.collection<ScenarioDoc>({
      name: 'council_scenarios',
      indexes: [{ fields: { userId: 1, gameId: 1 } }],
    }),
    meetings: store.collection<MeetingDoc>({
      name: 'council_meetings',
      indexes: [{ fields: { userId: 1, gameId: 1 } }],
    }),
    communications: store.collection<CommunicationDoc>({
      name: 'council_communications',
      indexes: [{ fields: { userId: 1, gameId: 1 } }],
    }),
    recommendations: store.collection<RecommendationDoc>({
      name: 'council_recommendations',
      indexes: [{ fields: { userId: 1 } }],
    }),
    apiKeys: store.collection<ApiKeyDoc>({ name: 'council_api_keys', indexes: [{ fields: { userId: 1 } }] }),
    keyUsage: store.collection<KeyUsageDoc>({
      name: 'council_key_usage',
      indexes: [{ fields: { userId: 1, month: 1 } }],
    }),
    keySpend: store.collection<KeySpendDoc>({
      name: 'council_key_spend',
      indexes: [{ fields: { userId: 1 } }],
    }),
    trackRecords: store.collection<TrackRecordDoc>({ name: 'council_track_records' }),
    accountBudgets: store.collection<AccountBudgetDoc>({ name: 'council_account_budgets' }),
    proposals: store.collection<ProposalDoc>({
      name: 'council_proposals',
      indexes: [{ fields: { userId: 1, gameId: 1 } }, { fields: { userId: 1, decisionId: 1 } }],
    }),
  };
}

export type CouncilCollections = ReturnType<typeof councilCollections>;

/** Ignores a duplicate insert: content with a stable id that already exists was created before. */
export async function insertOnce<T extends Owned>(
  collection: { insert(doc: T): Promise<T> },
  doc: T,
): Promise<boolean> {
  try {
    await collection.insert(doc);
    return true;
  } catch (error) {
    if ((error as Error | null)?.name === 'DuplicateKeyError') return false;
    throw error;
  }
}
