import { objectivesResponseSchema } from '@ai-council/contracts';
import { viewQuery } from '../view-query';

const objectives = viewQuery('GET /api/game/objectives', objectivesResponseSchema);
export const objectivesQueryKey = objectives.queryKey;
export const getObjectives = objectives.fetch;
export const objectivesQueryOptions = objectives.queryOptions;
export const useObjectives = objectives.useQuery;
