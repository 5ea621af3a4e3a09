import { scenarioSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const scenariosQueryKey = ['/api/scenarios'] as const;
const scenarioListSchema = scenarioSchema.array();
export const getScenarios = () => call('GET /api/scenarios', {}, {}, scenarioListSchema);
/** SPEC §7: every scenario of the game, refreshed every 30 s. */
export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: scenariosQueryKey, queryFn: getScenarios, refetchInterval: 30_000 });
export const useScenarios = () => useQuery(scenariosQueryOptions());
