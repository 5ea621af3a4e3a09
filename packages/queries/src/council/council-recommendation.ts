import {
  recommendationCategorySchema,
  recommendationResponseSchema,
  requestRecommendationSchema,
  urgencySchema,
  type RecommendationResponse,
  type SimulationOutcome,
} from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';

type Parsed<S extends { parse: (data: unknown) => unknown }> = ReturnType<S['parse']>;

export interface RecommendationRequest {
  agentId: string;
  question: string;
  context: { category: Parsed<typeof recommendationCategorySchema>; urgency: Parsed<typeof urgencySchema> };
  /** SPEC §7: the last simulation result, or null. */
  simulationResults: { outcome: SimulationOutcome; impact: number; learnings?: string[] } | null;
}

export type CouncilRecommendation = RecommendationResponse;

/**
 * POST /api/agents/request-recommendation. `proposeDecision` false: the
 * council only votes; nothing is filed (views replaying the council).
 */
export function requestRecommendation(
  request: RecommendationRequest,
  { proposeDecision = true }: { proposeDecision?: boolean } = {},
): Promise<CouncilRecommendation> {
  return call(
    'POST /api/agents/request-recommendation',
    {},
    requestRecommendationSchema.parse({ ...request, proposeDecision }),
    recommendationResponseSchema,
  );
}

/**
 * The council's vote on a question is a read: asked with `proposeDecision`
 * false it writes nothing, and it is POSTed only because the question is a
 * body. Sessions live under a root of their own, not under '/api/agents': the
 * agents' refreshes never convene the council again.
 */
export const councilSessionKeyPrefix = '/api/agents/request-recommendation';
export const councilSessionQueryKey = (request: RecommendationRequest) =>
  [councilSessionKeyPrefix, request] as const;

/**
 * One council session per request: the Live Council, Deep Communication and
 * scenario analysis read the council's real vote on a question (only the Get
 * Recommendations form, a player's action, proposes a decision).
 */
export const councilSessionQueryOptions = (request: RecommendationRequest) =>
  queryOptions({
    queryKey: councilSessionQueryKey(request),
    queryFn: () => requestRecommendation(request, { proposeDecision: false }),
  });

export function useCouncilSession(request: RecommendationRequest, options: { throwOnError?: boolean } = {}) {
  return useQuery({
    ...councilSessionQueryOptions(request),
    throwOnError: options.throwOnError ?? false,
  });
}

const proposing = (request: RecommendationRequest) => requestRecommendation(request);

/**
 * The Get Recommendations form proposes a pending decision; its answer also
 * becomes the council's current session, and the decisions are asked again.
 */
export const useRequestRecommendation = mutationHook(proposing, (queryClient) => ({
  onSuccess: (answer, request) => {
    queryClient.setQueryData(councilSessionQueryKey(request), answer);
    return refreshAfter.decisionsChanged(queryClient);
  },
}));
