import { apiRequest, councilMeetingSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activeCouncilQueryKey } from './get-active-council';
import { councilMeetingsQueryKey } from './get-council-meetings';
import { communicationsKey, dashboardOverviewKey, decisionsKey } from './related-query-keys';

export const endCouncilMeeting = (meetingId: string) =>
  apiRequest('PATCH', `/api/council/${encodeURIComponent(meetingId)}/end`, undefined, councilMeetingSchema);

export function useEndCouncilMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCouncilMeeting,
    onSuccess: () => queryClient.setQueryData(activeCouncilQueryKey, null),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activeCouncilQueryKey }),
        queryClient.invalidateQueries({ queryKey: councilMeetingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardOverviewKey }),
        queryClient.invalidateQueries({ queryKey: communicationsKey }),
        queryClient.invalidateQueries({ queryKey: decisionsKey }),
      ]),
  });
}
