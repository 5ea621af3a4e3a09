// Query keys owned by other features and pages that a council change makes stale.
// Features never import each other, so the shared keys are spelled here once.

/** The dashboard overview: meeting count, board status, agents, scenario count. */
export const dashboardOverviewKey = ['/api/dashboard/overview'] as const;
/** Convening and closing a meeting post to the communications feed. */
export const communicationsKey = ['/api/communications'] as const;
/** A scenario raised by the council joins the list (and the sidebar badge). */
export const scenariosKey = ['/api/scenarios'] as const;
/** Ending a meeting proposes a pending decision. */
export const decisionsKey = ['/api/decisions'] as const;
