// How many items a screen shows (SPEC): display rules, not data.
/** SPEC §9: the page lists up to 5 pending decisions. */
export const PENDING_DECISIONS_LIMIT = 5;
/** SPEC §9: the page lists up to 8 recent financial events. */
export const RECENT_EVENTS_LIMIT = 8;
