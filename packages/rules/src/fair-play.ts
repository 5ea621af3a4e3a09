// The caps that keep a score earned rather than farmed. svc-council raises
// scenarios within them, svc-game takes the council's proposals within them,
// and the daily challenge's replay check refuses a decision log that broke any
// of them (a log can replay to its own score and still be farmed).

/** The council's proposals svc-game takes from one department in one quarter. */
export const PROPOSALS_PER_DEPARTMENT_PER_QUARTER = 1;

/** Scenarios raised on request stop at this many open. */
export const MAX_OPEN_ON_DEMAND = 8;

/** A council meeting in session may raise its one scenario past MAX_OPEN_ON_DEMAND, never past this. */
export const MAX_OPEN_SCENARIOS = 10;

/**
 * A pending proposal lasts this many quarters after the one it was proposed in: a proposal of
 * Q1 can be implemented through Q3 and expires when Q3 is played. Advice goes stale with the
 * company it was written for, and a stock of old proposals is a stock of free moves.
 */
export const PENDING_DECISION_QUARTERS = 2;

/** The last quarter a proposal made in `proposedQuarter` can be implemented in. */
export const decisionExpiresAfterQuarter = (proposedQuarter: number): number =>
  proposedQuarter + PENDING_DECISION_QUARTERS;
