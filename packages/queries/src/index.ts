// The one query layer of the five web apps (CONVENTIONS.md): per endpoint its
// key, fetcher, query options and hook, grouped by area; and the named
// refreshes that say which views a change touches.
export * from './account/auth-status';
export * from './account/api-keys';
export * from './game/game-state';
export * from './game/start-game';
export * from './game/game-objectives';
export * from './game/game-history';
export * from './game/counterfactual';
export * from './game/daily-challenge';
export * from './game/simulation-options';
export * from './finance/financial-latest';
export * from './finance/financial-events';
export * from './finance/financial-breakdown';
export * from './finance/decisions';
export * from './finance/quarterly-levers';
export * from './council/scenarios';
export * from './council/decision-preview';
export * from './council/agents';
export * from './council/agent-profile';
export * from './council/communications';
export * from './council/agent-conversation';
export * from './council/active-council';
export * from './council/council-meetings';
export * from './council/dashboard-overview';
export * from './analytics/achievements';
export * from './analytics/public-achievement';
export * from './analytics/share-achievement';
export * from './analytics/analytics-dashboard';
export * from './refreshes';
export * from './account/update-user';
