import {
  apiStream,
  simulateActionRequestSchema,
  simulateActionResponseSchema,
  toAgentRequestSchema,
  toAgentResponseSchema,
  type Communication,
} from '@ai-council/contracts';
import { call, pathOf } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';
import { agentConversationQueryKey } from './agent-conversation';

/** SPEC §5 agent message: an agent is selected and the message, trimmed, is not blank. */
export const sendToAgentInputSchema = toAgentRequestSchema;
export interface SendToAgentInput {
  agentName: string;
  message: string;
  priority?: Communication['priority'];
  /** Hears the reply's words as the model writes them (llm mode streams them; demo mode answers whole). */
  onWords?: (delta: string) => void;
}

/** POST /api/communications/to-agent: the player writes to one agent, who answers in character. */
export const sendToAgent = (input: SendToAgentInput) =>
  apiStream(
    pathOf('POST /api/communications/to-agent', {}),
    sendToAgentInputSchema.parse(input),
    toAgentResponseSchema,
    (words) => input.onWords?.(words.delta),
  );

function withMessages(current: Communication[] | undefined, added: Communication[]): Communication[] {
  const known = new Set((current ?? []).map((m) => m.id));
  return [...(current ?? []), ...added.filter((m) => !known.has(m.id))];
}

/** The exchange shows in the agent's chat at once; the feed and the chats are asked again to confirm it. */
export const useSendToAgent = mutationHook(sendToAgent, (queryClient) => ({
  onSuccess: ({ sent, reply }, input) => {
    queryClient.setQueryData<Communication[]>(agentConversationQueryKey(input.agentName.trim()), (current) =>
      withMessages(current, [sent, reply]),
    );
  },
  onSettled: () => refreshAfter.agentAnswered(queryClient),
}));

export const simulateAgentActionInputSchema = simulateActionRequestSchema;
export interface SimulateAgentActionInput {
  agentId: string;
}

/** POST /api/agents/simulate-action: the agent reviews its department and posts a proposal. */
export const simulateAgentAction = (input: SimulateAgentActionInput) =>
  call(
    'POST /api/agents/simulate-action',
    {},
    simulateAgentActionInputSchema.parse(input),
    simulateActionResponseSchema,
  );

export const useSimulateAgentAction = mutationHook(simulateAgentAction, (queryClient) => ({
  onSettled: () => refreshAfter.agentActed(queryClient),
}));
