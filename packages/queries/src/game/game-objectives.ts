import { objectivesResponseSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';

export const objectivesQueryKey = ['/api/game/objectives'] as const;
export const getObjectives = () => call('GET /api/game/objectives', {}, {}, objectivesResponseSchema);
export const objectivesQueryOptions = () =>
  queryOptions({ queryKey: objectivesQueryKey, queryFn: getObjectives });
export const useObjectives = () => useQuery(objectivesQueryOptions());
