// Today's challenge: every player who starts it on a UTC day plays the same
// seed. Its leaderboard takes an entry only when the game's decision log keeps
// within the game's caps (a log can replay to its own score and still be
// farmed), wins no sooner than the economy allows (fastest-victory.ts) and,
// replayed from that seed, reaches the very score the game ended on: a log that
// was tampered with does not.
import {
  decisionExpiresAfterQuarter,
  departmentOfCategory,
  hashSeed,
  MAX_OPEN_SCENARIOS,
  PROPOSALS_PER_DEPARTMENT_PER_QUARTER,
} from '@ai-council/rules';
import type { CompanyState, EndReason } from '../engine/company';
import type { DecisionLogEntry } from '../replay/decision-log';
import { tooFastVictoryOf } from '../replay/fastest-victory';
import { replayGame } from '../replay/replay';
import type { ChallengeEntry, GameDoc } from '../../data-access/games.repository';

/** The UTC date, YYYY-MM-DD. */
export const challengeDay = (at: Date): string => at.toISOString().slice(0, 10);

export const challengeSeed = (day: string): number => hashSeed(`daily-challenge:${day}`);

export function judgeChallengeEntry(
  ended: CompanyState,
  log: readonly DecisionLogEntry[] | undefined,
  at: Date,
): ChallengeEntry {
  const entry = {
    finalScore: ended.finalScore ?? 0,
    endReason: ended.endReason ?? 'time_limit',
    quartersPlayed: ended.quartersPlayed,
    endedAt: at.toISOString(),
  };
  const refusal = refusalOf(ended, log);
  return refusal ? { ...entry, accepted: false, refusal } : { ...entry, accepted: true };
}

function refusalOf(ended: CompanyState, log: readonly DecisionLogEntry[] | undefined): string | null {
  if (!log) return 'The game has no decision log.';
  const breach = capBreachOf(log) ?? tooFastVictoryOf(ended);
  if (breach) return breach;
  let replayed: CompanyState;
  try {
    replayed = replayGame(ended.seed, log);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (replayed.status !== 'ended') return 'The replayed game has not ended.';
  if (replayed.finalScore !== ended.finalScore || replayed.netWorth !== ended.netWorth) {
    return `The replayed game scores ${replayed.finalScore}, not ${ended.finalScore}.`;
  }
  return null;
}

/**
 * The first cap the log broke, quarter by quarter, or null: one proposal per department a quarter,
 * every implemented decision proposed first, implemented once and before it expired, and no more
 * scenarios open at once than the council may raise.
 */
export function capBreachOf(log: readonly DecisionLogEntry[]): string | null {
  let quarter = 1;
  const proposalsThisQuarter = new Map<string, number>();
  /** Each proposal's quarter. */
  const proposed = new Map<string, number>();
  const implemented = new Set<string>();
  const open = new Set<string>();
  for (const entry of log) {
    switch (entry.kind) {
      case 'quarter-advanced':
        quarter += 1;
        proposalsThisQuarter.clear();
        break;
      case 'decision-proposed': {
        const department = departmentOfCategory(entry.decision.category ?? '');
        const count = (proposalsThisQuarter.get(department) ?? 0) + 1;
        if (count > PROPOSALS_PER_DEPARTMENT_PER_QUARTER) {
          return `Quarter ${quarter} took ${count} proposals from ${department}: the game takes ${PROPOSALS_PER_DEPARTMENT_PER_QUARTER} a quarter.`;
        }
        proposalsThisQuarter.set(department, count);
        proposed.set(entry.decision.decisionId, quarter);
        break;
      }
      case 'decision-implemented': {
        const id = entry.decision.decisionId;
        if (!proposed.has(id) || implemented.has(id)) {
          return `Quarter ${quarter} implemented a decision the council had not proposed, or implemented one twice.`;
        }
        const last = decisionExpiresAfterQuarter(proposed.get(id)!);
        if (quarter > last) {
          return `Quarter ${quarter} implemented a decision that expired after quarter ${last}.`;
        }
        implemented.add(id);
        break;
      }
      case 'scenario-opened':
        open.add(entry.scenario.id);
        if (open.size > MAX_OPEN_SCENARIOS) {
          return `Quarter ${quarter} had ${open.size} scenarios open: the council raises at most ${MAX_OPEN_SCENARIOS}.`;
        }
        break;
      case 'scenario-resolved':
        open.delete(entry.resolution.scenarioId);
        break;
      default:
        break;
    }
  }
  return null;
}

export interface LeaderboardRow {
  rank: number;
  firstName: string;
  finalScore: number;
  endReason: EndReason;
  quartersPlayed: number;
  isYou: boolean;
}

/**
 * Each player's ranked entry (the first completed attempt of the day; practice never counts), best
 * score first (fewer quarters, then earlier, break ties). Of several unranked-by-practice entries
 * (games judged before practice existed) the best stands.
 */
export function leaderboardOf(games: readonly GameDoc[], you: string): LeaderboardRow[] {
  const best = new Map<string, { userId: string; firstName: string; entry: ChallengeEntry }>();
  for (const game of games) {
    const entry = game.challenge?.entry;
    if (!game.challenge || !entry?.accepted || entry.practice) continue;
    const held = best.get(game.userId);
    if (!held || compare(entry, held.entry) < 0) {
      best.set(game.userId, { userId: game.userId, firstName: game.challenge.firstName, entry });
    }
  }
  return [...best.values()]
    .sort((a, b) => compare(a.entry, b.entry))
    .map(({ userId, firstName, entry }, index) => ({
      rank: index + 1,
      firstName,
      finalScore: entry.finalScore,
      endReason: entry.endReason,
      quartersPlayed: entry.quartersPlayed,
      isYou: userId === you,
    }));
}

function compare(a: ChallengeEntry, b: ChallengeEntry): number {
  return (
    b.finalScore - a.finalScore || a.quartersPlayed - b.quartersPlayed || a.endedAt.localeCompare(b.endedAt)
  );
}
