// How many items a screen shows (SPEC): display rules, not data.
/** SPEC §2: the page shows the 10 most recent system communications. */
export const SYSTEM_COMMUNICATIONS_SHOWN = 10;
