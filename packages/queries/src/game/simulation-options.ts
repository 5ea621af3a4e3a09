import { simulationOptionsResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const simulationOptionsQueryKey = ['/api/simulations/options'] as const;
/** Each simulation option's expected return in this game, diminished for a scenario run before. */
export const getSimulationOptions = () =>
  call('GET /api/simulations/options', {}, {}, simulationOptionsResponseSchema);
export const simulationOptionsQueryOptions = () =>
  queryOptions({ queryKey: simulationOptionsQueryKey, queryFn: getSimulationOptions });
export const useSimulationOptions = () => useQuery(simulationOptionsQueryOptions());
