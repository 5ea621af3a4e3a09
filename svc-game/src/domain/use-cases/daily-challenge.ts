// Today's challenge: every player who starts it on a UTC day plays the same
// seed. Its leaderboard takes an entry only when the game's decision log,
// replayed from that seed, reaches the very score the game ended on: a log
// that was tampered with does not.
import type { CompanyState, EndReason } from '../engine/company';
import { hashSeed } from '../engine/rng';
import type { DecisionLogEntry } from '../replay/decision-log';
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

export interface LeaderboardRow {
  rank: number;
  firstName: string;
  finalScore: number;
  endReason: EndReason;
  quartersPlayed: number;
  isYou: boolean;
}

/** Each player's best accepted entry, best score first (fewer quarters, then earlier, break ties). */
export function leaderboardOf(games: readonly GameDoc[], you: string): LeaderboardRow[] {
  const best = new Map<string, { userId: string; firstName: string; entry: ChallengeEntry }>();
  for (const game of games) {
    const entry = game.challenge?.entry;
    if (!game.challenge || !entry?.accepted) continue;
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
