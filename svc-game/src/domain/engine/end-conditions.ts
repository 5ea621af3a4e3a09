// Checked after every played quarter, in this order: a bankrupt company cannot
// also win, and winning in quarter 20 counts as a victory, not a time-out.
// Victory counts the player's stake of net worth: raised capital buys no win.

import type { CompanyState, EndReason } from './company';
import { stakeNetWorth } from './financing';
import { primaryObjectivesComplete } from './objectives';
import { GAME_LENGTH_QUARTERS } from '@ai-council/rules';
import { OBJECTIVES } from './tuning';

export function checkEndConditions(state: CompanyState): EndReason | null {
  if (state.cash < 0 || state.netWorth <= 0) return 'bankruptcy';
  if (
    stakeNetWorth(state) >= OBJECTIVES.netWorthTarget &&
    state.cashFlow >= 0 &&
    primaryObjectivesComplete(state)
  ) {
    return 'victory';
  }
  if (state.quartersPlayed >= GAME_LENGTH_QUARTERS) return 'time_limit';
  return null;
}
