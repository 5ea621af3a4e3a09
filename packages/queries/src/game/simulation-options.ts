import { simulationOptionsResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

/** Each simulation option's expected return in this game, diminished for a scenario run before. */
const simulationOptions = viewQuery('GET /api/simulations/options', simulationOptionsResponseSchema);
export const simulationOptionsQueryKey = simulationOptions.queryKey;
export const getSimulationOptions = simulationOptions.fetch;
export const simulationOptionsQueryOptions = simulationOptions.queryOptions;
export const useSimulationOptions = simulationOptions.useQuery;
