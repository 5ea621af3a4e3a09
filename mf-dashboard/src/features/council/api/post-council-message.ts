import { apiStream, meetingMessageRequestSchema, meetingMessageResponseSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeCouncilQueryKey, councilMeetingsQueryKey } from '@ai-council/queries';

/** The message is trimmed and must not be blank (at most 2000 characters). */
export const postCouncilMessageInputSchema = meetingMessageRequestSchema;

export interface PostCouncilMessageInput {
  meetingId: string;
  message: string;
  /** Hears each answering agent's words as its model writes them (llm mode streams them). */
  onWords?: (agentId: string, delta: string) => void;
}

/** The player speaks in the meeting; the attendees concerned answer in the response. */
export const postCouncilMessage = ({ meetingId, message, onWords }: PostCouncilMessageInput) =>
  apiStream(
    `/api/council/${encodeURIComponent(meetingId)}/messages`,
    postCouncilMessageInputSchema.parse({ message }),
    meetingMessageResponseSchema,
    (words) => {
      if (words.agentId) onWords?.(words.agentId, words.delta);
    },
  );

export function usePostCouncilMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCouncilMessage,
    onSuccess: async ({ meeting }) => {
      queryClient.setQueryData(activeCouncilQueryKey, meeting);
      await queryClient.invalidateQueries({ queryKey: councilMeetingsQueryKey });
    },
    // A meeting ended elsewhere answers 409: the next active-meeting read tells the dialog.
    onError: () => queryClient.invalidateQueries({ queryKey: activeCouncilQueryKey }),
  });
}
