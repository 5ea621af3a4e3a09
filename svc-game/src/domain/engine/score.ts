// The final score on SPEC §9's scale: mostly net worth, plus market share,
// objectives completed and a bonus for winning early; all of it times the
// player's stake once capital has been raised.

import type { CompanyState } from './company';
import { scaledToStake } from './financing';
import { completedObjectiveCount } from './objectives';
import { GAME_LENGTH_QUARTERS } from '@ai-council/rules';
import { SCORE } from './tuning';

export function finalScore(state: CompanyState): number {
  const netWorthPoints = Math.max(0, state.netWorth) / 100 / SCORE.netWorthDollarsPerPoint;
  const sharePoints = state.marketShare * SCORE.pointsPerShareHundredth;
  const objectivePoints = completedObjectiveCount(state) * SCORE.pointsPerObjective;
  const victoryPoints =
    state.endReason === 'victory'
      ? SCORE.victoryBonus +
        Math.max(0, GAME_LENGTH_QUARTERS - state.quartersPlayed) * SCORE.pointsPerQuarterSaved
      : 0;
  // Capital raised bought a share of the company: the player scores only their stake.
  return Math.floor(
    scaledToStake(netWorthPoints + sharePoints + objectivePoints + victoryPoints, state.financing.stake),
  );
}
