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
