// Quarters and how the game names them (SPEC §4): a game is 20 quarters, five
// years of four, shown as 'Q{n} Year {m}'.

export const QUARTERS_PER_YEAR = 4;
/** The five-year limit of GAME.md "End conditions". */
export const GAME_LENGTH_QUARTERS = 20;

/** The quarter within its year, 1..4. */
export function quarterOfYear(quarter: number): number {
  return ((quarter - 1) % QUARTERS_PER_YEAR) + 1;
}

/** The game year, 1-based. */
export function gameYear(quarter: number): number {
  return Math.floor((quarter - 1) / QUARTERS_PER_YEAR) + 1;
}

/** SPEC §4: 'Q{n} Year {m}'. */
export function quarterLabel(quarter: number): string {
  return `Q${quarterOfYear(quarter)} Year ${gameYear(quarter)}`;
}

/** The quarter the advance button names: the next one within the year (Q4 is followed by Q1). */
export function nextQuarterOfYear(quarter: number): number {
  return quarterOfYear(quarter + 1);
}

/** How long a number of quarters is, in years and quarters: 20 → '5 years', 6 → '1 year, 2 quarters'. */
export function durationOf(quarters: number): string {
  const years = Math.floor(quarters / QUARTERS_PER_YEAR);
  const rest = quarters % QUARTERS_PER_YEAR;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 || years === 0 ? `${rest} ${rest === 1 ? 'quarter' : 'quarters'}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

const endReasonWords: Record<string, string> = {
  victory: 'in victory',
  bankruptcy: 'in bankruptcy',
  time_limit: 'at the 5-year limit',
};

/**
 * What a player reads when they try to change a finished game (svc-game and
 * svc-council answer 409 with it): what happened, and what to do now.
 */
export function gameEndedMessage(endReason: string | null | undefined): string {
  const how = endReason ? ` ${endReasonWords[endReason] ?? `(${endReason})`}` : '';
  return `This game has ended${how}. Start a new game to play again.`;
}
