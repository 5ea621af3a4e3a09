import {
  apiStream,
  toAgentRequestSchema,
  toAgentResponseSchema,
  type Communication,
} from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentConversationQueryKey, communicationsQueryKey } from '@ai-council/queries';

/** SPEC §5 agent message: an agent is selected and the message, trimmed, is not blank. */
export const sendToAgentInputSchema = toAgentRequestSchema;
export interface SendToAgentInput {
  agentName: string;
  message: string;
  priority?: Communication['priority'];
  /** Hears the reply's words as the model writes them (llm mode streams them; demo mode answers whole). */
  onWords?: (delta: string) => void;
}

export const sendToAgent = (input: SendToAgentInput) =>
  apiStream(
    '/api/communications/to-agent',
    sendToAgentInputSchema.parse(input),
    toAgentResponseSchema,
    (words) => input.onWords?.(words.delta),
  );

function withMessages(current: Communication[] | undefined, added: Communication[]): Communication[] {
  const known = new Set((current ?? []).map((m) => m.id));
  return [...(current ?? []), ...added.filter((m) => !known.has(m.id))];
}

export function useSendToAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToAgent,
    onSuccess: ({ sent, reply }, input) => {
      // Show the exchange at once; the 3 s refresh confirms it.
      queryClient.setQueryData<Communication[]>(
        agentConversationQueryKey(input.agentName.trim()),
        (current) => withMessages(current, [sent, reply]),
      );
    },
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentConversationQueryKey(input.agentName.trim()) }),
        queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
      ]),
  });
}
