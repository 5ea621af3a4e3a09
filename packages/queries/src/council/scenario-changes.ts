import {
  analysisResponseSchema,
  requestAnalysisSchema,
  resolveScenarioRequestSchema,
  scenarioSchema,
  triggerAgentScenariosResponseSchema,
  type Scenario,
} from '@ai-council/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';
import { scenariosQueryKey } from './scenarios';

/** SPEC §7: the player's own request is a strategic one. */
export const playerScenarioRequest = { triggerType: 'user_requested', category: 'strategic' } as const;

/** POST /api/scenarios/generate, at the player's request. */
export const generateScenario = () =>
  call('POST /api/scenarios/generate', {}, playerScenarioRequest, scenarioSchema);

/** POST /api/game/trigger-agent-scenarios: concerned agents each raise a scenario. */
export const triggerAgentScenarios = () =>
  call('POST /api/game/trigger-agent-scenarios', {}, undefined, triggerAgentScenariosResponseSchema);

const scenarioRaisedUpkeep = (queryClient: QueryClient) => ({
  onSettled: () => refreshAfter.scenarioRaised(queryClient),
});

export const useGenerateScenario = mutationHook(generateScenario, scenarioRaisedUpkeep);

export const useTriggerAgentScenarios = mutationHook(triggerAgentScenarios, scenarioRaisedUpkeep);

/** SPEC §7: the question the agent answers when the player leaves it blank. */
export const DEFAULT_ANALYSIS_QUESTION =
  'Please provide your detailed analysis and recommendations for this business scenario.';

export const requestAnalysisInputSchema = requestAnalysisSchema;

export interface RequestAnalysisInput {
  scenarioId: string;
  agentId: string;
  question: string;
}

/** POST /api/scenarios/request-analysis; a blank question becomes the default one. */
export const requestAnalysis = (input: RequestAnalysisInput) =>
  call(
    'POST /api/scenarios/request-analysis',
    {},
    requestAnalysisInputSchema.parse({
      ...input,
      question: input.question.trim() || DEFAULT_ANALYSIS_QUESTION,
    }),
    analysisResponseSchema,
  );

/** The agent also posts the analysis to the player, so the feed and its chat change. */
export const useRequestAnalysis = mutationHook(requestAnalysis, (queryClient) => ({
  onSettled: () => refreshAfter.agentAnswered(queryClient),
}));

/** SPEC §5: the decision, trimmed, must not be blank; status is always 'resolved'. */
export const resolveScenarioInputSchema = resolveScenarioRequestSchema;

export interface ResolveScenarioInput {
  scenarioId: string;
  playerDecision: string;
}

/** The body of the player's decision on a scenario, as resolving it (or previewing its grade) sends it. */
export const decisionBody = (playerDecision: string) =>
  resolveScenarioInputSchema.parse({ status: 'resolved', playerDecision });

/** PATCH /api/scenarios/{id}: the answer is the resolved scenario with its grade. */
export const resolveScenario = ({ scenarioId, playerDecision }: ResolveScenarioInput) =>
  call('PATCH /api/scenarios/{id}', { id: scenarioId }, decisionBody(playerDecision), scenarioSchema);

/**
 * Decides a scenario. The caller's outcome callbacks belong in
 * `mutationConfig`, never in mutate()'s: dropping the decided scenario from the
 * pending list unmounts the form that sent it (it was the last one, or another
 * took its place), and mutate()'s callbacks die with it, taking the 'Decision
 * Recorded' toast and the grade card along.
 */
export const useResolveScenario = mutationHook(resolveScenario, (queryClient) => ({
  // The pending list and the sidebar badge drop the scenario at once; the refetch confirms it.
  onSuccess: (resolved) => {
    queryClient.setQueryData<Scenario[]>(scenariosQueryKey, (list) =>
      list?.map((scenario) => (scenario.id === resolved.id ? resolved : scenario)),
    );
  },
  // The council's views refresh now; the money once svc-game has applied the grade (not awaited:
  // the grade card shows at once).
  onSettled: (_resolved, _error, input) => void refreshAfter.scenarioResolved(queryClient, input.scenarioId),
}));
