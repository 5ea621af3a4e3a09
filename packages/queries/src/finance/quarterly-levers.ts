import {
  quarterlyLeversProjectionSchema,
  quarterlyLeversSchema,
  quarterlyLeversViewSchema,
  type QuarterlyLevers,
  type QuarterlyLeversInput,
} from '@ai-council/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { viewQuery } from '../view-query';

/** GET /api/game/levers: what is set for the coming quarter, what is running, and the form's bounds. */
const quarterlyLevers = viewQuery('GET /api/game/levers', quarterlyLeversViewSchema);
export const quarterlyLeversQueryKey = quarterlyLevers.queryKey;
export const getQuarterlyLevers = quarterlyLevers.fetch;
export const quarterlyLeversQueryOptions = quarterlyLevers.queryOptions;
export const useQuarterlyLevers = quarterlyLevers.useQuery;

/**
 * Projections live under a root of their own, not under '/api/game/levers':
 * refreshing the levers never asks for a projection again by itself.
 */
export const quarterlyLeversProjectionKeyPrefix = '/api/game/levers/projection';
/** One answer per quarter and settings (a new quarter is another company). */
export const quarterlyLeversProjectionQueryKey = (quarter: number, levers: QuarterlyLevers) =>
  [quarterlyLeversProjectionKeyPrefix, quarter, levers] as const;

/**
 * POST /api/game/levers/projection: the engine two quarters ahead on a copy of
 * the company, with and without the settings. It writes nothing, so nothing is
 * refreshed after it.
 */
export const projectQuarterlyLevers = (levers: QuarterlyLeversInput) =>
  call(
    'POST /api/game/levers/projection',
    {},
    quarterlyLeversSchema.parse(levers),
    quarterlyLeversProjectionSchema,
  );

/**
 * The projection of the settings for `quarter`; idle while `enabled` is false.
 * Stale at once (the company moves with every decision); while the next one is
 * asked, the last answer of the same quarter stays as placeholder data. A
 * refusal (400: the company cannot take the settings) is not retried.
 */
export function useQuarterlyLeversProjection(
  quarter: number,
  levers: QuarterlyLevers,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: quarterlyLeversProjectionQueryKey(quarter, levers),
    queryFn: () => projectQuarterlyLevers(levers),
    enabled,
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === quarter ? keepPreviousData(previous) : undefined,
  });
}

/** PUT /api/game/levers: sets the levers for the coming quarter (the defaults clear them). */
export const setQuarterlyLevers = (levers: QuarterlyLeversInput) =>
  call('PUT /api/game/levers', {}, quarterlyLeversSchema.parse(levers), quarterlyLeversViewSchema);

/**
 * Sets the levers; the levers view takes the answer at once. The caller decides
 * on toasts (its `onSuccess`/`onError`).
 */
export const useSetQuarterlyLevers = mutationHook(setQuarterlyLevers, (queryClient) => ({
  onSuccess: (view) => {
    queryClient.setQueryData(quarterlyLeversQueryKey, view);
  },
}));
