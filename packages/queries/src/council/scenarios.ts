import { scenarioSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** SPEC §7: every scenario of the game, refreshed every 30 s. */
const scenarios = viewQuery('GET /api/scenarios', scenarioSchema.array(), { refetchInterval: 30_000 });
export const scenariosQueryKey = scenarios.queryKey;
export const getScenarios = scenarios.fetch;
export const scenariosQueryOptions = scenarios.queryOptions;
export const useScenarios = scenarios.useQuery;
