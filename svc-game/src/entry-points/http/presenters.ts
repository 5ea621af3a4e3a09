// What svc-game's answers show a player, shaped for the contract from the
// game's document (the routes parse each one with its schema as they send it).
import type {
  AdvanceQuarterResponse,
  ChallengeStatus,
  Decision,
  FinancialEvent,
  FinancialLatest,
  GameState,
  Objective,
} from '@ai-council/contracts';
import type { CompanyState } from '../../domain/engine/company';
import { objectives, type Objective as EngineObjective } from '../../domain/engine/objectives';
import type { QuarterResult } from '../../domain/engine/quarter';
import type { DailyChallenge, GameDoc } from '../../data-access/games.repository';
import { expiresAfterQuarterOf, hasExpired } from '../../domain/use-cases/decisions';

/** Financial events a player is shown: the latest first. */
const EVENTS_SHOWN = 100;

export function gameStateOf(doc: GameDoc): GameState {
  const c = doc.company;
  return {
    gameId: doc._id,
    currentQuarter: c.currentQuarter,
    status: c.status,
    endReason: c.endReason,
    gameEnded: c.status === 'ended',
    reason: c.endReason,
    finalScore: c.finalScore,
    gameYears: c.gameYears,
    metrics: {
      netWorth: c.netWorth,
      cashFlow: c.cashFlow,
      marketShare: c.marketShare,
      employeeCount: c.employeeCount,
    },
    openScenarioIds: doc.openScenarios.map((s) => s.id),
    ...(doc.challenge ? { challenge: challengeStatusOf(doc.challenge) } : {}),
  };
}

/** Whether a challenge game is practice and, once it ended, what the leaderboard made of it. */
function challengeStatusOf(challenge: DailyChallenge): ChallengeStatus {
  const { entry } = challenge;
  const practice = challenge.practice === true || entry?.practice === true;
  const status: ChallengeStatus = { day: challenge.day, practice };
  if (!entry) return status;
  if (practice) return { ...status, leaderboard: 'practice' };
  if (!entry.accepted) return { ...status, leaderboard: 'refused', refusal: entry.refusal ?? '' };
  return { ...status, leaderboard: 'entered' };
}

const playerUnit: Record<EngineObjective['unit'], Objective['unit']> = {
  cents: 'dollars',
  hundredths_percent: 'percent',
  employees: 'employees',
  quarters: 'quarters',
  scenarios: 'scenarios',
};

/** Objectives in the units a player reads: dollars, percent, people, quarters, scenarios. */
function objectiveForPlayer(o: EngineObjective): Objective {
  const scale = o.unit === 'cents' || o.unit === 'hundredths_percent' ? 100 : 1;
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    isCompleted: o.isCompleted,
    currentValue: Math.round((o.currentValue / scale) * 100) / 100,
    targetValue: Math.round((o.targetValue / scale) * 100) / 100,
    unit: playerUnit[o.unit],
  };
}

export const objectivesOf = (company: CompanyState): Objective[] =>
  objectives(company).map(objectiveForPlayer);

export const advancedQuarterOf = (result: QuarterResult): AdvanceQuarterResponse => ({
  gameEnded: result.ended,
  reason: result.state.endReason,
  finalScore: result.state.finalScore,
  currentQuarter: result.state.currentQuarter,
});

export const financialLatestOf = (c: CompanyState): FinancialLatest => ({
  netWorth: c.netWorth,
  cashFlow: c.cashFlow,
  revenue: c.revenue,
  quarterlyGrowth: c.quarterlyGrowth,
  marketShare: c.marketShare,
  employeeCount: c.employeeCount,
  quarter: c.quartersPlayed,
});

export const financialEventsOf = (ledger: GameDoc['ledger']): FinancialEvent[] =>
  ledger
    .slice(-EVENTS_SHOWN)
    .reverse()
    .map((e) => ({
      id: e.id,
      description: e.description,
      eventType: e.eventType,
      triggeredBy: e.triggeredBy,
      occurredAt: e.occurredAt,
      amount: e.amount,
      quarter: e.quarter,
    }));

/** The council's proposals still open and the player's decisions, the latest first; expired ones are gone. */
export const decisionsOf = (doc: GameDoc): Decision[] =>
  [...doc.decisions]
    .reverse()
    .filter((d) => !hasExpired(d, doc.company.currentQuarter))
    .map((d) => {
      const expiresAfterQuarter = d.status === 'pending' ? expiresAfterQuarterOf(d) : null;
      return {
        id: d.id,
        title: d.title,
        description: d.description,
        category: d.category,
        financialImpact: d.financialImpact,
        timeImpact: d.timeImpact,
        status: d.status === 'implemented' ? 'implemented' : 'pending',
        proposedBy: d.proposedBy,
        createdAt: d.createdAt,
        ...(expiresAfterQuarter === null ? {} : { expiresAfterQuarter }),
      };
    });
