// Advisors' track records: each agent's call on a simulation (which approach
// it backed, and how sure it was) scored against the outcome svc-game's engine
// then drew, and each call on a recommendation carried out scored against
// what the engine then produced (its projection against the outcome). Two
// scores: the hit rate (backed it and it did not fail, or warned against it
// and it failed) and the Brier score of the odds the agent gave it (0 is
// perfect, 0.25 is a coin toss). The council weighs its votes by both.

export type Outcome = 'success' | 'partial' | 'failure';

/** An agent's call on the option the player chose, before the engine drew the outcome. */
export interface Call {
  agentId: string;
  simulationId: string;
  scenario: string;
  option: string;
  /** Whether the agent voted for the chosen option's approach. */
  backed: boolean;
  /** The agent's confidence in its own vote, percent. */
  confidence: number;
  quarter: number;
}

export interface ScoredCall extends Call {
  /** A simulation's option (absent on calls scored before recommendations were) or a recommendation carried out. */
  kind?: 'simulation' | 'recommendation';
  outcome: Outcome;
  /** Probability the agent gave the chosen option of succeeding, 0-1. */
  forecast: number;
  hit: boolean;
  brier: number;
}

export interface TrackRecord {
  agentId: string;
  /** Of the scored calls, those on recommendations carried out. */
  recommendations?: { scored: number; hits: number };
  scored: number;
  hits: number;
  /** Share of calls that were right, 0-1; null before any is scored. */
  hitRate: number | null;
  /** Mean Brier score, 0 (perfect) to 1; null before any is scored. */
  brierScore: number | null;
  /** What the agent's vote counts for in a consensus. */
  weight: number;
}

/** The odds an agent gave the chosen option: its confidence if it backed it, the rest if it argued for another. */
export function forecastOf(call: Pick<Call, 'backed' | 'confidence'>): number {
  const sure = Math.max(0, Math.min(100, call.confidence)) / 100;
  return call.backed ? sure : 1 - sure;
}

/** A partial success counts as half a success. */
export function outcomeValue(outcome: Outcome): number {
  return outcome === 'success' ? 1 : outcome === 'partial' ? 0.5 : 0;
}

export function brierScore(forecast: number, outcome: Outcome): number {
  return (forecast - outcomeValue(outcome)) ** 2;
}

export function isHit(backed: boolean, outcome: Outcome): boolean {
  return backed ? outcome !== 'failure' : outcome === 'failure';
}

export function scoreCall(call: Call, outcome: Outcome): ScoredCall {
  const forecast = Math.round(forecastOf(call) * 10_000) / 10_000;
  return {
    ...call,
    outcome,
    forecast,
    hit: isHit(call.backed, outcome),
    brier: Math.round(brierScore(forecast, outcome) * 10_000) / 10_000,
  };
}

export const WEIGHT_MIN = 0.5;
export const WEIGHT_MAX = 1.5;

/**
 * A vote's weight: 1 + 2 × (0.25 − Brier score), between 0.5 and 1.5, so an
 * agent no better than a coin toss counts 1, a reliable one up to 1.5 and a
 * misleading one down to 0.5. Without a scored call it counts 1.
 */
export function voteWeight(brier: number | null): number {
  if (brier === null) return 1;
  const raw = 1 + 2 * (0.25 - brier);
  return Math.round(Math.max(WEIGHT_MIN, Math.min(WEIGHT_MAX, raw)) * 100) / 100;
}

export function trackRecordOf(agentId: string, calls: readonly ScoredCall[]): TrackRecord {
  const own = calls.filter((c) => c.agentId === agentId);
  if (own.length === 0) return { agentId, scored: 0, hits: 0, hitRate: null, brierScore: null, weight: 1 };
  const hits = own.filter((c) => c.hit).length;
  const brier = Math.round((own.reduce((sum, c) => sum + c.brier, 0) / own.length) * 10_000) / 10_000;
  const recommendations = own.filter((c) => c.kind === 'recommendation');
  return {
    agentId,
    scored: own.length,
    hits,
    hitRate: Math.round((hits / own.length) * 100) / 100,
    brierScore: brier,
    weight: voteWeight(brier),
    ...(recommendations.length > 0
      ? {
          recommendations: {
            scored: recommendations.length,
            hits: recommendations.filter((c) => c.hit).length,
          },
        }
      : {}),
  };
}

/** An advisor's call on a recommendation the player carried out, awaiting the quarters its projection covered. */
export interface RecommendationCall {
  agentId: string;
  /** The game it was carried out in: only that game's quarters score it. */
  gameId: string;
  decisionId: string;
  title: string;
  /** Whether the advisor backed it (its proposer did; in a council vote, those who voted for it). */
  backed: boolean;
  confidence: number;
  /** The quarter it was carried out in, and the quarter its projection reaches. */
  quarter: number;
  dueQuarter: number;
  /** Net worth just before it was carried out, and the change the engine projected over its quarters. */
  startNetWorth: number;
  projectedChange: number;
}

/** How close a projection has to come: 2% of net worth, at least $20K. */
export function projectionTolerance(startNetWorth: number): number {
  return Math.max(2_000_000, Math.round(Math.abs(startNetWorth) * 0.02));
}

/**
 * What carrying a recommendation out produced against its projection: a
 * success when net worth moved at least as projected (within the tolerance),
 * partial within three times it, a failure when it fell further short.
 */
export function recommendationOutcome(call: RecommendationCall, netWorth: number): Outcome {
  const shortfall = call.startNetWorth + call.projectedChange - netWorth;
  const tolerance = projectionTolerance(call.startNetWorth);
  if (shortfall <= tolerance) return 'success';
  return shortfall <= 3 * tolerance ? 'partial' : 'failure';
}

export function scoreRecommendation(call: RecommendationCall, netWorth: number): ScoredCall {
  const scored = scoreCall(
    {
      agentId: call.agentId,
      simulationId: `decision:${call.decisionId}`,
      scenario: call.title,
      option: call.title,
      backed: call.backed,
      confidence: call.confidence,
      quarter: call.quarter,
    },
    recommendationOutcome(call, netWorth),
  );
  return { ...scored, kind: 'recommendation' };
}
