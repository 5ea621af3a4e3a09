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

export async function requestRecommendation(request: RecommendationRequest): Promise<CouncilRecommendation> {
  const answer = await apiRequest(
    'POST',
    '/api/agents/request-recommendation',
    requestRecommendationSchema.parse(request),
    answerSchema,
  );
  return {
    ...answer,
    options: votedOptions(answer.options),
    decisionId: typeof answer.decisionId === 'string' ? answer.decisionId : undefined,
  };
}

// Every recommendation proposes a pending decision in svc-game.

/**
 * One council session per request: the Live Council, Deep Communication and
 * scenario analysis read the council's real vote on a question. The answer is
 * cached by its request, so returning to a tab does not ask (and propose) again.
 */
export const councilSessionQueryOptions = (request: RecommendationRequest) =>
  queryOptions({
    queryKey: ['council-session', request],
    queryFn: () => requestRecommendation(request),
  });

export function useCouncilSession(request: RecommendationRequest, options: { throwOnError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...councilSessionQueryOptions(request),
    throwOnError: options.throwOnError ?? false,
    queryFn: async () => {
      const answer = await requestRecommendation(request);
      void queryClient.invalidateQueries({ queryKey: decisionsQueryKey });
      return answer;
    },
  });
}

/** The Get Recommendations form: its answer also becomes the council's current session. */
export function useRequestRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRecommendation,
    onSuccess: (answer, request) => {
      queryClient.setQueryData(councilSessionQueryOptions(request).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: decisionsQueryKey });
    },
  });
}
