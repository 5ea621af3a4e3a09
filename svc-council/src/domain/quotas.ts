// What one player may keep in the council's store (issue 12): room for the
// most talkative 20-quarter game, yet bounded, so a flood of writes (within
// the gateway's rate limits, over days) cannot grow the store without end.
export interface CouncilQuotas {
  /** Questions the player may put to board members in one game (each stores a question and an answer). */
  questionsPerGame: number;
  /** Lines one meeting's transcript may hold (each post adds the player's line and up to two answers). */
  linesPerMeeting: number;
  /**
   * Meetings one game may hold. Regular ones wait out a cooldown, emergency
   * ones do not: without this, convene-and-end in a loop grows the store.
   */
  meetingsPerGame: number;
  /**
   * Bytes one account may write to the council in a UTC day (questions, answers, meetings and their
   * lines), across its games: Play Again does not reset it. Sized so that every guest account one address
   * may start in a day (GUEST_STARTS_PER_HOUR × 24) together stays small against STORE_MAX_MB (README).
   */
  bytesPerAccountPerDay: number;
}

export const COUNCIL_QUOTAS: CouncilQuotas = {
  questionsPerGame: 1_000,
  linesPerMeeting: 300,
  meetingsPerGame: 200,
  bytesPerAccountPerDay: 2 * 1024 * 1024,
};
