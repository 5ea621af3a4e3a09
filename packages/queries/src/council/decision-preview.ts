import { decisionPreviewSchema } from '@ai-council/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { decisionBody, type ResolveScenarioInput } from './scenario-changes';

/**
 * Previews live under a root of their own, not under '/api/scenarios': the
 * scenario list's refreshes never ask for one again (a decided scenario answers 409).
 */
export const decisionPreviewKeyPrefix = '/api/scenarios/{id}/preview';
/** One answer per scenario and draft; the draft as sent (trimmed), so spaces alone never ask again. */
export const decisionPreviewQueryKey = (scenarioId: string, playerDecision: string) =>
  [decisionPreviewKeyPrefix, scenarioId, playerDecision.trim()] as const;

/** A preview is asked with what resolving the scenario would send. */
export type DecisionPreviewInput = ResolveScenarioInput;

/**
 * POST /api/scenarios/{id}/preview, with the decision's own body: the grade,
 * the plan and its levers a draft would get. It writes nothing, so nothing is
 * refreshed after it.
 */
export const previewDecision = ({ scenarioId, playerDecision }: DecisionPreviewInput) =>
  call(
    'POST /api/scenarios/{id}/preview',
    { id: scenarioId },
    decisionBody(playerDecision),
    decisionPreviewSchema,
  );

/**
 * Stale at once: the same words read differently once the company has moved
 * (another quarter, another decision), so a draft seen again is asked again
 * (its last answer shows meanwhile). Kept a minute, for a player going back
 * and forth between drafts.
 */
export const decisionPreviewQueryOptions = (scenarioId: string, playerDecision: string) =>
  queryOptions({
    queryKey: decisionPreviewQueryKey(scenarioId, playerDecision),
    queryFn: () => previewDecision({ scenarioId, playerDecision: playerDecision.trim() }),
    staleTime: 0,
    gcTime: 60_000,
  });

/**
 * The preview of a draft decision; idle while `enabled` is false or the draft
 * is blank. While the next draft is read, the last answer for the same
 * scenario stays as placeholder data (never another scenario's).
 */
export function useDecisionPreview(
  scenarioId: string,
  playerDecision: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...decisionPreviewQueryOptions(scenarioId, playerDecision),
    enabled: enabled && playerDecision.trim() !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === scenarioId ? previous : undefined,
  });
}
