// Council meeting rules (SPEC §5, §9; GAME.md "The council"): the emergency
// types and their names, the quorum, and the cooldown emergencies bypass.

export const EMERGENCY_TYPES = [
  'financial-crisis',
  'operational-failure',
  'security-breach',
  'regulatory-issue',
  'market-disruption',
  'other',
] as const;
export type EmergencyType = (typeof EMERGENCY_TYPES)[number];

export const EMERGENCY_LABELS: Record<EmergencyType, string> = {
  'financial-crisis': 'Financial Crisis',
  'operational-failure': 'Operational Failure',
  'security-breach': 'Security Breach',
  'regulatory-issue': 'Regulatory Issue',
  'market-disruption': 'Market Disruption',
  other: 'Other',
};

/** A council needs three or more departments among the agents that are not critical. */
export const QUORUM_DEPARTMENTS = 3;

export function hasQuorum(departmentsAvailable: number): boolean {
  return departmentsAvailable >= QUORUM_DEPARTMENTS;
}

/**
 * A regular meeting waits this many quarters of game time after the last
 * regular one (SPEC's "3-day cooldown" read in game time: with quarters
 * advanced at the player's pace, a wall clock would leave a whole game one
 * meeting); an emergency does not wait and does not start the wait.
 */
export const MEETING_COOLDOWN_QUARTERS = 1;

/** The latest quarter the last regular meeting may have been held in for another to be held in `quarter`. */
export function lastRegularMeetingAllowed(quarter: number): number {
  return quarter - MEETING_COOLDOWN_QUARTERS;
}

/** Whether a regular meeting held in `lastQuarter` (null: none this game) still keeps the council from meeting in `quarter`. */
export function regularMeetingCoolingDown(lastQuarter: number | null, quarter: number): boolean {
  return lastQuarter !== null && lastQuarter > lastRegularMeetingAllowed(quarter);
}

/** The sentence a player is told when the quarter's regular meeting has been held. */
export const MEETING_COOLDOWN_MESSAGE =
  'The council met this quarter; advance the quarter to hold the next regular meeting, or call an emergency meeting.';

/**
 * How the council weighs votes by track record (svc-council scores each
 * advisor's simulation calls with the Brier score, and each recommendation
 * carried out against what the engine then produced; the screens explain it
 * with this sentence).
 */
export const TRACK_RECORD_WEIGHTING =
  "Votes are weighted by each advisor's track record on simulations and on recommendations carried out (scored against what the engine then produced): weight = 1 + 2 × (0.25 − Brier score), between 0.5 and 1.5, so a coin-toss forecaster counts 1; an advisor with no scored call counts 1.";

/**
 * A repeatable investment returns less each time: its driver effects and any
 * money it brings in are this share of the time before (0.6: the second time
 * returns 60 %, the third 36 %).
 */
export const REPEAT_RETURN_FACTOR = 0.6;

/** What a repeatable investment returns after `timesBefore` earlier runs, as a share of the first. */
export function repeatReturn(timesBefore: number): number {
  return REPEAT_RETURN_FACTOR ** Math.max(0, timesBefore);
}

/** An advisor's track record in words, the same on every screen that shows it. */
export function describeTrackRecord(record: {
  scored: number;
  hitRate: number | null;
  brierScore: number | null;
  weight: number;
  recommendations?: { scored: number };
}): string {
  const weight = `vote weight ${record.weight.toFixed(2)}`;
  if (record.scored === 0 || record.hitRate === null || record.brierScore === null) {
    return `No simulation calls scored yet; ${weight}`;
  }
  const onRecommendations = record.recommendations?.scored
    ? ` (${record.recommendations.scored} on recommendations carried out)`
    : '';
  const calls = `${record.scored} scored call${record.scored === 1 ? '' : 's'}${onRecommendations}`;
  return `${calls}: ${Math.round(record.hitRate * 100)}% right, Brier score ${record.brierScore.toFixed(2)}; ${weight}`;
}
