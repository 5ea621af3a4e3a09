import { apiGet, scenarioSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const scenariosQueryKey = ['/api/scenarios'] as const;
const scenariosSchema = scenarioSchema.array();

/** SPEC §7: GET /api/scenarios refreshes every 30 s. */
export const scenariosQueryOptions = () =>
  queryOptions({
    queryKey: scenariosQueryKey,
    queryFn: () => apiGet('/api/scenarios', scenariosSchema),
    refetchInterval: 30_000,
  });

/** How many scenarios wait for a decision; a failed call counts as none. */
export function useActiveScenarioCount(): number {
  const { data } = useQuery(scenariosQueryOptions());
  return data?.filter((scenario) => scenario.status === 'active').length ?? 0;
}
