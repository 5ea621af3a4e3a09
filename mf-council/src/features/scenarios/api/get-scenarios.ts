import { apiGet, scenarioSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The shell's sidebar badge counts active scenarios from this same key: one cache, one refresh.
export const scenariosQueryKey = ['/api/scenarios'] as const;
const scenariosSchema = scenarioSchema.array();

/** SPEC §7: GET /api/scenarios, every scenario of the game, refreshed every 30 s. */
export const scenariosQueryOptions = () =>
  queryOptions({
    queryKey: scenariosQueryKey,
    queryFn: () => apiGet('/api/scenarios', scenariosSchema),
    refetchInterval: 30_000,
  });

export const useScenarios = () => useQuery(scenariosQueryOptions());
