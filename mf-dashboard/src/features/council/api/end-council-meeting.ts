import { apiRequest, councilMeetingSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeCouncilQueryKey, refreshAfter } from '@ai-council/queries';

export const endCouncilMeeting = (meetingId: string) =>
  apiRequest('PATCH', `/api/council/${encodeURIComponent(meetingId)}/end`, undefined, councilMeetingSchema);

export function useEndCouncilMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCouncilMeeting,
    onSuccess: () => queryClient.setQueryData(activeCouncilQueryKey, null),
    onSettled: () => refreshAfter.meetingEnded(queryClient),
  });
}
