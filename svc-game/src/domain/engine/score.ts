// The final score on SPEC §9's scale: mostly net worth, plus market share,
// objectives completed and a bonus for winning early.

import type { CompanyState } from './company';
import { completedObjectiveCount } from './objectives';
import { GAME_LENGTH_QUARTERS, SCORE } from './tuning';

export function finalScore(state: CompanyState): number {
  const netWorthPoints = Math.max(0, state.netWorth) / 100 / SCORE.netWorthDollarsPerPoint;
  const sharePoints = state.marketShare * SCORE.pointsPerShareHundredth;
  const objectivePoints = completedObjectiveCount(state) * SCORE.pointsPerObjective;
  const victoryPoints =
    state.endReason === 'victory'
      ? SCORE.victoryBonus +
        Math.max(0, GAME_LENGTH_QUARTERS - state.quartersPlayed) * SCORE.pointsPerQuarterSaved
      : 0;
  return Math.floor(netWorthPoints + sharePoints + objectivePoints + victoryPoints);
}
