// The one query layer of the five web apps (CONVENTIONS.md): per endpoint its
// key, fetcher, query options and hook, grouped by area; each write beside the
// reads it changes, its hook taking the caller's callbacks; the named
// refreshes that say which views a change touches; the one way to call a
// route of the contracts' table; and the client paths.
export * from './call';
export * from './mutation';
export * from './paths';
export * from './account/auth-status';
export * from './account/api-keys';
export * from './account/api-key-changes';
export * from './game/game-state';
export * from './game/start-game';
export * from './game/advance-quarter';
export * from './game/restart-game';
export * from './game/game-objectives';
export * from './game/game-history';
export * from './game/counterfactual';
export * from './game/daily-challenge';
export * from './game/simulation-options';
export * from './game/simulation-changes';
export * from './finance/financial-latest';
export * from './finance/financial-events';
export * from './finance/financial-breakdown';
export * from './finance/decisions';
export * from './finance/quarterly-levers';
export * from './finance/implement-decision';
export * from './council/scenarios';
export * from './council/decision-preview';
export * from './council/scenario-changes';
export * from './council/agents';
export * from './council/agent-profile';
export * from './council/communications';
export * from './council/agent-conversation';
export * from './council/agent-messages';
export * from './council/council-recommendation';
export * from './council/active-council';
export * from './council/council-meetings';
export * from './council/meeting-changes';
export * from './council/council-transcript';
export * from './council/dashboard-overview';
export * from './analytics/achievements';
export * from './analytics/public-achievement';
export * from './analytics/share-achievement';
export * from './analytics/analytics-dashboard';
export * from './refreshes';
export * from './account/update-user';
