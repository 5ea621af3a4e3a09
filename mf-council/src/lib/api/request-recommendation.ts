import { apiRequest, recommendationResponseSchema, requestRecommendationSchema } from '@ai-council/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decisionsQueryKey } from '@ai-council/queries';
import type { Parsed } from '../parsed';
import type { RecommendationCategory, Urgency } from '../recommendation-form';
import type { Approach, SimulationOutcome } from '../simulation-scenarios';

export interface RecommendationRequest {
  agentId: string;
  question: string;
  context: { category: RecommendationCategory; urgency: Urgency };
  /** SPEC §7: the last simulation result, or null. */
  simulationResults: { outcome: SimulationOutcome; impact: number; learnings?: string[] } | null;
}

export interface VotedOption {
  title: string;
  approach: Approach;
}

export type CouncilRecommendation = Parsed<typeof recommendationResponseSchema> & {
  /** The options the council voted on, in order (svc-council sends them beside the contract fields). */
  options: VotedOption[];
  decisionId?: string;
};

// loose(): keep the fields svc-council sends beyond the contract (options, decisionId).
const answerSchema = recommendationResponseSchema.loose();
const approaches: readonly string[] = ['conservative', 'balanced', 'aggressive'];

function votedOptions(value: unknown): VotedOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (o): o is VotedOption =>
      typeof o === 'object' &&
      o !== null &&
      typeof (o as VotedOption).title === 'string' &&
      approaches.includes((o as VotedOption).approach),
  );
}

/** `proposeDecision` false: the council only votes; nothing is filed (views replaying the council). */
export async function requestRecommendation(
  request: RecommendationRequest,
  { proposeDecision = true }: { proposeDecision?: boolean } = {},
): Promise<CouncilRecommendation> {
  const answer = await apiRequest(
    'POST',
    '/api/agents/request-recommendation',
    requestRecommendationSchema.parse({ ...request, proposeDecision }),
    answerSchema,
  );
  return {
    ...answer,
    options: votedOptions(answer.options),
    decisionId: typeof answer.decisionId === 'string' ? answer.decisionId : undefined,
  };
}

/**
 * One council session per request: the Live Council, Deep Communication and
 * scenario analysis read the council's real vote on a question. Reading is
 * side-effect free: the council votes but files no decision (only the Get
 * Recommendations form, a player's action, proposes one).
 */
export const councilSessionQueryOptions = (request: RecommendationRequest) =>
  queryOptions({
    queryKey: ['council-session', request],
    queryFn: () => requestRecommendation(request, { proposeDecision: false }),
  });

export function useCouncilSession(request: RecommendationRequest, options: { throwOnError?: boolean } = {}) {
  return useQuery({
    ...councilSessionQueryOptions(request),
    throwOnError: options.throwOnError ?? false,
  });
}

/** The Get Recommendations form proposes a pending decision; its answer also becomes the council's current session. */
export function useRequestRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecommendationRequest) => requestRecommendation(request),
    onSuccess: (answer, request) => {
      queryClient.setQueryData(councilSessionQueryOptions(request).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: decisionsQueryKey });
    },
  });
}
